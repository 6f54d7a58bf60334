/**
 * Two builds of the product side by side: each page audited by Lighthouse (mobile, simulated throttling) on one,
 * then the other, in turn, so that the machine's load weighs on both alike. Lighthouse's figures on this machine
 * move from one session to the next (the same build scored 97 and 75); only a side-by-side comparison says what a
 * change did.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
 *   npm run build && BEFORE=/tmp/before LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npx tsx bench/web/compare.ts
 *
 * RUNS (default 3) audits per page and build; PAGES picks pages by path, e.g. PAGES=/client/dashboard,/login.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD } from '../../src/server/demo/demo-data';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The product's visitors are in France: Chromium runs in their zone (a page drawn there starts no Intl). */
const BROWSER_TIME_ZONE = process.env.BROWSER_TZ ?? 'Europe/Paris';
const lighthouse = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '--yes', 'lighthouse@12.8.2'];
if (!process.env.BEFORE)
  throw new Error('BEFORE names the checkout of the other build (see the comment above)');

type Build = { name: string; dir: string; port: number; server?: ChildProcess; dataDir?: string };
const builds: Build[] = [
  { name: 'before', dir: resolve(process.env.BEFORE), port: 3391 },
  { name: 'after', dir: process.cwd(), port: 3392 },
];

try {
  for (const build of builds) await start(build);
  const client = DEMO_CLIENTS[0]!.email;
  const pages = [
    { path: '/login' },
    { path: '/client/dashboard', email: client },
    { path: '/client/dashboard/outfits', email: client },
    { path: '/client/dashboard/wardrobe', email: client },
    { path: '/client/dashboard/diagnostic', email: client },
    { path: '/client/dashboard/messages', email: client },
    { path: '/client/dashboard/settings', email: client },
    { path: '/consultant/dashboard', email: DEMO_CONSULTANT.email },
    // ':client': the first client of the portfolio, in each build's own database.
    { path: '/consultant/client/:client', email: DEMO_CONSULTANT.email },
    { path: '/consultant/client/:client/outfits/create', email: DEMO_CONSULTANT.email },
  ].filter((page) => !process.env.PAGES || process.env.PAGES.split(',').includes(page.path));

  for (const page of pages) {
    const cookies = await Promise.all(
      builds.map((build) => (page.email ? signIn(build, page.email) : Promise.resolve(undefined))),
    );
    const paths = await Promise.all(
      builds.map((build, index) => withFirstClient(build, page.path, cookies[index])),
    );
    const scores: Record<string, string[]> = { before: [], after: [] };
    for (let i = 0; i < RUNS; i += 1) {
      for (const [index, build] of builds.entries()) {
        const { performance, tbt, lcp, cls } = await audit(build, paths[index]!, cookies[index]);
        scores[build.name]!.push(`${performance} (TBT ${tbt} ms, LCP ${lcp} s, CLS ${cls})`);
      }
    }
    console.log(
      `${page.path}\n  before: ${scores.before!.join(', ')}\n  after:  ${scores.after!.join(', ')}\n  load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
} finally {
  for (const build of builds) {
    build.server?.kill();
    // The killed server's database may still be writing its last files for a moment.
    if (build.dataDir) await rm(build.dataDir, { recursive: true, force: true, maxRetries: 10 });
  }
}

async function start(build: Build) {
  build.dataDir = await mkdtemp(join(tmpdir(), `atelier-compare-${build.name}-`));
  const env = { ...process.env, DATA_DIR: build.dataDir, PORT: String(build.port), LOG_LEVEL: 'warn' };
  await run('npx', ['tsx', 'src/server/demo/main.ts'], { cwd: build.dir, env, maxBuffer: 1 << 24 });
  build.server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: build.dir,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${build.port}/api/public-config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${build.name} server did not start`);
}

async function withFirstClient(build: Build, path: string, cookie: string | undefined): Promise<string> {
  if (!path.includes(':client')) return path;
  const response = await fetch(`http://127.0.0.1:${build.port}/api/clients`, {
    headers: { cookie: cookie ?? '' },
  });
  const { items } = (await response.json()) as { items: { id: string }[] };
  return path.replace(':client', items[0]!.id);
}

async function signIn(build: Build, email: string): Promise<string> {
  const base = `http://127.0.0.1:${build.port}`;
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${email} on ${build.name}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function audit(build: Build, path: string, cookie: string | undefined) {
  const output = join(tmpdir(), `atelier-compare-${build.name}.json`);
  const args = [
    ...lighthouse.slice(1),
    `http://127.0.0.1:${build.port}${path}`,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance',
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const lighthouseRun = () =>
    run(lighthouse[0]!, args, {
      env: { ...process.env, CHROME_PATH, TZ: BROWSER_TIME_ZONE },
      maxBuffer: 1 << 26,
    });
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) on this machine: once more, then it counts.
  await lighthouseRun().catch(lighthouseRun);
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(report.audits['total-blocking-time']!.numericValue),
    lcp: (report.audits['largest-contentful-paint']!.numericValue / 1000).toFixed(1),
    cls: report.audits['cumulative-layout-shift']!.numericValue.toFixed(3),
  };
}
