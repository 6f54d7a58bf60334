/**
 * What each page costs a phone, on the compiled server with the demo data:
 * - the scripts and styles its HTML loads up front (raw, gzip, brotli: the build's own .gz and .br files);
 * - Lighthouse's performance and accessibility scores, mobile and desktop, in Debian's Chromium, with the default
 *   simulated throttling and, for mobile, with applied throttling (`--throttling-method=devtools`) as well.
 *
 *   npm run build && npx tsx bench/web/run.ts
 *
 * Lighthouse is not a dependency: LIGHTHOUSE names its CLI (`npm install --prefix /tmp/lh lighthouse@12.8.2`, then
 * LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse); without it, `npx --yes lighthouse@12.8.2` fetches it from npm.
 * CHROME_PATH defaults to /usr/bin/chromium. RUNS (default 1) repeats each Lighthouse run and keeps the median.
 * PAGES picks pages by name, e.g. PAGES='client dashboard,outfit editor'; APPLIED=0 skips applied throttling;
 * SCORES=0 prints the weights and the server's times only, without Lighthouse.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_CLIENTS, DEMO_CONSULTANT, DEMO_PASSWORD } from '../../src/server/demo/demo-data';

const run = promisify(execFile);
const PORT = Number(process.env.PORT ?? 3390);
const BASE = `http://127.0.0.1:${PORT}`;
const WEB_ROOT = 'dist/web';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The product's visitors are in France: Chromium runs in their zone (a page drawn there starts no Intl). */
const BROWSER_TIME_ZONE = process.env.BROWSER_TZ ?? 'Europe/Paris';
const RUNS = Number(process.env.RUNS ?? 1);
/** Issue 32: a first visit to a signed-in page loads at most this much JavaScript on the wire (brotli). */
const JS_BUDGET_KB = 100;
/** APPLIED=0 skips the mobile runs with applied throttling (a third of the time). */
const APPLIED = process.env.APPLIED !== '0';
const lighthouse = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '--yes', 'lighthouse@12.8.2'];

if (!existsSync(join(WEB_ROOT, 'index.html')) || !existsSync('dist/server/main.js')) {
  throw new Error('Build first: npm run build');
}

const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-web-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' };
console.log('Seeding the demo data...');
await run('npx', ['tsx', 'src/server/demo/main.ts'], { env, maxBuffer: 1 << 24 });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...env, NODE_ENV: 'production' },
  stdio: 'ignore',
});

