import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question } from '~/domain/questionnaire-texts';
import type { QuestionnaireTemplate } from '~/domain/questionnaire-template-texts';
import { api } from '~/web/lib/api';

const TEMPLATE_PATH = '/api/me/questionnaire-template';

const templateQuery = queryOptions({
  queryKey: ['me', 'questionnaire-template'],
  queryFn: ({ signal }) => api<QuestionnaireTemplate>(TEMPLATE_PATH, { signal }),
});

/** Her questions, or the default while she has none. */
export const useQuestionnaireTemplate = () => useQuery(templateQuery);

/** Saves the whole list in her order; the page shows what the server kept (trimmed, French typography). */
export function useSaveQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: Question[]) =>
      api<QuestionnaireTemplate>(TEMPLATE_PATH, { method: 'PUT', json: { questions } }),
    onSuccess: (template) => queryClient.setQueryData(templateQuery.queryKey, template),
  });
}

/** 'Revenir aux questions par défaut': hers goes; the answer is the default. */
export function useResetQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<QuestionnaireTemplate>(TEMPLATE_PATH, { method: 'DELETE' }),
    onSuccess: (template) => queryClient.setQueryData(templateQuery.queryKey, template),
  });
}
