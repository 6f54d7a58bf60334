import './lib/preact-options';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppQueryClient, startGuardQueries, takeAnswersFromPage } from './app/app-client';
import { watchChunkErrors } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import { createAppRouter, untilRouterReady } from './app/router';
import { rememberTimeZone } from './lib/time-zone';
import './styles.css';

watchChunkErrors();
rememberTimeZone();
const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
const drawnByServer = takeAnswersFromPage(queryClient) && container.hasChildNodes();
startGuardQueries(queryClient, window.location.pathname);
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <AppProviders router={router} queryClient={queryClient} />
  </StrictMode>
);
// The first render waits for the page's code (preloaded with the entry script): React Router listens to the
// router only once a render has committed, and a page's code that arrived during a sliced render would go unseen.
// A page the server drew (src/web/entry-server.tsx) is taken over with the answers it was drawn with; any other
// renders as a transition, in slices that leave a phone's main thread free between them.
// A page whose code could not load shows its error instead of what the server drew: drawn anew.
void untilRouterReady(router).then(() => {
  if (drawnByServer && !router.state.errors) {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    return;
  }
  container.replaceChildren();
  startTransition(() => createRoot(container).render(app));
});

/**
 * React drew again in the browser what did not match the server's page: the page still works, but it painted
 * twice. Said in the console, where the journeys look for it (e2e/support).
 */
function reportHydrationMismatch(error: unknown) {
  console.error('Page redrawn after the server: %o', error);
}
