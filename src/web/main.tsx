import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppQueryClient, startGuardQueries } from './app/app-client';
import { watchChunkErrors } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import { createAppRouter, untilRouterReady } from './app/router';
import './styles.css';

watchChunkErrors();
const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
startGuardQueries(queryClient, window.location.pathname);
const router = createAppRouter();
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
// leaving the loading screen up. A page prerendered at build time (scripts/prerender-pages.ts) stays meanwhile.
void untilRouterReady(router).then(render);
