import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, type RouteObject } from 'react-router';
import { OfflineBanner } from '~/web/components/offline-banner';
import { loadSonner, ToasterMounted, useToastsWanted } from '~/web/lib/toast';
import type { GuardedHistory } from '~/web/lib/guarded-history';
import { GuardedHistoryContext } from '~/web/lib/leave-guard';
import { AppRoutes } from './router';

export function AppProviders({
  history,
  routes,
  queryClient,
}: {
  history: GuardedHistory;
  routes: RouteObject[];
  queryClient: QueryClient;
}) {
  return (
    <AppFrame queryClient={queryClient}>
      <GuardedHistoryContext value={history}>
        <HistoryRouter history={history}>
          <AppRoutes routes={routes} />
        </HistoryRouter>
      </GuardedHistoryContext>
    </AppFrame>
  );
}

/** What surrounds the router, in the browser and on the server alike (src/web/entry-server.tsx). */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <UntilInteractive>{children}</UntilInteractive>
      {/*
        At the bottom: at the top a toast hid the header's greeting and photo, or the page's own action
        ('Ajouter un vêtement', 'Nouveau Client') just below it, and hovering it to click kept it there.
      */}
      <Toasts />
    </QueryClientProvider>
  );
}

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** The toaster, drawn with the first toast (src/web/lib/toast.ts). */
function Toasts() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        offset={24}
        mobileOffset={16}
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
      <ToasterMounted />
    </Suspense>
  );
}

/**
 * A page the server drew shows before the app has taken it over: until then its fields and buttons stay disabled
 * and its links answer no click, so nothing typed or pressed in between is lost (a link would load the whole page
 * again). A fieldset without a box, and no group for assistive technologies.
 */
function UntilInteractive({ children }: { children: ReactNode }) {
  // False on the server and while hydrating, true once the app runs the page (and at once when it draws it).
  const interactive = useSyncExternalStore(nothingToWatch, inBrowser, onServer);
  return (
    <fieldset
      disabled={!interactive}
      role="none"
      className={interactive ? 'contents' : 'pointer-events-none contents'}
    >
      {children}
    </fieldset>
  );
}

const nothingToWatch = () => () => {};
const inBrowser = () => true;
const onServer = () => false;
