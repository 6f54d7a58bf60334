import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  clientDocuments,
  clothingItems,
  colourAnalyses,
  consultantBusinesses,
  garmentCaptures,
  outfits,
  profiles,
  questionnaireInspirations,
} from '../db/schema';
import { inspirationFiles } from '../features/questionnaires/inspiration-files';
import { displayKeyOf } from '../features/wardrobe/service';
import type { Storage } from '../platform/storage/storage';

/** Every stored key lives under this prefix; nothing else in the store is ever swept. */
const USER_FILES_PREFIX = 'users/';
/** Files are written before the row that points to them: a younger file may be an upload in progress. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every column that names a stored file. A new one must be added here, or the sweep would take its files for
 * orphans an hour after they are written (orphan-files.test.ts compares this list with the schema).
 */
export const STORED_FILE_COLUMNS: PgColumn[] = [
  profiles.profilePhotoKey,
  clothingItems.imageKey,
  clothingItems.enhancedImageKey,
  outfits.imageKey,
  garmentCaptures.imageKey,
  garmentCaptures.cutoutKey,
  consultantBusinesses.logoKey,
  clientDocuments.fileKey,
  questionnaireInspirations.imageKey,
  colourAnalyses.photoKey,
];

/** Every key a row points to, and the files made from them: a garment's display variant, a photo's small one. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of STORED_FILE_COLUMNS) {
    const rows = await db
      .select({ key: sql<string | null>`${column}` })
      .from(column.table)
      .where(isNotNull(column));
    for (const { key } of rows) if (key) keys.add(key);
  }
  const garments = await db
    .select({
      id: clothingItems.id,
      userId: clothingItems.userId,
      enhancedImageKey: clothingItems.enhancedImageKey,
    })
    .from(clothingItems);
  for (const garment of garments) keys.add(displayKeyOf(garment));
  const inspirations = await db
    .select({ key: questionnaireInspirations.imageKey })
    .from(questionnaireInspirations);
  for (const { key } of inspirations) for (const file of inspirationFiles(key)) keys.add(file);
  return keys;
}

export type SweepResult = { scanned: number; removed: number; failed: number };

/**
 * Removes stored files that no row references and that are older than `minAgeMs`: what a crash between
 * writing a file and its row (or between removing a row and its files) leaves behind. The files are listed
 * before the references are read, so a file whose row appears meanwhile is young and kept.
 */
export async function sweepOrphanFiles(deps: {
  db: Database;
  storage: Storage;
  now: () => Date;
  minAgeMs?: number;
}): Promise<SweepResult> {
  const cutoff = deps.now().getTime() - (deps.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const candidates: string[] = [];
  let scanned = 0;
  for await (const file of deps.storage.list(USER_FILES_PREFIX)) {
    scanned += 1;
    if (file.lastModified.getTime() < cutoff) candidates.push(file.key);
  }
  const referenced = await referencedKeys(deps.db);
  const result: SweepResult = { scanned, removed: 0, failed: 0 };
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    try {
      await deps.storage.delete(key);
      result.removed += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}

/** Sweeps now and then every hour, without keeping the process alive; logs counts, never keys. */
export function startOrphanSweeper(deps: {
  db: Database;
  storage: Storage;
  now: () => Date;
  logger: Logger;
}) {
  const sweep = () =>
    sweepOrphanFiles(deps).then(
      (result) => deps.logger.info(result, 'orphan files swept'),
      (error: unknown) => deps.logger.warn({ err: error }, 'orphan file sweep failed'),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
