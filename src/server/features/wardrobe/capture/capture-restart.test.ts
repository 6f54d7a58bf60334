import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Capture } from '~/domain/capture';
import { openDatabase } from '../../../db/client';
import { garmentCaptures } from '../../../db/schema';
import { imageForm, garmentPhoto } from '../../../test/images';
import {
  spawnServer,
  untilListening,
  type ServerProcess,
  signUpClientOn,
} from '../../../test/server-process';

const PORT = 3203;
const ORIGIN = `http://localhost:${PORT}`;
const PHOTOS = 4;
/** One engine worker: the server keeps two photos under way (docs/decisions/0048), so two may be interrupted. */
const SERVER_ENV = { ENHANCE_WORKERS: '1' };
const UNDER_WAY = 2;

const signUp = async () => (await signUpClientOn(ORIGIN, 'Reprise')).cookie;

async function captures(cookie: string): Promise<Capture[]> {
  const response = await fetch(`${ORIGIN}/api/wardrobe/captures`, { headers: { cookie } });
  return ((await response.json()) as { items: Capture[] }).items;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

/** The embedded default: one process, killed while it cuts photos out; its restart finishes the queue. */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the capture queue across a crash', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-capture-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes every photo after kill -9 in the middle of the queue and a restart',
    { timeout: 240_000 },
    async () => {
      const first = spawnServer({ DATA_DIR: dataDir, PORT, ...SERVER_ENV });
      await untilListening(first, PORT);
      const cookie = await signUp();
      for (const fill of ['#b3262e', '#1f4fb3', '#2f8a3a', '#6b3fa0'].slice(0, PHOTOS)) {
        const response = await fetch(`${ORIGIN}/api/wardrobe/captures`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie },
          body: imageForm({ file: { bytes: await garmentPhoto(fill), name: 'g.jpg', type: 'image/jpeg' } }),
        });
        expect(response.status).toBe(201);
      }
      // Killed as soon as a photo is being cut out: the others still wait in the queue.
      let seen: Capture[] = [];
      while (!seen.some((capture) => capture.status === 'processing')) seen = await captures(cookie);
      await stop(first, 'SIGKILL');
      expect(seen.filter((capture) => capture.status === 'ready').length).toBeLessThan(PHOTOS);

      const second = spawnServer({ DATA_DIR: dataDir, PORT, ...SERVER_ENV });
      await untilListening(second, PORT);
      let after: Capture[] = [];
      // Well within the 60 s lease: the restart ends the dead process's lease at once (embedded database only).
      const deadline = Date.now() + 40_000;
      while (Date.now() < deadline) {
        after = await captures(cookie);
        if (after.every((capture) => capture.status === 'ready')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(after.map((capture) => capture.status)).toEqual(Array(PHOTOS).fill('ready'));
      expect(after.map((capture) => capture.color)).toEqual(['red', 'blue', 'green', 'purple']);
      await stop(second, 'SIGTERM');

      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      try {
        const rows = await database.db.select().from(garmentCaptures);
        // No photo was lost or done twice over: at most the interrupted ones took a second attempt.
        expect(rows.length).toBe(PHOTOS);
        expect(rows.filter((row) => row.attempts > 1).length).toBeLessThanOrEqual(UNDER_WAY);
      } finally {
        await database.close();
      }
    },
  );
});
