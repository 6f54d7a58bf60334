import './lib/preact-options';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { DrawnPage, PageRenderer } from '~/domain/drawn-page';
import { AppFrame } from './app/providers';
import { preloadScreens } from './app/lazy-screen';
import { appRoutes, AppRoutes } from './app/router';
import { ServerRedirectContext, type ServerRedirect } from './components/redirect';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { showTimesIn } from './lib/time-zone';

/**
 * The server draws every screen of the app with the app's own routes and components (decision record 0051): it
 * renders the page, answers the queries the render asked for through the API (in-process, with the visitor's
 * cookie, so the API's access rules decide what a page shows), and renders again until nothing new is asked.
 * The browser then takes the page over with the same answers (src/web/main.tsx).
 */

/** Each render can reveal queries the previous one could not ask yet (a list once the visitor is known). */
const MOST_RENDERS = 4;

const visitors = new AsyncLocalStorage<Parameters<PageRenderer>[1]>();
setApiTransport((path, init) => {
  const askApi = visitors.getStore();
  if (!askApi) return Promise.reject(new Error(`${path} asked outside a page being drawn`));
  return askApi(path, init);
});

/** `timeZone`: the zone the visitor's browser shows times in, as it told the server (lib/time-zone.ts). */
export const drawPage: PageRenderer = (url, askApi, timeZone) =>
  visitors.run(askApi, async (): Promise<DrawnPage> => {
    const queryClient = createQueryClient();
    // A failed answer shows as such: the browser asks again, with the retry policy, if it draws the page.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const routes = appRoutes(queryClient);
    const { pathname, search } = new URL(url);
    if (!(await preloadScreens(routes, pathname))) return { kind: 'browser' };

    for (let render = 1; ; render++) {
      const redirect: ServerRedirect = { to: null };
      showTimesIn(timeZone);
      const html = renderToString(
        <ServerRedirectContext value={redirect}>
          <AppFrame queryClient={queryClient}>
            <StaticRouter location={pathname + search}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </AppFrame>
        </ServerRedirectContext>,
      );
      if (redirect.to) return { kind: 'redirect', location: redirect.to };
      const queries = queryClient.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return { kind: 'browser' };
      const unanswered = queries.filter(isUnanswered);
      if (unanswered.length === 0 || render === MOST_RENDERS) {
        return { kind: 'page', status: 200, html, state: dehydrate(queryClient) };
      }
      // A query already on its way (a screen's prefetch) gives its own answer's promise.
      await Promise.allSettled(unanswered.map((query) => query.fetch()));
    }
  });

/** A query the page asked for and has no answer to yet, unless the page left it disabled. */
function isUnanswered(query: Query): boolean {
  if (query.state.status !== 'pending' || typeof query.options.queryFn !== 'function') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
