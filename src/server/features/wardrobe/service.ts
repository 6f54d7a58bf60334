import { randomUUID } from 'node:crypto';
import {
  type ArchiveReason,
  CATEGORY_LABELS,
  CATEGORY_TAB_LABELS,
  COLOR_LABELS,
  OCCASION_LABELS,
  SEASON_LABELS,
} from '~/domain/clothing';
import {
  normalizeSearch,
  type ClothingItem,
  type Page,
  type clothingFieldsSchema,
  type wardrobeListQuerySchema,
  type archiveListQuerySchema,
} from '~/domain/wardrobe';
import type { z } from 'zod';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { createAccess } from '../../access/access';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { toDisplayVariant, toStoredCutout, toStoredOriginal } from '../../platform/images/images';
import {
  cutoutVersion,
  garmentFolder,
  toClothingItem,
  type ClothingRow,
  type ImageVariant,
} from '../../http/clothing-item';
import type { ByteRange } from '../../platform/storage/storage';
import { wardrobeRepository, type ClothingChanges } from './repository';

export type { ImageVariant };

export type ClothingFieldsInput = z.output<typeof clothingFieldsSchema>;
export type WardrobeListQuery = z.output<typeof wardrobeListQuerySchema>;
export type ArchiveListQuery = z.output<typeof archiveListQuerySchema>;
export type Viewer = { id: string; role: string };
export type GarmentUpload = { original: Buffer; cutout?: Buffer };

const folderOf = garmentFolder;
/** The cached display variant, made on first view; it lives as long as its cutout (see the orphan sweep). */
export function displayKeyOf(row: Pick<ClothingRow, 'userId' | 'id' | 'enhancedImageKey'>) {
  const version = cutoutVersion(row);
  return `${folderOf(row)}display${version ? `-${version}` : ''}.webp`;
}

