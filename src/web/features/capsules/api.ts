import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type {
  CapsuleChoices,
  CapsuleDetail,
  CapsuleKind,
  CapsuleSummary,
  PackedAnswer,
} from '~/domain/capsule-texts';
import { api } from '~/web/lib/api';
import { useMe } from '~/web/lib/session';

/** Every cache of the capsules. */
export const capsuleKeys = {
  all: ['capsules'] as const,
  list: (clientId: string) => ['capsules', 'list', clientId] as const,
  one: (id: string) => ['capsules', 'one', id] as const,
  choices: (id: string) => ['capsules', 'choices', id] as const,
};

const capsulePath = (id: string) => `/api/capsules/${encodeURIComponent(id)}`;

/** Whose capsules, and where they live: the client's own, or (in a client file) the consultant's client's. */
export function useCapsulePlace() {
  const { clientId } = useParams();
  const me = useMe();
  if (clientId)
    return { clientId, base: `/consultant/client/${clientId}/capsules`, viewer: 'consultant' as const };
  return { clientId: me.data?.id ?? '', base: '/client/dashboard/capsules', viewer: 'client' as const };
}

export function useCapsules(clientId: string) {
  return useQuery({
    queryKey: capsuleKeys.list(clientId),
    queryFn: ({ signal }) =>
      api<{ items: CapsuleSummary[] }>(`/api/clients/${encodeURIComponent(clientId)}/capsules`, { signal }),
    enabled: clientId !== '',
  });
}

export function useCapsule(id: string) {
  return useQuery({
    queryKey: capsuleKeys.one(id),
    queryFn: ({ signal }) => api<CapsuleDetail>(capsulePath(id), { signal }),
  });
}

/** What the pickers offer; read when a picker opens. */
export function useCapsuleChoices(id: string, enabled: boolean) {
  return useQuery({
    queryKey: capsuleKeys.choices(id),
    queryFn: ({ signal }) => api<CapsuleChoices>(`${capsulePath(id)}/choices`, { signal }),
    enabled,
  });
}

export type NewCapsule = {
  kind: CapsuleKind;
  name: string;
  startsOn?: string;
  endsOn?: string;
  occasions: string[];
  notes?: string | null;
};

export function useCreateCapsule(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCapsule) =>
      api<CapsuleDetail>(`/api/clients/${encodeURIComponent(clientId)}/capsules`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(capsuleKeys.one(detail.capsule.id), detail);
      await queryClient.invalidateQueries({ queryKey: capsuleKeys.list(clientId) });
    },
  });
}

/** Each change answers with the capsule as it now reads: the cache takes it, the list is read again. */
function useCapsuleChange<Input>(id: string, send: (input: Input) => Promise<CapsuleDetail | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      if (detail) queryClient.setQueryData(capsuleKeys.one(id), detail);
      else await queryClient.invalidateQueries({ queryKey: capsuleKeys.one(id) });
      await queryClient.invalidateQueries({ queryKey: ['capsules', 'list'] });
    },
  });
}

export const useUpdateCapsule = (id: string) =>
  useCapsuleChange(
    id,
    (input: {
      name?: string;
      notes?: string | null;
      occasions?: string[];
      startsOn?: string;
      endsOn?: string;
    }) => api<CapsuleDetail>(capsulePath(id), { method: 'PATCH', json: input }),
  );

export const useAddPiece = (id: string) =>
  useCapsuleChange(id, (itemId: string) =>
    api<CapsuleDetail>(`${capsulePath(id)}/items/${encodeURIComponent(itemId)}`, { method: 'PUT' }),
  );

export const useRemovePiece = (id: string) =>
  useCapsuleChange(id, (itemId: string) =>
    api<void>(`${capsulePath(id)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
  );

export const useSetDay = (id: string) =>
  useCapsuleChange(
    id,
    ({ day, outfitId, occasion }: { day: string; outfitId: string | null; occasion: string | null }) =>
      outfitId || occasion
        ? api<CapsuleDetail>(`${capsulePath(id)}/days/${day}`, {
            method: 'PUT',
            json: { outfitId, occasion },
          })
        : api<void>(`${capsulePath(id)}/days/${day}`, { method: 'DELETE' }),
  );

export function useDeleteCapsule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(capsulePath(id), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: capsuleKeys.one(id) });
      await queryClient.invalidateQueries({ queryKey: ['capsules', 'list'] });
    },
  });
}

/** Sends one tick of the packing checklist (a value: sent twice, it says the same). */
export const sendTick = (id: string, itemId: string, packed: boolean) =>
  api<PackedAnswer>(`${capsulePath(id)}/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    json: { packed },
  });
