/**
 * The query key of a client's file as her consultant sees it (`GET /api/clients/:id`); every other query of the
 * file starts with it. Apart from the query itself, so the app's start can fill it from the page.
 */
export const clientDetailKey = (clientId: string) => ['clients', 'detail', clientId] as const;
