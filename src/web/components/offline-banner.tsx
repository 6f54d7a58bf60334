import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Said once on every screen while the device is offline: what she sees is what was last seen, and changes wait
 * for a connection (each write then fails with the network's message instead of hanging).
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-gray-900 px-4 py-2 text-sm text-white"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>Hors ligne : vous voyez vos dernières données. Les modifications demandent une connexion.</span>
    </div>
  );
}
