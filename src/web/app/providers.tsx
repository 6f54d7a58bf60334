import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { Toaster } from 'sonner';
import { setUnauthorizedHandler } from '~/web/lib/api';
import { createQueryClient } from '~/web/lib/query-client';
import { meQueryKey } from '~/web/lib/session';

export function AppProviders({ router }: { router: AppRouter }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Only a real 401 signs the user out; the guards then send them to /login.
    setUnauthorizedHandler(() => client.setQueryData(meQueryKey, null));
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/*
        At the bottom: at the top a toast hid the header's greeting and photo, or the page's own action
        ('Ajouter un vêtement', 'Nouveau Client') just below it, and hovering it to click kept it there.
      */}
      <Toaster position="bottom-right" richColors closeButton offset={24} mobileOffset={16} />
    </QueryClientProvider>
  );
}
