/// <reference lib="webworker" />
// The service worker (decision record 62), built by vite-plugin-pwa (injectManifest) with Workbox's modules:
// - the app's shell precached: every hashed script and style of this build, index.html, the icons;
// - what the signed-in person last saw kept for offline use: her pages, the API's answers and images, network
//   first (never older than the server's when it answers); cleared by the app at sign-out and sign-in
//   (src/web/lib/offline-data.ts), since a phone may be shared;
// - offline, a page never seen opens the shell, which shows the offline banner and what the API cache holds;
// - a document sent to her, once opened, from the cache first (a version never changes).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PERSONAL_CACHES } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope;

// Only the build's files by their own names: '/' is the landing page the server sends, not the app's shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Answers that are the person's own data, never a download or a token's page. */
const NOT_KEPT = [
  /^\/api\/me\/export/,
  /^\/api\/auth\//,
  /^\/api\/notifications\/unsubscribe/,
  /^\/api\/realtime/,
];

// A document sent to her ('Mes documents') never changes once sent: the first opening keeps it, opened or
// downloaded (one entry for both), and later ones read it from here, online or not.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    /^\/api\/documents\/[^/]+\/file$/.test(url.pathname),
  new CacheFirst({
    cacheName: PERSONAL_CACHES.api,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.search = '';
          return url.href;
        },
        // Kept once for both: 'Télécharger' saves it, 'Ouvrir' shows it, whichever was asked first.
        cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          const asked = new URL(request.url).searchParams.has('telechargement') ? 'attachment' : 'inline';
          const disposition = headers.get('content-disposition');
          if (disposition) headers.set('content-disposition', disposition.replace(/^\w+/, asked));
          return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
        },
      },
    ],
  }),
);

const pages = new NetworkFirst({ cacheName: PERSONAL_CACHES.pages });
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !NOT_KEPT.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({ cacheName: PERSONAL_CACHES.api }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A notification pushed by the server (src/server/features/notifications/push-sender.ts). */
type PushMessage = { title: string; body: string; url: string; tag: string };

self.addEventListener('push', (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'fr',
      data: { url: message.url },
    }),
  );
});

/** Opens the screen the notification is about: in a window of the app already open, or a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        // Focus is Chromium's to grant (a real click only); the screen opens in that window either way.
        await open.focus().catch(() => undefined);
        await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
