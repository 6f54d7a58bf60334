import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulepreloadLinks, ROUTE_MODULES, routePreloads } from './route-preloads';

const WEB = new URL('../../web/', import.meta.url);

describe("each page's preloaded chunks", () => {
  it("name modules that exist, and every page module of the app's router", () => {
    const listed = new Set(ROUTE_MODULES.flatMap((route) => route.modules));
    for (const module of listed) expect(existsSync(new URL(module, WEB)), module).toBe(true);
    const router = readFileSync(new URL('app/router.tsx', WEB), 'utf8');
    const lazy = [...router.matchAll(/import\('(~\/web\/|\.\/)([^']+)'\)/g)].map(([, prefix, path]) =>
      prefix === './' ? `app/${path}.tsx` : `${path}.tsx`,
    );
    // The landing page is served prerendered, without the app (scripts/prerender-landing.ts).
    const unlisted = lazy.filter(
      (module) => !listed.has(module) && !module.includes('not-found') && !module.includes('landing-page'),
    );
    expect(unlisted).toEqual([]);
  });

  it.each([
    ['/login', 'features/auth/login-page.tsx'],
    ['/client/dashboard', 'features/client-home/client-home-page.tsx'],
    ['/client/dashboard/wardrobe/import', 'features/wardrobe/capture/capture-page.tsx'],
    ['/consultant/dashboard', 'features/portfolio/portfolio-page.tsx'],
    ['/consultant/client/c1', 'features/client-file/silhouette-tab.tsx'],
    ['/consultant/client/c1/outfits/create', 'features/client-file/outfit-editor/outfit-editor-page.tsx'],
  ])('match the page the app shows at %s', (path, module) => {
    const routes = ROUTE_MODULES.filter((route) => route.path.test(path));
    expect(routes.map((route) => route.modules.at(-1))).toEqual([module]);
  });

  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'atelier-preloads-'));
    await mkdir(join(webRoot, '.vite'));
    await writeFile(
      join(webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_api-1.js'] },
        '_api-1.js': { file: 'assets/api-1.js' },
        '_zod-1.js': { file: 'assets/zod-1.js', imports: ['_api-1.js'] },
        'features/auth/login-page.tsx': {
          file: 'assets/login-page-1.js',
          imports: ['_zod-1.js', 'index.html'],
        },
      }),
    );
  });
  afterAll(() => rm(webRoot, { recursive: true, force: true }));

  it("links a page's chunk and what it imports, less what the page loads already", () => {
    const index = '<script type="module" src="/assets/index-1.js"></script><link href="/assets/api-1.js">';
    const preloads = routePreloads(webRoot, index);
    expect(preloads('/login')).toEqual(['/assets/login-page-1.js', '/assets/zod-1.js']);
    expect(modulepreloadLinks(preloads('/login'))).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/zod-1.js">',
    );
    expect(preloads('/nowhere')).toEqual([]);
    expect(preloads('/consultant/client/c1/outfits/create')).toEqual([]);
    expect(
      ROUTE_MODULES.find((route) => route.path.test('/consultant/client/c1/outfits/create'))?.modules,
    ).toContain('features/client-file/outfit-editor/outfit-editor-page.tsx');
  });
});
