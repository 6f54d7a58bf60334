import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const get = (path: string) => app.request(`${TEST_ORIGIN}${path}`);

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
