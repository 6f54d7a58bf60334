import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { MESSAGES } from '~/domain/errors';
import { Button } from '~/web/components/ui/button';
import { PageLoading } from '~/web/components/ui/spinner';
import { shouldReloadFor } from './chunk-reload';

/**
 * A screen that failed to load or to render (lazy-screen.tsx). Inside a dashboard it takes the screen's place and
 * the layout stays; 'Recharger' loads the page again, with the current build.
 */
export function RouteError({ error }: { error: unknown }) {
  const reloading = shouldReloadFor(error);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <PageLoading />;
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <div
        role="alert"
        className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-red-200 bg-white px-6 py-10 text-center"
      >
        <p className="font-medium text-gray-900">{MESSAGES.unexpected}</p>
        <p className="text-sm text-gray-600">La page n'a pas pu s'afficher. Rechargez-la pour réessayer.</p>
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden />
          Recharger
        </Button>
      </div>
    </div>
  );
}
