import { lazy, Suspense, useEffect, useState } from 'react';

const SheSaidPanel = lazy(async () => ({ default: (await import('./she-said-panel')).SheSaidPanel }));

/**
 * 'Ce qu'elle a dit', asked for once the editor is on screen and the browser is idle: its code and the client's
 * questionnaire never weigh on the editor's first paint.
 */
export function LazySheSaidPanel({ clientId }: { clientId: string }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <SheSaidPanel clientId={clientId} />
    </Suspense>
  );
}
