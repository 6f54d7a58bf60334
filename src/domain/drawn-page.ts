/**
 * What the server's page renderer (src/web/entry-server.tsx, decision record 0051) and the server that serves its
 * pages (src/server/http/web-app.ts) agree on.
 */

/** How the renderer asks the API, for one visitor. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export type DrawnPage =
  /** `state`: the answers the page was drawn with, for the browser to start from. */
  | { kind: 'page'; status: number; html: string; state: unknown }
  | { kind: 'redirect'; location: string }
  /** A page the browser draws better: one whose data failed to load, or a route that failed. */
  | { kind: 'browser' };

/** Draws one screen for one visitor; `timeZone`: the zone their browser shows times in. */
export type PageRenderer = (url: string, askApi: ApiTransport, timeZone: string) => Promise<DrawnPage>;
