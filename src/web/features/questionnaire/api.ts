import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inspiration } from '~/domain/questionnaire-inspiration-texts';
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

/**
 * The questionnaire a save answered, in place of the cached one, but for her inspiration photos: those are kept
 * by their own requests (below), and a save that left before a photo was added would answer without it.
 */
const answered = (questionnaire: Questionnaire) => (cached: Questionnaire | null | undefined) =>
  cached?.id === questionnaire.id ? { ...questionnaire, inspirations: cached.inspirations } : questionnaire;

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
      if (userId) queryClient.setQueryData(myQuestionnaireKey(userId), answered(questionnaire));
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
      if (userId) queryClient.setQueryData(myQuestionnaireKey(userId), answered(questionnaire));
    },
  });
}

const inspirationsPath = (questionnaireId: string) =>
  `/api/questionnaires/${encodeURIComponent(questionnaireId)}/inspirations`;

/** Her inspiration photos in the cached questionnaire, changed by `change`. */
function useInspirationsCache(userId: string) {
  const queryClient = useQueryClient();
  return (change: (inspirations: Inspiration[]) => Inspiration[]) =>
    queryClient.setQueryData<Questionnaire | null>(
      myQuestionnaireKey(userId),
      (cached) => cached && { ...cached, inspirations: change(cached.inspirations) },
    );
}

/** `questionId`: the photo question it answers (its photo is kept as 'J’aime'); none for 'Vos inspirations'. */
export type NewInspirationInput = { file: File; liked: boolean; caption: string; questionId?: string };

/** Adds a photo, 'J’aime' or 'Pas moi', with its caption; never sent twice by itself (a second would be a copy). */
export function useAddInspiration(userId: string, questionnaireId: string) {
  const update = useInspirationsCache(userId);
  return useMutation({
    mutationFn: ({ file, liked, caption, questionId }: NewInspirationInput) => {
      const form = new FormData();
      form.set('liked', String(liked));
      form.set('caption', caption);
      if (questionId) form.set('questionId', questionId);
      form.set('file', file);
      return api<Inspiration>(inspirationsPath(questionnaireId), { method: 'POST', body: form });
    },
    onSuccess: (added) =>
      update((inspirations) => [...inspirations.filter((one) => one.id !== added.id), added]),
  });
}

export type InspirationChange = { id: string; liked: boolean; caption: string | null };

/** Her mark and caption for one photo. */
export function useUpdateInspiration(userId: string, questionnaireId: string) {
  const update = useInspirationsCache(userId);
  return useMutation({
    mutationFn: ({ id, liked, caption }: InspirationChange) =>
      api<Inspiration>(`${inspirationsPath(questionnaireId)}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: { liked, caption },
      }),
    onSuccess: (changed) =>
      update((inspirations) => inspirations.map((one) => (one.id === changed.id ? changed : one))),
  });
}

/** Deletes one photo (gone already is as good as deleted). */
export function useRemoveInspiration(userId: string, questionnaireId: string) {
  const update = useInspirationsCache(userId);
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api<void>(`${inspirationsPath(questionnaireId)}/${encodeURIComponent(id)}`, {
          method: 'DELETE',
        });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      return id;
    },
    onSuccess: (id) => update((inspirations) => inspirations.filter((one) => one.id !== id)),
  });
}
