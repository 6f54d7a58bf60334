import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let webRoot: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(join(tmpdir(), 'atelier-web-'));
  await mkdir(join(webRoot, 'assets'));
  await mkdir(join(webRoot, 'illustrations'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Atelier</title>');
  await writeFile(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);\n//# sourceMappingURL=x');
  await writeFile(join(webRoot, 'assets', 'index-Ab12Cd34.js.map'), '{"sources":["secret.ts"]}');
  // What the build's precompression writes beside a script.
  await writeFile(join(webRoot, 'assets', 'app-Ef56Gh78.js'), SCRIPT);
  await writeFile(join(webRoot, 'assets', 'app-Ef56Gh78.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(webRoot, 'assets', 'app-Ef56Gh78.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    join(webRoot, 'illustrations', 'wardrobe.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  app = createApp(t.deps, { webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const SCRIPT = `export const garments = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `vêtement ${i}`))};`;

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${TEST_ORIGIN}${path}`, { headers });

describe('the built web app', () => {
  it('serves hashed assets for a year, immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const response = await get('/assets/index-Gone0000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ])('serves the precompressed asset the browser accepts (%s)', async (accepted, encoding) => {
    const response = await get('/assets/app-Ef56Gh78.js', { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    if (encoding) expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    if (encoding === null) expect(await response.text()).toBe(SCRIPT);
  });

  it('never serves source maps', async () => {
    expect((await get('/assets/index-Ab12Cd34.js.map')).status).toBe(404);
  });

  it.each(['/', '/index.html', '/client/dashboard/wardrobe'])(
    'serves the app page at %s without caching it',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Atelier</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/favicon.svg', '/illustrations/wardrobe.svg'])(
    'caches the public file %s for a day',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    },
  );

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('the prerendered landing page', () => {
  let landingRoot: string;
  beforeAll(async () => {
    landingRoot = await mkdtemp(join(tmpdir(), 'atelier-landing-'));
    await writeFile(join(landingRoot, 'index.html'), '<!doctype html><title>Application</title>');
    await writeFile(
      join(landingRoot, 'landing.html'),
      '<!doctype html><title>Accueil</title><a href="https://labs.atelier-silhouette.fr">Labs</a>' +
        '<a href="mailto:contact@atelier-silhouette.fr">contact@atelier-silhouette.fr</a>',
    );
  });
  afterAll(() => rm(landingRoot, { recursive: true, force: true }));

  it("is served at / with this deployment's links, the app everywhere else", async () => {
    const withLanding = createApp(t.deps, { webRoot: landingRoot });
    const landing = await withLanding.request(`${TEST_ORIGIN}/`);
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    const html = await landing.text();
    expect(html).toContain('<title>Accueil</title>');
    expect(html).toContain(`href="${t.deps.config.labsUrl}"`);
    expect(html).toContain(`mailto:${t.deps.config.contactEmail}">${t.deps.config.contactEmail}<`);
    expect(html).not.toContain('atelier-silhouette.fr');
    const deepLink = await withLanding.request(`${TEST_ORIGIN}/login`);
    expect(await deepLink.text()).toContain('<title>Application</title>');
  });
});

describe("Vite's manifest", () => {
  let manifestRoot: string;
  beforeAll(async () => {
    manifestRoot = await mkdtemp(join(tmpdir(), 'atelier-manifest-'));
    await mkdir(join(manifestRoot, '.vite'));
    await writeFile(join(manifestRoot, 'index.html'), APP_HTML);
    await writeFile(
      join(manifestRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html'] },
      }),
    );
  });
  afterAll(() => rm(manifestRoot, { recursive: true, force: true }));

  it('names the chunks of the page asked for, and is kept from browsers, in any encoding', async () => {
    const manifest = join(manifestRoot, '.vite', 'manifest.json');
    // What a build before the precompression skipped .vite/ left beside it.
    await writeFile(`${manifest}.br`, brotliCompressSync(await readFile(manifest)));
    await writeFile(`${manifest}.gz`, gzipSync(await readFile(manifest)));
    const withManifest = createApp(t.deps, { webRoot: manifestRoot });
    for (const [path, encoding] of [
      ['/.vite/manifest.json', 'identity'],
      ['/.vite/manifest.json', 'br, gzip'],
      ['/.vite/manifest.json.gz', 'identity'],
      ['/.vite/', 'identity'],
      ['/%2Evite/manifest.json', 'identity'],
      ['/assets/../.vite/manifest.json', 'identity'],
    ]) {
      const response = await withManifest.request(`${TEST_ORIGIN}${path}`, {
        headers: { 'accept-encoding': encoding! },
      });
      expect(response.status, `${path} (${encoding})`).toBe(404);
      expect(await response.text()).not.toContain('login-page-1.js');
    }
    const login = await (await withManifest.request(`${TEST_ORIGIN}/login`)).text();
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
    expect(login.split('/assets/react-1.js')).toHaveLength(2);
  });
});

/** index.html as Vite writes it: the entry script, a module it preloads, an empty root. */
const APP_HTML =
  '<!doctype html><html lang="fr"><head><title>Atelier</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
  '<body><div id="root"></div></body></html>';
