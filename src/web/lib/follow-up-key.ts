/**
 * The query of the clients due for a follow-up; the client file refreshes it after a change. Apart from
 * follow-up.ts so that what only refreshes it (src/web/lib/links.ts, in every page's frame) does not load the
 * date formatting and the notes' schemas.
 */
export const followUpsKey = ['follow-ups'] as const;
