import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { clothingItems } from '../db/schema';
import { createLocalDiskStorage } from '../platform/storage/local-disk';
import { imageForm, solidPng } from '../test/images';
import { spawnServer, untilListening, type ServerProcess, signUpClientOn } from '../test/server-process';
import { sweepOrphanFiles } from './orphan-files';

const PORT = 3202;
const ORIGIN = `http://localhost:${PORT}`;
const UPLOADS = 12;

const signUp = () => signUpClientOn(ORIGIN, 'Panne');

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

/** A crash under upload load leaves files without rows; after a restart, the sweep leaves none. */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('files left by a crash mid-upload', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-crash-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'finds no orphan file after kill -9 in the middle of uploads, a restart and a sweep',
    { timeout: 240_000 },
    async () => {
      const filesDir = join(dataDir, 'files');
      const first = spawnServer({ DATA_DIR: dataDir, PORT });
      await untilListening(first, PORT);
      const user = await signUp();
      const photo = await solidPng(1200, 900);
      const uploads = Array.from({ length: UPLOADS }, () =>
        fetch(`${ORIGIN}/api/wardrobe/items`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: user.cookie },
          body: imageForm({
            category: 'top',
            file: { bytes: photo, name: 'g.png', type: 'image/png' },
            enhanced: { bytes: photo, name: 'e.png', type: 'image/png' },
          }),
        }).catch(() => null),
      );
      // The moment the first garment file is on disk, its row (and others') is not yet written.
      while (filesUnder(filesDir).length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      await stop(first, 'SIGKILL');
      await Promise.all(uploads);

      // The restart takes over the dead process's lock and sweeps at start (nothing yet: the files are young).
      const second = spawnServer({ DATA_DIR: dataDir, PORT });
      await untilListening(second, PORT);
      await stop(second, 'SIGTERM');

      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      try {
        const rows = await database.db.select().from(clothingItems);
        const referenced = rows
          .flatMap((row) => [row.imageKey, row.enhancedImageKey ?? []])
          .flat()
          .sort();
        const orphans = filesUnder(filesDir).filter((key) => !referenced.includes(key));
        expect(orphans.length).toBeGreaterThan(0);

        const twoHoursLater = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
        const storage = createLocalDiskStorage(filesDir);
        const result = await sweepOrphanFiles({ db: database.db, storage, now: twoHoursLater });

        expect(result.removed).toBe(orphans.length);
        expect(filesUnder(filesDir).sort()).toEqual(referenced);
      } finally {
        await database.close();
      }
    },
  );
});
