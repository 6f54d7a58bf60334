import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import type { AppRouter } from './router';

export function AppProviders({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/*
        At the bottom: at the top a toast hid the header's greeting and photo, or the page's own action
        ('Ajouter un vêtement', 'Nouveau Client') just below it, and hovering it to click kept it there.
      */}
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        offset={24}
        mobileOffset={16}
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
    </QueryClientProvider>
  );
}
