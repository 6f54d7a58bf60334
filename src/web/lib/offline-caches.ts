/** The caches that hold a person's own pages and data (the service worker fills them; sign-out empties them). */
export const PERSONAL_CACHES = { pages: 'atelier-pages', api: 'atelier-api' } as const;
