import { PERSONAL_CACHES } from './offline-caches';

/**
 * Forgets what the service worker kept of the person signed in (her pages, the API's answers and images): at
 * sign-out, and at sign-in in case the last session ended without one. The app's shell stays cached.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(PERSONAL_CACHES).map((name) => caches.delete(name))).catch(() => undefined);
}
