import { readFile, writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { imageForm, pngStrip, solidPng } from '../../test/images';
import { signUpClientOn, spawnServer, untilListening, type ServerProcess } from '../../test/server-process';

const MB = 1024 * 1024;
const AT_ONCE = 16;

/** A figure of /proc/<pid>/status, in bytes. */
async function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kilobytes) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/**
 * Issue 31: sixteen 38 KB PNGs of 39,000,000 x 1 pixels sent at once took the server from about 420 MB to 1.5 GB.
 * The server runs in its own process, so what it costs is its resident memory alone: its peak (VmHWM, reset
 * once the server is warm) and its resident size sampled while the requests run.
 */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('sixteen hostile images at once', () => {
  let dataDir: string;
  let server: ServerProcess;
  let origin: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-sides-'));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = spawnServer({ DATA_DIR: dataDir, PORT: port });
    await untilListening(server, port);
  }, 180_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are refused with a French 400 and cost the server under 100 MB', { timeout: 180_000 }, async () => {
    const user = await signUpClientOn(origin, 'Bande');
    const send = (path: string, method: string, fields: Parameters<typeof imageForm>[0]) =>
      fetch(`${origin}${path}`, {
        method,
        headers: { origin, cookie: user.cookie },
        body: imageForm(fields),
      });
    const photo = (bytes: Buffer) => ({ bytes, name: 'photo.png', type: 'image/png' });

    // Warm: sharp and libvips loaded, their caches and thread pool up, as on a server that has served photos.
    const ordinary = await solidPng(1200, 900);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await send('/api/wardrobe/items', 'POST', { category: 'top', file: photo(ordinary) })).status,
      ).toBe(201);
      expect((await send('/api/me/photo', 'PUT', { file: photo(ordinary) })).status).toBe(200);
    }

    const pid = server.child.pid!;
    const strip = pngStrip(39_000_000, 1);
    // Writing 5 to clear_refs resets the peak to the present resident size (Linux, own process).
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const rest = await statusBytes(pid, 'VmRSS');
    let sampledPeak = rest;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sampledPeak = Math.max(sampledPeak, await statusBytes(pid, 'VmRSS').catch(() => 0));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        i % 2 === 0
          ? send('/api/wardrobe/items', 'POST', { category: 'top', file: photo(strip) })
          : send('/api/me/photo', 'PUT', { file: photo(strip) }),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<unknown>));
    await new Promise((resolve) => setTimeout(resolve, 200));
    sampling = false;
    await sampler;
    const peak = Math.max(sampledPeak, await statusBytes(pid, 'VmHWM'));
    const grownBy = peak - rest;
    console.log(
      `server at rest ${Math.round(rest / MB)} MB, peak ${Math.round(peak / MB)} MB during ${AT_ONCE} ` +
        `39,000,000 x 1 PNGs at once: +${Math.round(grownBy / MB)} MB; statuses ${answers.map((a) => a.status).join(' ')}`,
    );

    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(400);
      expect(bodies[i]).toEqual({
        error: {
          code: 'IMAGE_TOO_LARGE_SIDE',
          message: "L'image est trop grande : 12\u202f000 pixels au plus de côté.",
        },
      });
    }
    expect(grownBy).toBeLessThan(100 * MB);
  });
});
