import type { ClientSummary } from '~/domain/clients';
import { displayName } from '~/domain/person';
import { silhouetteSource } from '~/domain/silhouette';
import { escapeHtml } from './escape-html';

/**
 * Where the outfit editor prerendered at build time (scripts/prerender-pages.ts, dist/web/outfit-editor.html) has
 * the client's details, for the server to put hers in: her id in the page's links, her name and address in the
 * file's header, and the source of her silhouette on the board.
 */
export const OUTFIT_EDITOR_SLOTS = {
  clientId: 'client-id-slot',
  name: '<!--client-name-->',
  email: '<!--client-email-->',
  silhouette: 'silhouette-slot',
} as const;

/** The prerendered editor with this client's details in place of its slots. */
export function fillOutfitEditor(html: string, client: ClientSummary): string {
  return html
    .replaceAll(OUTFIT_EDITOR_SLOTS.clientId, () => escapeHtml(client.id))
    .replace(OUTFIT_EDITOR_SLOTS.name, () => escapeHtml(displayName(client)))
    .replace(OUTFIT_EDITOR_SLOTS.email, () => escapeHtml(client.email))
    .replace(OUTFIT_EDITOR_SLOTS.silhouette, () => escapeHtml(silhouetteSource(client)));
}
