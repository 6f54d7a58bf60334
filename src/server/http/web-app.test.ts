import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { consultantClients } from '../db/schema';
import { signUp } from '../test/users';
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

describe('the prerendered sign-in page', () => {
  let loginRoot: string;
  beforeAll(async () => {
    loginRoot = await mkdtemp(join(tmpdir(), 'atelier-login-'));
    await mkdir(join(loginRoot, '.vite'));
    const entry = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
    await writeFile(
      join(loginRoot, 'index.html'),
      `<!doctype html><head>${entry}</head><title>Application</title>`,
    );
    await writeFile(
      join(loginRoot, 'login.html'),
      '<!doctype html><head><script type="module" src="/after-paint.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/react-1.js"></script></head><title>Connexion</title>',
    );
    await writeFile(
      join(loginRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html'] },
      }),
    );
  });
  afterAll(() => rm(loginRoot, { recursive: true, force: true }));

  it('names its own chunks for after-paint.js to load once it has painted, and no script before', async () => {
    const withLogin = createApp(t.deps, { webRoot: loginRoot });
    const html = await (await withLogin.request(`${TEST_ORIGIN}/login`)).text();
    expect(html).toContain('<title>Connexion</title>');
    expect(html).toContain('data-preload="/assets/react-1.js /assets/login-page-1.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/');
    const other = await (await withLogin.request(`${TEST_ORIGIN}/password-reset`)).text();
    expect(other).toContain('<title>Application</title>');
  });

  it("keeps Vite's manifest, which it reads for those chunks, from browsers, in any encoding", async () => {
    const manifest = join(loginRoot, '.vite', 'manifest.json');
    // What a build before the precompression skipped .vite/ left beside it.
    await writeFile(`${manifest}.br`, brotliCompressSync(await readFile(manifest)));
    await writeFile(`${manifest}.gz`, gzipSync(await readFile(manifest)));
    const withLogin = createApp(t.deps, { webRoot: loginRoot });
    for (const [path, encoding] of [
      ['/.vite/manifest.json', 'identity'],
      ['/.vite/manifest.json', 'br, gzip'],
      ['/.vite/manifest.json.gz', 'identity'],
      ['/.vite/', 'identity'],
      ['/%2Evite/manifest.json', 'identity'],
      ['/assets/../.vite/manifest.json', 'identity'],
    ]) {
      const response = await withLogin.request(`${TEST_ORIGIN}${path}`, {
        headers: { 'accept-encoding': encoding! },
      });
      expect(response.status, `${path} (${encoding})`).toBe(404);
      expect(await response.text()).not.toContain('login-page-1.js');
    }
    expect(await (await withLogin.request(`${TEST_ORIGIN}/login`)).text()).toContain(
      '/assets/login-page-1.js',
    );
  });
});

/**
 * A built web root holding the app's page and one page prerendered with the app (as scripts/prerender-pages.ts
 * writes it: after-paint.js, then `page`), with a manifest naming the entry and `manifest`'s chunks.
 */
async function builtWebRoot(file: string, { page, manifest }: { page: string; manifest: object }) {
  const root = await mkdtemp(join(tmpdir(), 'atelier-prerendered-'));
  await mkdir(join(root, '.vite'));
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<title>Application</title>',
  );
  await writeFile(
    join(root, file),
    '<!doctype html><head><script type="module" src="/after-paint.js" data-entry="/assets/index-1.js" ' +
      `data-preload=""></script></head>${page}`,
  );
  await writeFile(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js' }, ...manifest }),
  );
  return root;
}

