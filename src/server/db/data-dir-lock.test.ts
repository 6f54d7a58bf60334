import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/server-process';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

/** The pid of a process that has already ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('one process per embedded database folder', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'atelier-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses to start a second server on a folder held by a running process, naming the folder and its pid',
    { timeout: 90_000 },
    async () => {
      const dbDir = join(dataDir, 'db');
      const held = await openDatabase({ dataDir: dbDir });
      try {
        const second = spawnServer({ DATA_DIR: dataDir, PORT: 3202 });
        const code = await Promise.race([
          second.exited,
          new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
        ]);
        second.child.kill('SIGKILL');
        expect(code).toBe(1);
        expect(second.output()).toContain(
          `Le dossier de données ${dbDir} est déjà utilisé par le processus ${process.pid}.`,
        );
      } finally {
        await held.close();
      }
    },
  );

  it('refuses a second open of the same folder within one process', async () => {
    const dbDir = join(dataDir, 'db');
    const held = await openDatabase({ dataDir: dbDir });
    try {
      const second = openDatabase({ dataDir: dbDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(String(process.pid));
    } finally {
      await held.close();
    }
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    const dbDir = join(dataDir, 'db');
    writeFileSync(`${dbDir}.lock`, String(deadPid()));
    const database = await openDatabase({ dataDir: dbDir });
    expect(readFileSync(`${dbDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
  });

  it('takes over a lock naming our own pid that this process never took (a restarted container is pid 1 again)', async () => {
    const dbDir = join(dataDir, 'db');
    writeFileSync(`${dbDir}.lock`, String(process.pid));
    const database = await openDatabase({ dataDir: dbDir });
    await database.close();
  });

  it('needs no lock for an in-memory database', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ dataDir: 'memory://' }),
      openDatabase({ dataDir: 'memory://' }),
    ]);
    await a.close();
    await b.close();
  });
});
