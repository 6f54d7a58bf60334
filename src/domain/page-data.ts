/**
 * The answers a page drawn on the server was drawn with (src/web/entry-server.tsx), carried in its head so the
 * app takes the page over from the same answers instead of asking them again (src/web/main.tsx).
 */

/** The id of the page's `<script type="application/json">` that carries them. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** The element itself; `<` escaped, so no value can close the script. */
export function pageStateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}