/** French labels, notes, name, brand and size, lowercase without accents: what the wardrobe search matches. */
export function searchTextOf(
  fields: Pick<ClothingFieldsInput, 'category' | 'color' | 'season' | 'notes'> &
    Partial<Pick<ClothingFieldsInput, 'name' | 'brand' | 'size' | 'shop' | 'occasions'>>,
): string {
  // A garment without name, brand or size reads as before they existed, so older rows need no rebuild.
  return normalizeSearch(
    [
      CATEGORY_LABELS[fields.category],
      CATEGORY_TAB_LABELS[fields.category],
      COLOR_LABELS[fields.color],
      SEASON_LABELS[fields.season],
      fields.notes,
      fields.name,
      fields.brand,
      fields.size,
      fields.shop,
      ...(fields.occasions ?? []).map((occasion) => OCCASION_LABELS[occasion]),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** A proposal was not bought: whatever purchase date a form sends is not kept. */
const asProposal = (fields: ClothingFieldsInput): ClothingFieldsInput => ({ ...fields, purchaseDate: null });

/** The row's columns for the validated fields: the price in whole cents, and the search text. */
function columnsOf({ price, ...fields }: ClothingFieldsInput): ClothingChanges {
  return {
    ...fields,
    priceCents: price === null ? null : Math.round(price * 100),
    searchText: searchTextOf(fields),
  };
}

export function wardrobeService(deps: FeatureDeps) {
  const repo = wardrobeRepository(deps.db);
  const access = createAccess(deps.db);

  async function list(ownerId: string, query: WardrobeListQuery): Promise<Page<ClothingItem>> {
    const after = decodeCursor(query.cursor);
    const rows = await repo.list(ownerId, {
      terms: normalizeSearch(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean),
      category: query.category,
      palette: query.palette,
      after: after && { createdAt: after.at, id: after.id },
      limit: query.limit + 1,
    });
    return toPage(
      rows,
      query.limit,
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => toClothingItem(row),
    );
  }

  /** The garment, once the access module has let the viewer reach it with this permission. */
  async function findWith(viewer: Viewer, permission: 'garment.read' | 'garment.update', id: string) {
    await access.requireAccess(viewer, permission, id);
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Why a consultant's edit or withdrawal of a proposal changed nothing: the client bought it, answered it (an
   * edit only: her answer was to the garment as it was), or there is no such proposal (withdrawn meanwhile).
   */
  async function proposalRefusal(
    id: string,
    consultantId: string,
    clientId: string | undefined,
    edit: boolean,
  ) {
    const answer = await repo.proposalAnswer(id, consultantId, clientId);
    if (answer?.decision === 'bought') return new AppError('PROPOSAL_BOUGHT');
    if (answer?.decision && edit) return new AppError('PROPOSAL_ANSWERED');
    return new AppError('NOT_FOUND', { resource: 'proposal' });
  }

  /** The client's open pages (and the consultant's other tabs) refetch her proposals and outfits. */
  function announceProposal(
    consultantId: string,
    clientId: string,
    itemId: string,
    change: 'updated' | 'withdrawn',
  ) {
    void deps.realtime
      .publish([clientId, consultantId], { type: 'proposal.changed', clientId, itemId, change })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'proposal event not published'));
  }

  /** Withdraws a proposal not bought: the row first (its answer goes with it), then its files. */
  async function withdraw(consultantId: string, clientId: string, id: string) {
    if (!(await repo.deleteProposal(id, consultantId, clientId)))
      throw await proposalRefusal(id, consultantId, clientId, false);
    await deps.storage.deletePrefix(folderOf({ userId: consultantId, id })).catch((error) => {
      deps.logger.warn({ err: error, id }, 'garment files not removed');
    });
    announceProposal(consultantId, clientId, id, 'withdrawn');
  }

  /**
   * Re-encodes the photos first (which rejects bad files before anything is stored), then stores the garment.
   */
  async function create(
    ownerId: string,
    fields: ClothingFieldsInput,
    upload: GarmentUpload,
    catalogueClientId?: string,
  ): Promise<ClothingItem> {
    const original = await toStoredOriginal(upload.original);
    const cutout = upload.cutout ? await toStoredCutout(upload.cutout) : undefined;
    return createEncoded(ownerId, fields, { original, cutout }, catalogueClientId);
  }

  /**
   * A garment from files already in their stored form (a JPEG original, a PNG cutout): the files first, then
   * the row; if the row cannot be written the files are removed again.
   */
  async function createEncoded(
    ownerId: string,
    fields: ClothingFieldsInput,
    files: GarmentUpload,
    catalogueClientId?: string,
  ): Promise<ClothingItem> {
    const id = randomUUID();
    const folder = folderOf({ userId: ownerId, id });
    const imageKey = `${folder}original.jpg`;
    const enhancedImageKey = files.cutout ? `${folder}enhanced.png` : null;
    try {
      await deps.storage.put(imageKey, files.original, 'image/jpeg');
      if (files.cutout && enhancedImageKey)
        await deps.storage.put(enhancedImageKey, files.cutout, 'image/png');
      const row = await repo.insert(
        {
          id,
          userId: ownerId,
          ...columnsOf(fields),
          imageKey,
          enhancedImageKey,
          ...(await deps.palette.measuredColumns(ownerId, files.cutout)),
          createdAt: deps.now(),
        },
        catalogueClientId,
      );
      return toClothingItem(row);
    } catch (error) {
      await deps.storage.deletePrefix(folder).catch(() => undefined);
      throw error;
    }
  }

  return {
    list,

    /** A consultant reads a linked client's wardrobe; the same 404 whether the client is unknown or not theirs. */
    async listForConsultant(consultant: Viewer, clientId: string, query: WardrobeListQuery) {
      await access.requireAccess(consultant, 'clientFile.read', clientId);
      return list(clientId, query);
    },

    /** A proposal a client looks at is judged against her palette; everything else carries its own verdict. */
    async get(viewer: Viewer, id: string): Promise<ClothingItem> {
      const row = await findWith(viewer, 'garment.read', id);
      if (viewer.role !== 'client' || row.userId === viewer.id) return toClothingItem(row);
      return toClothingItem(row, deps.palette.matchFor(row, await deps.palette.of(viewer.id)));
    },

    create,
    createEncoded,

    /** A new garment owned by the consultant and proposed to one linked client. */
    async addToCatalogue(
      consultant: Viewer,
      clientId: string,
      fields: ClothingFieldsInput,
      upload: GarmentUpload,
    ): Promise<ClothingItem> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      const proposal = await create(consultant.id, asProposal(fields), upload, clientId);
      await deps.notifier.tell({
        recipientId: clientId,
        kind: 'proposal.made',
        eventKey: `proposal.made:${proposal.id}`,
        subject: { actorId: consultant.id, itemId: proposal.id },
      });
      return proposal;
    },

    /** The consultant who proposed it edits a proposal her client has not answered yet. */
    async updateProposal(
      consultant: Viewer,
      clientId: string,
      id: string,
      fields: ClothingFieldsInput,
    ): Promise<ClothingItem> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      await access.requireAccess(consultant, 'proposal.update', id);
      const updated = await repo.updateProposal(id, consultant.id, clientId, columnsOf(asProposal(fields)));
      if (!updated) throw await proposalRefusal(id, consultant.id, clientId, true);
      announceProposal(consultant.id, clientId, id, 'updated');
      return toClothingItem(updated);
    },

    /** The consultant who proposed it withdraws a proposal, unless her client bought it. */
    async withdrawProposal(consultant: Viewer, clientId: string, id: string): Promise<void> {
      await access.requireAccess(consultant, 'clientFile.write', clientId);
      await access.requireAccess(consultant, 'proposal.update', id);
      await withdraw(consultant.id, clientId, id);
    },

    /** She gave, sold or threw the garment away: out of her wardrobe, its picker and counts, restorable. */
    async archive(viewer: Viewer, id: string, reason: ArchiveReason): Promise<ClothingItem> {
      await access.requireAccess(viewer, 'garment.update', id);
      const row = await repo.archive(id, viewer.id, reason, deps.now());
      if (!row) throw new AppError('NOT_FOUND');
      return toClothingItem(row);
    },

    async restore(viewer: Viewer, id: string): Promise<ClothingItem> {
      await access.requireAccess(viewer, 'garment.update', id);
      const row = await repo.restore(id, viewer.id);
      if (!row) throw new AppError('NOT_FOUND');
      return toClothingItem(row);
    },

    /** 'Sortis de la garde-robe': her garments given, sold or thrown away, the latest out first. */
    async listArchived(ownerId: string, query: ArchiveListQuery): Promise<Page<ClothingItem>> {
      const after = decodeCursor(query.cursor);
      const rows = await repo.listArchived(ownerId, {
        after: after && { archivedAt: after.at, id: after.id },
        limit: query.limit + 1,
      });
      return toPage(
        rows,
        query.limit,
        (row) => ({ at: row.archivedAt!, id: row.id }),
        (row) => toClothingItem(row),
      );
    },

    async update(viewer: Viewer, id: string, fields: ClothingFieldsInput): Promise<ClothingItem> {
      await findWith(viewer, 'garment.update', id);
      // A consultant's garments are her proposals: the same rules as through the client's catalogue.
      const proposedTo = viewer.role === 'consultant' ? await repo.proposalAnswer(id, viewer.id) : null;
      // Only its owner may change a garment (the access check), so the owner condition is the viewer: the row
      // read after the check may already be someone else's.
      const updated = await repo.update(id, viewer.id, columnsOf(proposedTo ? asProposal(fields) : fields));
      // Bought, answered or deleted since the access check: no longer the viewer's to change.
      if (!updated) throw await proposalRefusal(id, viewer.id, undefined, true);
      if (proposedTo) announceProposal(viewer.id, proposedTo.clientId, id, 'updated');
      return toClothingItem(updated);
    },

    /**
     * The owner's retouched cutout replaces the garment's (the photo itself never changes, §2). The new file gets
     * a new key, so URLs and caches change with it; the old cutout and display variant go once the row points
     * to the new one.
     */
    async replaceCutout(viewer: Viewer, id: string, png: Buffer): Promise<ClothingItem> {
      const row = await findWith(viewer, 'garment.update', id);
      const cutout = await toStoredCutout(png);
      const enhancedImageKey = `${folderOf(row)}enhanced-${randomUUID().slice(0, 8)}.png`;
      await deps.storage.put(enhancedImageKey, cutout, 'image/png');
      const removeNewFile = () => deps.storage.delete(enhancedImageKey).catch(() => undefined);
      const measured = await deps.palette.measuredColumns(row.userId, cutout);
      const updated = await repo
        .setCutout(id, viewer.id, { enhancedImageKey, ...measured })
        .catch(async (error: unknown) => {
          await removeNewFile();
          throw error;
        });
      // Deleted or bought meanwhile: the new file has nothing to belong to.
      if (!updated) {
        await removeNewFile();
        throw new AppError('NOT_FOUND');
      }
      const stale = [displayKeyOf(row), ...(row.enhancedImageKey ? [row.enhancedImageKey] : [])];
      for (const key of stale) {
        await deps.storage.delete(key).catch((error: unknown) => {
          deps.logger.warn({ err: error, id }, 'replaced cutout not removed');
        });
      }
      return toClothingItem(updated);
    },

    /**
     * The row goes first, so a failure to remove files never leaves an item pointing at nothing. A proposal
     * bought since the access check is the client's now: it is not deleted, and neither are its files.
     */
    async delete(viewer: Viewer, id: string): Promise<void> {
      const row = await findWith(viewer, 'garment.update', id);
      const proposedTo = viewer.role === 'consultant' ? await repo.proposalAnswer(id, viewer.id) : null;
      if (proposedTo) return withdraw(viewer.id, proposedTo.clientId, id);
      if (!(await repo.delete(id, viewer.id))) throw new AppError('NOT_FOUND');
      await deps.storage.deletePrefix(folderOf(row)).catch((error) => {
        deps.logger.warn({ err: error, id }, 'garment files not removed');
      });
    },

    /**
     * An image variant. The photo and the cutout stream from storage (a byte range of them when asked); the
     * display one is made once from the best image and kept beside it.
     */
    async readImage(
      viewer: Viewer,
      id: string,
      variant: ImageVariant,
      ifNoneMatch?: string,
      range?: ByteRange,
    ) {
      const row = await findWith(viewer, 'garment.read', id);
      const version = variant === 'original' ? null : cutoutVersion(row);
      const etag = `"${row.id}-${variant}${version ? `-${version}` : ''}"`;
      if (ifNoneMatch === etag) return { notModified: true as const, etag };
      if (variant === 'original' || variant === 'enhanced') {
        const key = variant === 'original' ? row.imageKey : row.enhancedImageKey;
        const file = key ? await deps.storage.open(key, range) : null;
        if (!file) throw new AppError('NOT_FOUND');
        return { file, etag };
      }
      const cached = await deps.storage.get(displayKeyOf(row));
      if (cached) return { ...cached, etag };
      const source = await readFile(row.enhancedImageKey ?? row.imageKey);
      const data = await toDisplayVariant(source.data);
      await deps.storage.put(displayKeyOf(row), data, 'image/webp');
      return { data, contentType: 'image/webp', etag };
    },
  };

  async function readFile(key: string) {
    const file = await deps.storage.get(key);
    if (!file) throw new AppError('NOT_FOUND');
    return file;
  }
}