describe("the prerendered client's dashboard", () => {
  let dashboardRoot: string;
  beforeAll(async () => {
    dashboardRoot = await builtWebRoot('client-dashboard.html', {
      page:
        '<title>Espace client</title>' +
        '<div class="aspect-square"><!--silhouette--><span role="status">Chargement...</span><!--/silhouette--></div>',
      manifest: {
        'app/layouts/client-layout.tsx': { file: 'assets/client-layout-1.js', imports: ['index.html'] },
        'features/client-home/client-home-page.tsx': { file: 'assets/client-home-page-1.js' },
      },
    });
  });
  afterAll(() => rm(dashboardRoot, { recursive: true, force: true }));

  it('is served with her silhouette drawn in and its chunks named, privately, to a client with measurements', async () => {
    const withDashboard = createApp(t.deps, { webRoot: dashboardRoot });
    const page = (cookie?: string) =>
      withDashboard.request(`${TEST_ORIGIN}/client/dashboard`, { headers: cookie ? { cookie } : {} });
    const client = await signUp(t, 'client');
    // Before the onboarding's questions: the app, which sends her there.
    expect(await (await page(client.cookie)).text()).toContain('<title>Application</title>');
    const onboarded = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { gender: 'femme', age: 30, height: 165, weight: 58, bustSize: 88, consent: true },
    });
    expect(onboarded.status).toBe(201);

    const response = await page(client.cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Espace client</title>');
    expect(html).toContain('data-preload="/assets/client-layout-1.js /assets/client-home-page-1.js"');
    expect(html).toMatch(
      /<div class="aspect-square"><img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]+" alt="Silhouette femme, 165 cm, 58 kg" class="size-full" draggable="false"\/><\/div>/,
    );
    expect(html).not.toContain('Chargement');
    // The app's first two questions, answered in the page.
    const data = JSON.parse(
      html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!,
    );
    expect(data.me).toMatchObject({ id: client.id, role: 'client', email: client.email });
    expect(data.clientProfile).toMatchObject({ gender: 'femme', height: 165, weight: 58 });

    const consultant = await signUp(t, 'consultant');
    for (const cookie of [undefined, consultant.cookie, 'atelier.session_token=forged.signature']) {
      const other = await (await page(cookie)).text();
      expect(other).toContain('<title>Application</title>');
      expect(other).not.toContain('page-data');
    }
  });
});

describe("the prerendered outfit editor of a client's file", () => {
  let editorRoot: string;
  beforeAll(async () => {
    // The slots scripts/prerender-pages.ts leaves (src/server/http/outfit-editor-page.ts).
    editorRoot = await builtWebRoot('outfit-editor.html', {
      page:
        '<title>Création de Tenue</title><a href="/consultant/client/client-id-slot/outfits">Retour</a>' +
        '<p><!--client-name--></p><p><!--client-email--></p><img src="silhouette-slot" alt=""/>',
      manifest: {
        'features/client-file/outfit-editor/outfit-editor-page.tsx': {
          file: 'assets/outfit-editor-page-1.js',
        },
      },
    });
  });
  afterAll(() => rm(editorRoot, { recursive: true, force: true }));

  it("is served to the client's consultant with her details filled in, and to no one else", async () => {
    const withEditor = createApp(t.deps, { webRoot: editorRoot });
    const page = (clientId: string, cookie?: string, query = '') =>
      withEditor.request(`${TEST_ORIGIN}/consultant/client/${clientId}/outfits/create${query}`, {
        headers: cookie ? { cookie } : {},
      });
    const client = await signUp(t, 'client', { firstName: 'Inès', lastName: "D'Arc" });
    const onboarded = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { gender: 'femme', age: 30, height: 165, weight: 58, bustSize: 88, consent: true },
    });
    expect(onboarded.status).toBe(201);
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });

    const response = await page(client.id, consultant.cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Création de Tenue</title>');
    expect(html).toContain(`<a href="/consultant/client/${client.id}/outfits">Retour</a>`);
    expect(html).toContain("<p>Inès D'Arc</p>");
    expect(html).toContain(`<p>${client.email}</p>`);
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]+" alt=""\/>/);
    expect(html).not.toMatch(/slot/);
    expect(html).toContain('data-preload="/assets/outfit-editor-page-1.js"');
    const data = JSON.parse(
      html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!,
    );
    expect(data.me).toMatchObject({ id: consultant.id, role: 'consultant' });
    expect(data.client).toMatchObject({ id: client.id, lastName: "D'Arc", height: 165 });

    // A revision starts from a saved outfit, which the app loads.
    expect(await (await page(client.id, consultant.cookie, '?revise=x')).text()).toContain(
      '<title>Application</title>',
    );
    const stranger = await signUp(t, 'consultant');
    const cookies = [undefined, stranger.cookie, client.cookie, 'atelier.session_token=forged.signature'];
    for (const cookie of cookies) {
      const other = await (await page(client.id, cookie)).text();
      expect(other).toContain('<title>Application</title>');
      expect(other).not.toContain('page-data');
      expect(other).not.toContain(client.email);
    }
    expect(await (await page('not-a-client', consultant.cookie)).text()).toContain(
      '<title>Application</title>',
    );
  });
});
