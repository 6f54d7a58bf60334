import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppQueryClient, seedQueriesFromPage, startGuardQueries } from './app/app-client';
import { watchChunkErrors } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import { createAppRouter, untilRouterReady } from './app/router';
import './styles.css';

watchChunkErrors();
const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
seedQueriesFromPage(queryClient);
const guards = startGuardQueries(queryClient, window.location.pathname);
const router = createAppRouter(queryClient);
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
// The first render waits for the page's code (preloaded with the entry script), then runs as a transition, in
// slices that leave a phone's main thread free between them. It must wait: React Router listens to the router
// only once a render has committed, and a page's code that arrived during a sliced render would go unseen,
// leaving the loading screen up. A page prerendered at build time (scripts/prerender-pages.ts) stays meanwhile,
// and a signed-in one until the guards' queries have answered too: rendered earlier, the app would put the guards'
// loading screen in place of the page's frame.
const prerendered = container.hasChildNodes();
void Promise.all([untilRouterReady(router), prerendered && guards]).then(render);
