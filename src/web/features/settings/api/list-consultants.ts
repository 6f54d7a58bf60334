import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contact } from '~/domain/messages';
import { api } from '~/web/lib/api';
import { contactsKey } from '~/web/lib/links';

export function listContacts(signal?: AbortSignal) {
  return api<Contact[]>('/api/contacts', { signal });
}

export const contactsQueryOptions = queryOptions({
  queryKey: contactsKey,
  queryFn: ({ signal }) => listContacts(signal),
});

/** GET /api/contacts seen from a client: the consultants who follow her. */
export function useMyConsultants() {
  return useQuery({
    ...contactsQueryOptions,
    select: (contacts) => contacts.filter((contact) => contact.role === 'consultant'),
  });
}
