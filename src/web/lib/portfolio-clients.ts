import { useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '~/domain/clients';
import type { Page } from '~/domain/wardrobe';
import { api } from '~/web/lib/api';

/** Every client of her portfolio, by pages of 100, for a select (invoices, quotes, appointments share it). */
export function usePortfolioClients() {
  return useQuery({
    queryKey: ['clients', 'list', 'all'],
    queryFn: async ({ signal }) => {
      const clients: ClientSummary[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams({ limit: '100' });
        if (cursor) params.set('cursor', cursor);
        const page: Page<ClientSummary> = await api<Page<ClientSummary>>(`/api/clients?${params}`, {
          signal,
        });
        clients.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && clients.length < 2000);
      return clients;
    },
  });
}
