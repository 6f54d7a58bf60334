import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUESTIONNAIRE_TEMPLATES, type Questionnaire } from '~/domain/questionnaire-texts';
import { api, ApiError } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';

const questionnaireKey = (clientId: string) => [...clientDetailKey(clientId), 'questionnaire'] as const;
const questionnairePath = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/questionnaire`;

/** The style questionnaire this consultant sent the client, or null while she sent none (the API's 404). */
export function useClientQuestionnaire(clientId: string) {
  return useQuery({
    queryKey: questionnaireKey(clientId),
    queryFn: async ({ signal }) => {
      try {
        return await api<Questionnaire>(questionnairePath(clientId), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    // The client answers from her side: read afresh each time the file opens.
    refetchOnMount: 'always',
  });
}

/**
 * Sends the questionnaire (her own questions, or the profession's while she has none), or sends it again: open
 * again, her answers to the questions still asked kept.
 */
export function useSendQuestionnaire(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<Questionnaire>(questionnairePath(clientId), {
        method: 'POST',
        json: { template: QUESTIONNAIRE_TEMPLATES[0] },
      }),
    onSuccess: (questionnaire) => queryClient.setQueryData(questionnaireKey(clientId), questionnaire),
  });
}
