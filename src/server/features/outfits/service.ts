import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  OUTFIT_MESSAGES,
  type createOutfitSchema,
  type OutfitDetail,
  type OutfitSummary,
  type outfitCommentSchema,
  type outfitListQuerySchema,
  type ownOutfitSchema,
  type reactOutfitSchema,
  type saveOutfitDraftSchema,
  type updateOutfitSchema,
} from '~/domain/outfits';
import type { Page } from '~/domain/wardrobe';
import { LINK_TEXTS } from '~/domain/links';
import { createAccess, type Permission } from '../../access/access';
import type { FeatureDeps } from '../../deps';
import { toClothingItem } from '../../http/clothing-item';
import { AppError } from '../../errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { photoUrl } from '../../http/photo-url';
import { toOutfitPng } from '../../platform/images/images';
import { drawFlatLay } from '../../platform/images/flat-lay';
import type { Category } from '~/domain/clothing';
import { outfitsRepository, type NewOutfitRow, type OutfitRow } from './repository';

type CreateOutfit = z.output<typeof createOutfitSchema>;
type SaveDraft = z.output<typeof saveOutfitDraftSchema>;
type UpdateOutfit = z.output<typeof updateOutfitSchema>;
type ReactOutfit = z.output<typeof reactOutfitSchema>;
type OwnOutfit = z.output<typeof ownOutfitSchema>;
type OutfitComment = z.output<typeof outfitCommentSchema>;
type ListQuery = z.output<typeof outfitListQuerySchema>;
type Viewer = { id: string; role: string };

/**
 * A consultant the client no longer follows shows as 'Ancien conseiller', without her photo; a look she composed
 * herself has none.
 */
const consultantOf = ({ consultant, linked }: OutfitRow): OutfitSummary['consultant'] =>
  !consultant
    ? null
    : linked
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
    imageUrl: outfit.shared
      ? `/api/outfits/${outfit.id}/image`
      : `/api/outfits/${outfit.id}/image?v=${outfit.updatedAt.getTime()}`,
    clientId: outfit.clientId,
    consultant: consultantOf(row),
    version: outfit.version,
    shared: outfit.shared,
    reaction: outfit.reaction,
    reactionComment: outfit.reactionComment,
    reactedAt: outfit.reactedAt?.toISOString() ?? null,
    consultantComment:
      outfit.consultantComment && outfit.commentedAt
        ? {
            text: outfit.consultantComment,
            by: outfit.commentedBy ?? '',
            at: outfit.commentedAt.toISOString(),
          }
        : null,
    createdAt: outfit.createdAt.toISOString(),
    updatedAt: outfit.updatedAt.toISOString(),
  };
}

const keysetOf = (row: OutfitRow) => ({ at: row.outfit.createdAt, id: row.outfit.id });
const afterOf = (cursor: string | undefined) => {
  const keyset = decodeCursor(cursor);
  return keyset && { createdAt: keyset.at, id: keyset.id };
};

