import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CLIENT_MESSAGES } from '~/domain/clients';
import {
  OUTFIT_MESSAGES,
  type createOutfitSchema,
  type OutfitDetail,
  type OutfitSummary,
  type outfitListQuerySchema,
  type updateOutfitSchema,
} from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { LINK_TEXTS } from '~/domain/links';
import type { AppDeps } from '../../deps';
import { toClothingItem } from '../../http/clothing-item';
import { clientPalette, paletteMatchFor } from '../../platform/palette/client-palette';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { photoUrl } from '../../http/photo-url';
import { toOutfitPng } from '../../platform/images/images';
import { outfitsRepository, type OutfitRow } from './repository';

type CreateOutfit = z.output<typeof createOutfitSchema>;
type UpdateOutfit = z.output<typeof updateOutfitSchema>;
type ListQuery = z.output<typeof outfitListQuerySchema>;
type Viewer = { id: string; role: string };

/** A consultant the client no longer follows shows as 'Ancien conseiller', without her photo. */
const consultantOf = ({ consultant, linked }: OutfitRow): OutfitSummary['consultant'] =>
  linked
    ? {
        id: consultant.id,
        firstName: consultant.firstName,
        lastName: consultant.lastName,
        photoUrl: photoUrl(consultant.id, consultant.profilePhotoKey),
      }
    : { id: consultant.id, firstName: LINK_TEXTS.formerConsultant, lastName: '', photoUrl: null };

function toSummary(row: OutfitRow): OutfitSummary {
  const { outfit } = row;
  return {
    id: outfit.id,
    name: outfit.name,
    comments: outfit.comments,
    // The update time busts browser caches; the image itself never changes.
    imageUrl: `/api/outfits/${outfit.id}/image`,
    clientId: outfit.clientId,
    consultant: consultantOf(row),
    createdAt: outfit.createdAt.toISOString(),
    updatedAt: outfit.updatedAt.toISOString(),
  };
}

const keysetOf = (row: OutfitRow) => ({ at: row.outfit.createdAt, id: row.outfit.id });
const afterOf = (cursor: string | undefined) => {
  const keyset = decodeCursor(cursor);
  return keyset && { createdAt: keyset.at, id: keyset.id };
};

export function outfitsService(deps: AppDeps) {
  const repo = outfitsRepository(deps.db);

  async function assertLinked(consultantId: string, clientId: string) {
    if (!(await repo.isLinked(consultantId, clientId))) throw notFound(CLIENT_MESSAGES.notFound);
  }

  /**
   * The client sees her outfits, for good; the consultant who made one, while she still follows the client.
   * Everyone else gets the same 404.
   */
  async function findVisible(viewer: Viewer, id: string): Promise<OutfitRow> {
    const row = await repo.find(id);
    const visible =
      row &&
      (row.outfit.clientId === viewer.id ||
        (row.outfit.consultantId === viewer.id && (await repo.isLinked(viewer.id, row.outfit.clientId))));
    if (!visible) throw notFound(OUTFIT_MESSAGES.notFound);
    return row;
  }

  /** Only the consultant who made an outfit changes it; its client gets 403. */
  async function findOwned(viewer: Viewer, id: string): Promise<OutfitRow> {
    const row = await findVisible(viewer, id);
    if (row.outfit.consultantId !== viewer.id) throw forbidden();
    return row;
  }

  return {
    /**
     * Checks the link and every garment before anything is written; then stores the image, and the outfit
     * with its garments in one transaction. If that fails the image is removed again.
     */
    async create(consultantId: string, clientId: string, input: CreateOutfit, image: Buffer) {
      await assertLinked(consultantId, clientId);
      const allowed = await repo.allowedGarmentIds(consultantId, clientId, input.itemIds);
      if (input.itemIds.some((id) => !allowed.has(id))) {
        throw badRequest(OUTFIT_MESSAGES.garmentNotAllowed, 'GARMENT_NOT_ALLOWED');
      }
      const png = await toOutfitPng(image);
      const id = randomUUID();
      const imageKey = `users/${consultantId}/outfits/${id}.png`;
      await deps.storage.put(imageKey, png, 'image/png');
      try {
        const now = deps.now();
        await repo.insert(
          {
            id,
            name: input.name,
            comments: input.comments,
            imageKey,
            clientId,
            consultantId,
            createdAt: now,
            updatedAt: now,
          },
          input.itemIds,
        );
      } catch (error) {
        await deps.storage.delete(imageKey).catch(() => undefined);
        throw error;
      }
      return this.get({ id: consultantId, role: 'consultant' }, id);
    },

    async listForConsultant(
      consultantId: string,
      clientId: string,
      query: ListQuery,
    ): Promise<Page<OutfitSummary>> {
      await assertLinked(consultantId, clientId);
      const rows = await repo.listForConsultant(consultantId, clientId, {
        after: afterOf(query.cursor),
        limit: query.limit + 1,
      });
      return toPage(rows, query.limit, keysetOf, toSummary);
    },

    async listForClient(clientId: string, query: ListQuery): Promise<Page<OutfitSummary>> {
      const rows = await repo.listForClient(clientId, {
        q: query.q || undefined,
        after: afterOf(query.cursor),
        limit: query.limit + 1,
      });
      return toPage(rows, query.limit, keysetOf, toSummary);
    },

    async get(viewer: Viewer, id: string): Promise<OutfitDetail> {
      const row = await findVisible(viewer, id);
      const palette = await clientPalette(deps.db, row.outfit.clientId);
      const garments = (await repo.garments(id)).map((item) => ({
        ...toClothingItem(item, paletteMatchFor(item, palette)),
        source: item.userId === row.outfit.clientId ? ('wardrobe' as const) : ('proposal' as const),
      }));
      return { ...toSummary(row), garments };
    },

    async update(viewer: Viewer, id: string, input: UpdateOutfit): Promise<OutfitDetail> {
      await findOwned(viewer, id);
      await repo.update(id, { ...input, updatedAt: deps.now() });
      return this.get(viewer, id);
    },

    /** The row (and its garment links) first, then the image file. */
    async delete(viewer: Viewer, id: string): Promise<void> {
      const row = await findOwned(viewer, id);
      await repo.delete(id);
      await deps.storage.delete(row.outfit.imageKey).catch((error) => {
        deps.logger.warn({ err: error, id }, 'outfit image not removed');
      });
    },

    async readImage(viewer: Viewer, id: string) {
      const row = await findVisible(viewer, id);
      const file = await deps.storage.get(row.outfit.imageKey);
      if (!file) throw notFound(OUTFIT_MESSAGES.notFound);
      return { ...file, etag: `"${id}"` };
    },
  };
}
