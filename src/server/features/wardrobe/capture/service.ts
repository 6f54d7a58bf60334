import { randomUUID } from 'node:crypto';
import {
  CAPTURE_MESSAGES,
  MAX_PENDING_CAPTURES,
  type Capture,
  type CaptureSaveItem,
  type CaptureStatus,
} from '~/domain/capture';
import type { Color } from '~/domain/clothing';
import type { EnhanceConfidence } from '~/domain/enhance';
import { MESSAGES } from '~/domain/errors';
import type { ClothingItem } from '~/domain/wardrobe';
import type { FeatureDeps } from '../../../deps';
import { AppError } from '../../../errors';
import { toStoredCutout, toStoredOriginal } from '../../../platform/images/images';
import { wardrobeService } from '../service';
import { captureFolderOf } from './files';
import { captureRepository, type CaptureRow } from './repository';

export type CaptureImageVariant = 'original' | 'cutout';

const ERROR_MESSAGES: Record<string, string> = {
  unreadable: MESSAGES.fileUnreadable,
  engine: CAPTURE_MESSAGES.failed,
};

const tooMany = () => new AppError('TOO_MANY_CAPTURES');
const captureNotFound = () => new AppError('NOT_FOUND', { resource: 'capture' });

/** The suffix of a retouched cutout's key, so its URL changes with it and no cache shows the old one. */
const cutoutVersion = (key: string) => /cutout-([\w-]+)\.png$/.exec(key)?.[1] ?? null;

export function toCapture(row: CaptureRow): Capture {
  const base = `/api/wardrobe/captures/${row.id}/image`;
  return {
    id: row.id,
    status: row.status as CaptureStatus,
    error: row.status === 'failed' ? (ERROR_MESSAGES[row.errorCode ?? ''] ?? CAPTURE_MESSAGES.failed) : null,
    confidence: row.confidence as EnhanceConfidence | null,
    color: row.color as Color | null,
    originalUrl: `${base}/original`,
    cutoutUrl: row.cutoutKey ? `${base}/cutout?v=${cutoutVersion(row.cutoutKey)}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'Ajouter plusieurs vêtements': the photos of one user, from upload to garment. Only their owner sees them. */
export function captureService(deps: FeatureDeps) {
  const repo = captureRepository(deps.db);
  const wardrobe = wardrobeService(deps);

  async function findOwned(userId: string, id: string): Promise<CaptureRow> {
    const row = await repo.findById(id);
    if (!row || row.userId !== userId) throw captureNotFound();
    return row;
  }

  async function removeFiles(row: CaptureRow) {
    await deps.storage.deletePrefix(captureFolderOf(row)).catch((error: unknown) => {
      deps.logger.warn({ err: error, capture: row.id }, 'capture files not removed');
    });
  }

  async function saveOne(userId: string, row: CaptureRow, item: CaptureSaveItem): Promise<ClothingItem> {
    const original = await deps.storage.get(row.imageKey);
    if (!original) throw captureNotFound();
    const cutout = !item.useOriginal && row.cutoutKey ? await deps.storage.get(row.cutoutKey) : null;
    const created = await wardrobe.createEncoded(
      userId,
      {
        category: item.category,
        color: item.color,
        season: item.season,
        occasions: [],
        name: item.name,
        brand: null,
        size: null,
        price: null,
        purchaseDate: null,
        notes: null,
        shop: null,
        productUrl: null,
        fitNote: null,
      },
      { original: original.data, cutout: cutout?.data },
    );
    // Saved twice at once: the second copy goes again, so the wardrobe gets the garment once.
    if (!(await repo.delete(row.id))) {
      await wardrobe.delete({ id: userId, role: 'client' }, created.id);
      throw captureNotFound();
    }
    await removeFiles(row);
    return created;
  }

  return {
    async list(userId: string): Promise<Capture[]> {
      return (await repo.listByUser(userId, MAX_PENDING_CAPTURES)).map(toCapture);
    },

    /**
     * Re-encodes the photo (refusing bad files with the spec's messages), stores it and queues it; the 31st
     * waiting photo is refused before any work and again, atomically, when its row is written.
     */
    async add(userId: string, photo: Buffer): Promise<Capture> {
      if ((await repo.countByUser(userId)) >= MAX_PENDING_CAPTURES) throw tooMany();
      const original = await toStoredOriginal(photo);
      const id = randomUUID();
      const imageKey = `${captureFolderOf({ userId, id })}original.jpg`;
      await deps.storage.put(imageKey, original, 'image/jpeg');
      const row = await repo
        .insertWithin({ id, userId, imageKey, createdAt: deps.now() }, MAX_PENDING_CAPTURES)
        .catch(async (error: unknown) => {
          await deps.storage.delete(imageKey).catch(() => undefined);
          throw error;
        });
      if (!row) {
        await deps.storage.delete(imageKey).catch(() => undefined);
        throw tooMany();
      }
      deps.captureQueued?.();
      return toCapture(row);
    },

    async retry(userId: string, id: string): Promise<Capture> {
      await findOwned(userId, id);
      const row = await repo.retry(id);
      if (!row) throw new AppError('CAPTURE_NOT_FAILED');
      deps.captureQueued?.();
      return toCapture(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await findOwned(userId, id);
      await repo.delete(id);
      await removeFiles(row);
    },

    /** A retouched cutout replaces the engine's; it gets a new key, the old file goes. */
    async replaceCutout(userId: string, id: string, png: Buffer): Promise<Capture> {
      const row = await findOwned(userId, id);
      if (row.status !== 'ready') throw new AppError('CAPTURE_NOT_READY');
      const cutout = await toStoredCutout(png);
      const cutoutKey = `${captureFolderOf(row)}cutout-${randomUUID().slice(0, 8)}.png`;
      await deps.storage.put(cutoutKey, cutout, 'image/png');
      const updated = await repo.setCutout(id, cutoutKey);
      if (!updated) {
        await deps.storage.delete(cutoutKey).catch(() => undefined);
        throw captureNotFound();
      }
      if (row.cutoutKey) await deps.storage.delete(row.cutoutKey).catch(() => undefined);
      return toCapture(updated);
    },

    /**
     * The review grid's garments become wardrobe garments, each with its photo and (unless declined) its
     * cutout. Every photo must be the user's and ready, or nothing is saved.
     */
    async save(userId: string, items: CaptureSaveItem[]): Promise<ClothingItem[]> {
      const ids = [...new Set(items.map((item) => item.id))];
      const rows = await repo.findManyOwned(userId, ids);
      if (rows.length !== ids.length) throw captureNotFound();
      if (rows.some((row) => row.status !== 'ready')) {
        throw new AppError('CAPTURE_NOT_READY');
      }
      const byId = new Map(rows.map((row) => [row.id, row]));
      const saved: ClothingItem[] = [];
      for (const id of ids) {
        const item = items.find((candidate) => candidate.id === id)!;
        saved.push(await saveOne(userId, byId.get(id)!, item));
      }
      return saved;
    },

    async readImage(userId: string, id: string, variant: CaptureImageVariant) {
      const row = await findOwned(userId, id);
      const key = variant === 'original' ? row.imageKey : row.cutoutKey;
      const file = key ? await deps.storage.get(key) : null;
      if (!file) throw captureNotFound();
      return file;
    },
  };
}
