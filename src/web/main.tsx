import { StrictMode } from 'react';
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
  createRoot(container).render(
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>,
  );
// A page prerendered at build time (scripts/prerender-pages.ts) stays on screen until its screen's code has
// loaded, instead of giving way to the loading spinner in between.
if (container.hasChildNodes()) void untilRouterReady(router).then(render);
else render();