export function outfitsService(deps: FeatureDeps) {
  const repo = outfitsRepository(deps.db);
  const access = createAccess(deps.db);

  /** The outfit, once the access module has let the viewer reach it with this permission. */
  async function findWith(viewer: Viewer, permission: Permission, id: string): Promise<OutfitRow> {
    await access.requireAccess(viewer, permission, id);
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND', { resource: 'outfit' });
    return row;
  }

  /**
   * Checks the link, the garments and the board, stores the image, then writes the row with `write`; the image
   * is removed again if that fails.
   */
  async function store(
    consultantId: string,
    clientId: string,
    input: CreateOutfit | SaveDraft,
    image: Buffer,
    id: string,
    write: (row: NewOutfitRow & { id: string }) => Promise<void>,
    imageKey = `users/${consultantId}/outfits/${id}.png`,
  ) {
    await access.requireAccess({ id: consultantId }, 'clientFile.write', clientId);
    const allowed = await repo.allowedGarmentIds(consultantId, clientId, input.itemIds);
    if (input.itemIds.some((itemId) => !allowed.has(itemId))) {
      throw new AppError('GARMENT_NOT_ALLOWED');
    }
    if (input.draft?.garments.some((garment) => !input.itemIds.includes(garment.itemId))) {
      throw new AppError('INVALID_INPUT', { message: OUTFIT_MESSAGES.draftInvalid });
    }
    const png = await toOutfitPng(image);
    await deps.storage.put(imageKey, png, 'image/png');
    try {
      const now = deps.now();
      await write({
        id,
        name: input.name,
        comments: input.comments,
        imageKey,
        clientId,
        consultantId,
        draft: input.draft ?? null,
        rootId: id,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      await deps.storage.delete(imageKey).catch(() => undefined);
      throw error;
    }
  }

  /** Her pieces a look of her own may hold (see the repository), all of them or a refusal. */
  async function ownPieces(clientId: string, itemIds: string[]) {
    const pieces = await repo.ownGarments(clientId, itemIds);
    if (pieces.length !== itemIds.length) throw new AppError('GARMENT_NOT_ALLOWED');
    return pieces;
  }

  /** Stores the picture, then the look with its pieces; the picture goes again if that fails. */
  async function storeOwn(
    clientId: string,
    input: { name: string; comments: string | null; itemIds: string[] },
    draft: CreateOutfit['draft'] | null,
    png: Buffer,
    drawnOn: 'measured' | 'generic' | 'no silhouette' | undefined,
  ) {
    const id = randomUUID();
    const imageKey = `users/${clientId}/outfits/${id}.png`;
    await deps.storage.put(imageKey, png, 'image/png');
    try {
      const now = deps.now();
      const row = { id, name: input.name, comments: input.comments, imageKey, clientId, consultantId: null };
      await repo.insert(
        { ...row, draft, rootId: id, createdAt: now, updatedAt: now },
        input.itemIds,
        drawnOn,
      );
    } catch (error) {
      await deps.storage.delete(imageKey).catch(() => undefined);
      throw error;
    }
    notify(clientId, [clientId], id);
    return id;
  }

  /** Tells the other side's open pages that an outfit of this client changed. */
  function notify(clientId: string, recipients: string[], outfitId: string) {
    void deps.realtime
      .publish(recipients, { type: 'outfit.changed', clientId, outfitId })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'outfit event not published'));
  }

  /** The client is told of a look shared with her (by mail, as she chose). */
  const tellShared = (consultantId: string, clientId: string, outfitId: string) =>
    deps.notifier.tell({
      recipientId: clientId,
      kind: 'outfit.shared',
      eventKey: `outfit.shared:${outfitId}`,
      subject: { actorId: consultantId, outfitId },
    });

  return {
    /**
     * Checks the link and every garment before anything is written; then stores the image, and the outfit
     * with its garments in one transaction. If that fails the image is removed again.
     */
    async create(consultantId: string, clientId: string, input: CreateOutfit, image: Buffer) {
      const id = randomUUID();
      await store(consultantId, clientId, input, image, id, async (row) => {
        await repo.insert({ ...row, rootId: id }, input.itemIds, input.silhouette);
      });
      notify(clientId, [clientId], id);
      await tellShared(consultantId, clientId, id);
      return this.get({ id: consultantId, role: 'consultant' }, id);
    },

    /** The consultant's draft of a new look: stored as she works, seen by her alone until it is shared. */
    async createDraft(consultantId: string, clientId: string, input: SaveDraft, image: Buffer) {
      const id = randomUUID();
      await store(consultantId, clientId, input, image, id, async (row) => {
        await repo.insert({ ...row, rootId: id, shared: false }, input.itemIds, input.silhouette);
      });
      return this.get({ id: consultantId, role: 'consultant' }, id);
    },

    /**
     * A draft's new content; with `share`, it is also shared (as a new outfit is: same checks, the client told,
     * dated from now so it comes first in her list). Each save writes a new image file and removes the one before,
     * so a failed save leaves the draft as it was.
     */
    async saveDraft(
      consultantId: string,
      id: string,
      input: SaveDraft | CreateOutfit,
      image: Buffer,
      share = false,
    ): Promise<OutfitDetail> {
      const viewer = { id: consultantId, role: 'consultant' };
      const current = await findWith(viewer, 'outfit.update', id);
      if (current.outfit.shared) throw new AppError('OUTFIT_SHARED');
      const { clientId } = current.outfit;
      let replaced: string | null = null;
      const imageKey = `users/${consultantId}/outfits/${id}-${randomUUID()}.png`;
      await store(
        consultantId,
        clientId,
        input,
        image,
        id,
        async (row) => {
          replaced = await repo.saveDraft(
            id,
            clientId,
            {
              name: row.name,
              comments: row.comments,
              imageKey: row.imageKey,
              draft: row.draft,
              updatedAt: row.updatedAt,
              ...(share ? { shared: true, createdAt: row.createdAt } : {}),
            },
            input.itemIds,
            input.silhouette,
          );
          if (replaced === null) throw new AppError('OUTFIT_SHARED');
        },
        imageKey,
      );
      const previousKey: string | null = replaced;
      if (previousKey && previousKey !== imageKey) {
        await deps.storage.delete(previousKey).catch((error: unknown) => {
          deps.logger.warn({ err: error, id }, 'outfit draft image not removed');
        });
      }
      if (share) {
        notify(clientId, [clientId], id);
        await tellShared(consultantId, clientId, id);
      }
      return this.get(viewer, id);
    },

    /**
     * A new version of a look, from the editor opened on the previous one's board: version n + 1, linked to it,
     * the only one the lists show from now on. Only the latest version can be revised.
     */
    async revise(consultantId: string, previousId: string, input: CreateOutfit, image: Buffer) {
      const previous = await findWith({ id: consultantId, role: 'consultant' }, 'outfit.update', previousId);
      if (!previous.outfit.shared) throw new AppError('OUTFIT_DRAFT');
      if (!previous.outfit.latest) throw new AppError('NOT_LATEST');
      const { clientId, rootId, version } = previous.outfit;
      const id = randomUUID();
      await store(consultantId, clientId, input, image, id, async (row) => {
        const written = await repo.revise(
          previousId,
          { ...row, rootId, previousId, version: version + 1 },
          input.itemIds,
          input.silhouette,
        );
        if (!written) throw new AppError('NOT_LATEST');
      });
      notify(clientId, [clientId], id);
      await deps.notifier.tell({
        recipientId: clientId,
        kind: 'outfit.revised',
        eventKey: `outfit.revised:${id}`,
        subject: { actorId: consultantId, outfitId: id },
      });
      return this.get({ id: consultantId, role: 'consultant' }, id);
    },

    /** Only the outfit's client reacts; she can change her mind. Her consultant hears of it at once. */
    async react(viewer: Viewer, id: string, input: ReactOutfit): Promise<OutfitDetail> {
      const row = await findWith(viewer, 'outfit.react', id);
      const reactedAt = deps.now();
      const consultantId = row.outfit.consultantId;
      // The access module answers only looks composed for her, which have their consultant.
      if (!consultantId) throw new AppError('FORBIDDEN');
      await repo.react(id, input.reaction, input.comment, reactedAt);
      notify(row.outfit.clientId, [consultantId], id);
      await deps.notifier.tell({
        recipientId: consultantId,
        kind: 'outfit.reacted',
        eventKey: `outfit.reacted:${id}:${reactedAt.getTime()}`,
        subject: { clientId: row.outfit.clientId, outfitId: id },
      });
      return this.get(viewer, id);
    },

    /**
     * A look she composes herself from her pieces (an idea she keeps): its picture is drawn here from the pieces'
     * cutouts, on no silhouette.
     */
    async createOwn(viewer: Viewer, clientId: string, input: OwnOutfit): Promise<OutfitDetail> {
      await access.requireAccess(viewer, 'outfit.compose', clientId);
      const pieces = await ownPieces(clientId, input.itemIds);
      const images = await Promise.all(
        pieces.map(async (piece) => {
          const file = await deps.storage.get(piece.enhancedImageKey ?? piece.imageKey);
          if (!file) throw new AppError('GARMENT_NOT_ALLOWED');
          return { category: piece.category as Category, image: file.data };
        }),
      );
      const id = await storeOwn(clientId, input, null, await drawFlatLay(images), 'no silhouette');
      return this.get(viewer, id);
    },

    /** A look she composes herself in the editor, on her silhouette: the board and its picture, as a consultant's. */
    async createOwnDrawn(viewer: Viewer, clientId: string, input: CreateOutfit, image: Buffer) {
      await access.requireAccess(viewer, 'outfit.compose', clientId);
      await ownPieces(clientId, input.itemIds);
      if (input.draft?.garments.some((garment) => !input.itemIds.includes(garment.itemId))) {
        throw new AppError('INVALID_INPUT', { message: OUTFIT_MESSAGES.draftInvalid });
      }
      const png = await toOutfitPng(image);
      const id = await storeOwn(clientId, input, input.draft ?? null, png, input.silhouette);
      return this.get(viewer, id);
    },

    /** The looks she composed herself: hers, and her consultant's to see and comment. */
    async listOwn(viewer: Viewer, clientId: string, query: ListQuery): Promise<Page<OutfitSummary>> {
      await access.requireAccess(viewer, 'clientFile.read', clientId);
      const rows = await repo.listOwn(clientId, { after: afterOf(query.cursor), limit: query.limit + 1 });
      return toPage(rows, query.limit, keysetOf, toSummary);
    },

    /** Her consultant's word on a look she composed herself; she sees it at once. */
    async comment(viewer: Viewer, id: string, input: OutfitComment): Promise<OutfitDetail> {
      const row = await findWith(viewer, 'outfit.comment', id);
      const at = deps.now();
      await repo.comment(id, input.comment, viewer.id, at);
      notify(row.outfit.clientId, [row.outfit.clientId], id);
      if (input.comment) {
        await deps.notifier.tell({
          recipientId: row.outfit.clientId,
          kind: 'outfit.commented',
          eventKey: `outfit.commented:${id}:${at.getTime()}`,
          subject: { actorId: viewer.id, outfitId: id },
        });
      }
      return this.get(viewer, id);
    },

    async listForConsultant(
      consultantId: string,
      clientId: string,
      query: ListQuery,
    ): Promise<Page<OutfitSummary>> {
      await access.requireAccess({ id: consultantId }, 'clientFile.read', clientId);
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
      const row = await findWith(viewer, 'outfit.read', id);
      const palette = await deps.palette.of(row.outfit.clientId);
      const garments = (await repo.garments(id)).map((item) => ({
        ...toClothingItem(item, deps.palette.matchFor(item, palette)),
        source: item.userId === row.outfit.clientId ? ('wardrobe' as const) : ('proposal' as const),
      }));
      const versions = await repo.versions(row.outfit.rootId);
      return {
        ...toSummary(row),
        garments,
        draft: row.outfit.draft,
        latest: row.outfit.latest,
        versions: versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() })),
      };
    },

    async update(viewer: Viewer, id: string, input: UpdateOutfit): Promise<OutfitDetail> {
      await findWith(viewer, 'outfit.update', id);
      await repo.update(id, { ...input, updatedAt: deps.now() });
      return this.get(viewer, id);
    },

    /** The look with all its versions (rows and garment links) first, then their images. */
    async delete(viewer: Viewer, id: string): Promise<void> {
      const row = await findWith(viewer, 'outfit.update', id);
      const imageKeys = await repo.deleteLook(row.outfit.rootId);
      for (const key of imageKeys) {
        await deps.storage.delete(key).catch((error) => {
          deps.logger.warn({ err: error, id }, 'outfit image not removed');
        });
      }
    },

    async readImage(viewer: Viewer, id: string) {
      const row = await findWith(viewer, 'outfit.read', id);
      const file = await deps.storage.get(row.outfit.imageKey);
      if (!file) throw new AppError('NOT_FOUND', { resource: 'outfit' });
      // A draft's image changes with each save; a shared one's never does.
      const version = row.outfit.shared ? '' : `-${row.outfit.updatedAt.getTime()}`;
      return { ...file, etag: `"${id}${version}"` };
    },
  };
}
