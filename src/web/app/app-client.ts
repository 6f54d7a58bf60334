import { hydrate, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '~/domain/page-data';
import { setUnauthorizedHandler } from '~/web/lib/api';
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
 * Puts in the cache the answers the server drew this page with (src/web/entry-server.tsx); true when there were
 * some, so the app takes over the page the server drew. A page without them leaves the app to ask.
 */
export function takeAnswersFromPage(client: QueryClient): boolean {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element) return false;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? ''));
    return true;
  } catch {
    return false;
  }
}

/**
 * What the dashboards' guards wait for (who is signed in, and for a client her measurements), asked for at once,
 * while the page's code is still loading, instead of one after the other once it has.
 */
export function startGuardQueries(client: QueryClient, path: string) {
  if (!/^\/(client|consultant)\//.test(path)) return;
  void client.prefetchQuery(meQueryOptions);
  if (path.startsWith('/client/dashboard')) void client.prefetchQuery(clientProfileQueryOptions);
}
