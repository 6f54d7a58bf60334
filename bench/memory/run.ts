/**
 * The compiled server's resident memory once idle, beside a bare `node:http` server: on the embedded database at
 * its first start (the database is created and migrated) and at the next start on the same folder, and on
 * Postgres when BENCH_DATABASE_URL is given (a database of its own, dropped after). Linux only (/proc).
 *
 *   npm run build && npm run bench:memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres SETTLE=20 npm run bench:memory
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SETTLE_SECONDS = Number(process.env.SETTLE ?? 10);
const SERVER = 'dist/server/main.js';
/** The variables `npm run serve` sets before `node` (NODE_ENV, MALLOC_ARENA_MAX): the server runs as it runs. */
const packageJson = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: { serve: string } };
const SERVE_ENV = Object.fromEntries(
  [...packageJson.scripts.serve.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
);
const BARE_SERVER = `require('node:http').createServer((_, res) => res.end('ok')).listen(process.env.PORT)`;

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** Starts `args` with `env`, waits for its first answer, lets it settle, and reads its memory. */
async function idleMemory(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...SERVE_ENV, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} stopped (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} never answered`);
      const answered = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    return await residentMegabytes(child.pid!);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const rows: Record<string, string>[] = [];
const record = (server: string, megabytes: number) => {
  rows.push({ server, 'RSS idle (MB)': megabytes.toFixed(0) });
  console.log(server, megabytes.toFixed(0));
};

record('bare node:http', await idleMemory(['-e', BARE_SERVER], {}));

const dataDir = await mkdtemp(join(tmpdir(), 'bench-memory-'));
try {
  record('embedded, first start', await idleMemory([SERVER], { DATA_DIR: dataDir }));
  record('embedded, next start', await idleMemory([SERVER], { DATA_DIR: dataDir }));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_DATABASE_URL) {
  const name = `bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    const dir = await mkdtemp(join(tmpdir(), 'bench-memory-'));
    record('Postgres', await idleMemory([SERVER], { DATABASE_URL: url.href, DATA_DIR: dir }));
    await rm(dir, { recursive: true, force: true });
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\n## Resident memory ${SETTLE_SECONDS} s after the first answer\n`);
console.table(rows);
