import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers, Questionnaire } from '~/domain/questionnaire-texts';
import { api, ApiError } from '~/web/lib/api';

/** Her own questionnaire, under her id: another account on this browser never sees it. */
export const myQuestionnaireKey = (userId: string) => ['me', 'questionnaire', userId] as const;

/** The questionnaire her consultant sent her, or null while none was sent (the API's 404). */
export function useMyQuestionnaire(userId: string | undefined) {
  return useQuery({
    queryKey: myQuestionnaireKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api<Questionnaire>(`/api/clients/${encodeURIComponent(userId!)}/questionnaire`, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    enabled: Boolean(userId),
    // She may have answered on another device, or her consultant sent it again: read afresh each time.
    refetchOnMount: 'always',
  });
}

/** Saves the answers given (only what changed; an empty text or list clears one); the answer replaces the cache. */
export function useSaveAnswers(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answers }: { id: string; answers: Answers }) =>
      api<Questionnaire>(`/api/questionnaires/${encodeURIComponent(id)}/answers`, {
        method: 'PATCH',
        json: { answers },
      }),
    onSuccess: (questionnaire) => {
      if (userId) queryClient.setQueryData(myQuestionnaireKey(userId), questionnaire);
    },
  });
}

/** Her 'J’ai terminé': her consultant is told; she may still change her answers afterwards. */
export function useFinishQuestionnaire(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Questionnaire>(`/api/questionnaires/${encodeURIComponent(id)}/finish`, { method: 'POST' }),
    onSuccess: (questionnaire) => {
      if (userId) queryClient.setQueryData(myQuestionnaireKey(userId), questionnaire);
    },
  });
}
