import type { ClientSummary } from './clients';
import type { ClientProfile } from './measurements';
import type { Me } from './profile';

/**
 * The answers to the app's first questions, which the server put in a page it drew for one signed-in user
 * (src/server/http/web-app.ts), so the app starts without asking them again (src/web/app/app-client.ts).
 */
export type PageData = {
  me: Me;
  /** On the client's dashboard: her measurements. */
  clientProfile?: ClientProfile;
  /** On a page of a client's file: the client, as her consultant sees her. */
  client?: ClientSummary;
};

/** The id of the page's `<script type="application/json">` that carries them. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The element itself; `<` escaped, so no value can close the script. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** A server-drawn page with its data put in its head. */
export function withPageData(html: string, data: PageData): string {
  return html.replace('</head>', () => `${pageDataScript(data)}</head>`);
}
