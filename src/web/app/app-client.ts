import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '~/domain/page-data';
import { setUnauthorizedHandler } from '~/web/lib/api';
import { clientDetailKey } from '~/web/lib/client-detail-key';
import { clientProfileQueryOptions } from '~/web/lib/client-profile';
import { createQueryClient } from '~/web/lib/query-client';
import { meQueryKey, meQueryOptions } from '~/web/lib/session';

/** The app's query client. Only a real 401 signs the user out; the guards then send them to /login. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient();
  setUnauthorizedHandler(() => client.setQueryData(meQueryKey, null));
  return client;
}

/**
 * Puts in the cache the answers the server wrote into the page it drew (src/domain/page-data.ts), so the guards'
 * queries below find them; a page without them, or with unreadable ones, leaves the app to ask.
 */
export function seedQueriesFromPage(client: QueryClient) {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as PageData;
    client.setQueryData(meQueryKey, data.me);
    if (data.clientProfile) client.setQueryData(clientProfileQueryOptions.queryKey, data.clientProfile);
    if (data.client) client.setQueryData(clientDetailKey(data.client.id), data.client);
  } catch {
    // The guards' queries ask the API.
  }
}

/**
 * What the dashboards' guards wait for (who is signed in, and for a client her measurements), asked for at once,
 * while the page's code is still loading, instead of one after the other once it has. Resolves once both have
 * answered (prefetching never fails).
 */
export async function startGuardQueries(client: QueryClient, path: string): Promise<void> {
  if (!/^\/(client|consultant)\//.test(path)) return;
  await Promise.all([
    client.prefetchQuery(meQueryOptions),
    path.startsWith('/client/dashboard') && client.prefetchQuery(clientProfileQueryOptions),
  ]);
}
