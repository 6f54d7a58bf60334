import './lib/preact-options';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppQueryClient, startGuardQueries, takeAnswersFromPage } from './app/app-client';
import { watchChunkErrors } from './app/chunk-reload';
import { createGuardedHistory } from './lib/guarded-history';
import { loadScreensOnIntent, preloadScreens } from './app/lazy-screen';
import { AppProviders } from './app/providers';
import { appRoutes } from './app/router';
import { rememberTimeZone } from './lib/time-zone';
import './styles.css';

watchChunkErrors();
rememberTimeZone();
const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
const drawnByServer = takeAnswersFromPage(queryClient) && container.hasChildNodes();
startGuardQueries(queryClient, window.location.pathname);
const routes = appRoutes(queryClient);
loadScreensOnIntent(routes);
const app = (
  <StrictMode>
    <AppProviders history={createGuardedHistory()} routes={routes} queryClient={queryClient} />
  </StrictMode>
);
// The first render waits for the page's code (preloaded with the entry script), so that it draws the page at once.
// A page the server drew (src/web/entry-server.tsx) is taken over with the answers it was drawn with; any other
// renders as a transition, in slices that leave a phone's main thread free between them.
// A page whose code could not load shows its error instead of what the server drew: drawn anew.
void preloadScreens(routes, window.location.pathname).then((loaded) => {
  if (drawnByServer && loaded) {
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

// The installable app's service worker (src/web/sw.ts), once the page is idle: its precache downloads the build's
// scripts, which must not compete with the page's own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 2_000);
  else window.addEventListener('load', () => setTimeout(register, 2_000), { once: true });
}