try {
  await until(async () => (await fetch(`${BASE}/api/public-config`)).ok);
  const client = await signIn(DEMO_CLIENTS[0]!.email);
  const consultant = await signIn(DEMO_CONSULTANT.email);
  const clients = (await (
    await fetch(`${BASE}/api/clients`, { headers: { cookie: consultant } })
  ).json()) as {
    items: { id: string }[];
  };
  const file = `/consultant/client/${clients.items[0]!.id}`;
  const allPages = [
    { name: 'landing', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'client dashboard', path: '/client/dashboard', cookie: client },
    { name: 'Mes Tenues', path: '/client/dashboard/outfits', cookie: client },
    { name: 'Ma Garde-robe', path: '/client/dashboard/wardrobe', cookie: client },
    { name: 'Mon diagnostic', path: '/client/dashboard/diagnostic', cookie: client },
    { name: 'Messages', path: '/client/dashboard/messages', cookie: client },
    { name: 'Paramètres', path: '/client/dashboard/settings', cookie: client },
    { name: 'consultant portfolio', path: '/consultant/dashboard', cookie: consultant },
    { name: 'client file', path: file, cookie: consultant },
    { name: 'client file: outfits', path: `${file}/outfits`, cookie: consultant },
    { name: 'client file: wardrobe', path: `${file}/wardrobe`, cookie: consultant },
    { name: 'client file: diagnosis', path: `${file}/diagnostic`, cookie: consultant },
    { name: 'outfit editor', path: `${file}/outfits/create`, cookie: consultant },
  ];
  const pages = process.env.PAGES
    ? allPages.filter((page) => process.env.PAGES!.split(',').includes(page.name))
    : allPages;

  const sizes = [];
  for (const page of pages) sizes.push({ page: page.name, ...(await upFront(page.path, page.cookie)) });
  console.log(
    `\n## The JavaScript and CSS a first visit loads (KB; budget: ${JS_BUDGET_KB} KB of JavaScript)\n`,
  );
  console.table(sizes);

  const scores = [];
  for (const page of process.env.SCORES === '0' ? [] : pages) {
    const mobile = await median(() => audit(page.path, page.cookie, []));
    const applied = APPLIED
      ? await median(() => audit(page.path, page.cookie, ['--throttling-method=devtools']))
      : null;
    const desktop = await median(() => audit(page.path, page.cookie, ['--preset=desktop']));
    scores.push({
      page: page.name,
      'mobile perf': mobile.performance,
      'mobile LCP s': mobile.lcp,
      'mobile a11y': mobile.accessibility,
      'mobile TBT ms': mobile.tbt,
      'mobile (applied) perf': applied?.performance ?? '-',
      'mobile (applied) LCP s': applied?.lcp ?? '-',
      'desktop perf': desktop.performance,
      'desktop a11y': desktop.accessibility,
    });
    console.log(scores.at(-1));
  }
  console.log('\n## Lighthouse 12.8.2, Chromium', RUNS > 1 ? `(median of ${RUNS})` : '', '\n');
  console.table(scores);
} finally {
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * What a first visit loads, as the page's HTML names it: its styles, and its scripts, those it loads at once and
 * those public/after-paint.js loads once it has painted (`data-entry`, `data-preload`), in KB raw, gzip, brotli.
 */
async function upFront(path: string, cookie?: string) {
  const ask = () =>
    fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} }).then((page) => page.text());
  const html = await ask();
  // The server's time to draw the page (median of 9, once warm), on the machine the bench runs on.
  const times: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    const started = performance.now();
    await ask();
    times.push(performance.now() - started);
  }
  const serverMs = Math.round(times.sort((a, b) => a - b)[4]! * 10) / 10;
  const named = [...html.matchAll(/(?:src|href|data-entry)="(\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  const afterPaint =
    html
      .match(/data-preload="([^"]*)"/)?.[1]
      ?.split(' ')
      .filter(Boolean) ?? [];
  const files = new Set([...named, ...afterPaint].filter((file) => !file.startsWith('/after-paint')));
  const total = { js: 0, raw: 0, gzip: 0, brotli: 0, cssBrotli: 0 };
  for (const file of files) {
    const onDisk = join(WEB_ROOT, file);
    const brotli = sizeOf(`${onDisk}.br`) ?? statSync(onDisk).size;
    if (file.endsWith('.css')) {
      total.cssBrotli += brotli;
      continue;
    }
    total.js += 1;
    total.raw += statSync(onDisk).size;
    total.gzip += sizeOf(`${onDisk}.gz`) ?? statSync(onDisk).size;
    total.brotli += brotli;
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    'server ms': serverMs,
    'html KB': kb(Buffer.byteLength(html)),
    'js files': total.js,
    'js raw': kb(total.raw),
    'js gzip': kb(total.gzip),
    'js brotli': kb(total.brotli),
    'within budget': kb(total.brotli) <= JS_BUDGET_KB ? 'yes' : 'no',
    'css brotli': kb(total.cssBrotli),
  };
}

function sizeOf(file: string): number | null {
  return existsSync(file) ? statSync(file).size : null;
}

type Audit = { performance: number; accessibility: number; lcp: number; tbt: number };

async function audit(path: string, cookie: string | undefined, extra: string[]): Promise<Audit> {
  const args = [
    ...lighthouse.slice(1),
    `${BASE}${path}`,
    '--quiet',
    '--output=json',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox',
    ...extra,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const { stdout } = await retried(() =>
    run(lighthouse[0]!, args, {
      env: { ...process.env, CHROME_PATH, TZ: BROWSER_TIME_ZONE },
      maxBuffer: 1 << 28,
    }),
  );
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcp: Math.round(report.audits['largest-contentful-paint']!.numericValue / 100) / 10,
    tbt: Math.round(report.audits['total-blocking-time']!.numericValue),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most. */
async function retried<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}

/** RUNS audits, the one with the median performance score. */
async function median(audit: () => Promise<Audit>): Promise<Audit> {
  const results: Audit[] = [];
  for (let i = 0; i < RUNS; i += 1) results.push(await audit());
  return results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
}

async function until(ready: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}
