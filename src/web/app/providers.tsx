import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { setUnauthorizedHandler } from '~/web/lib/api';
import { createQueryClient } from '~/web/lib/query-client';
import { meQueryKey } from '~/web/lib/session';
import { createAppRouter } from './router';

/** The dashboard header's height (h-16) and a gap. */
const TOAST_TOP = 64 + 12;

export function AppProviders() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Only a real 401 signs the user out; the guards then send them to /login.
    setUnauthorizedHandler(() => client.setQueryData(meQueryKey, null));
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Below the 4rem dashboard header, so a toast never hides the greeting and the photo. */}
      <Toaster
        position="top-right"
        richColors
        closeButton
        offset={{ top: TOAST_TOP, right: 24 }}
        mobileOffset={{ top: TOAST_TOP, right: 16, left: 16 }}
      />
    </QueryClientProvider>
  );
}
