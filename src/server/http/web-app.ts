import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '~/domain/public-config';
import { modulepreloadLinks, routePreloads } from './route-preloads';

/** Vite names these files by their content hash, so a new build never reuses a name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** favicon, illustrations: stable names that may still change with a release. */
const PUBLIC_FILE = 'public, max-age=86400';
/** The page that names the current build's assets: revalidated on every load. */
const APP_PAGE = 'no-cache';

/** The list of scripts public/after-paint.js preloads, as a prerendered app page names it. */
const AFTER_PAINT_PRELOADS = /(?<=data-preload=")[^"]*/;

/** App pages the build prerenders, by path. */
const PRERENDERED_APP_PAGES: Record<string, string> = { '/login': 'login.html' };

/**
 * Serves the built web app: hashed assets, public files, and index.html for every other path
 * (deep links such as /client/dashboard/wardrobe load the app, which routes them).
 */
export function mountWebApp(app: Hono, webRoot: string, publicConfig: PublicConfig = DEFAULT_PUBLIC_CONFIG) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const landingHtml = readLanding(join(webRoot, 'landing.html'), publicConfig);
  const preloadsFor = routePreloads(webRoot, indexHtml);
  const notFound = (c: Context) => {
    c.header('cache-control', 'no-store');
    return c.text('Not found', 404);
  };

  // The landing page, prerendered at build time: no app JavaScript to download before it paints.
  if (landingHtml) {
    app.get('/', (c) => {
      c.header('cache-control', APP_PAGE);
      return c.html(landingHtml);
    });
  }
  // Pages prerendered with the app (scripts/prerender-pages.ts): they paint, then public/after-paint.js loads the
  // app's scripts, the page's own chunks among them.
  for (const [path, file] of Object.entries(PRERENDERED_APP_PAGES)) {
    const html = existsSync(join(webRoot, file)) ? readFileSync(join(webRoot, file), 'utf8') : null;
    if (!html) continue;
    const withChunks = html.replace(AFTER_PAINT_PRELOADS, (attribute) =>
      [...new Set([...attribute.split(' '), ...preloadsFor(path)])].filter(Boolean).join(' '),
    );
    app.get(path, (c) => {
      c.header('cache-control', APP_PAGE);
      return c.html(withChunks);
    });
  }
  // Source maps would publish the sources; they stay on the server's disk.
  app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? notFound(c) : next()));
  // An asset missing after a redeploy must fail as such, not load index.html as a script.
  // `precompressed`: the build's .br and .gz beside each file, chosen by Accept-Encoding (with Vary).
  const files = serveStatic({ root: webRoot, precompressed: true });
  app.get('/assets/*', cacheWhenFound(HASHED_ASSET), files, notFound);
  app.get('*', cacheWhenFound(PUBLIC_FILE), files);
  // Vite's manifest is for the server, not for browsers.
  app.get('/.vite/*', notFound);
  app.get('*', (c) => {
    c.header('cache-control', APP_PAGE);
    return c.html(indexHtml.replace('</head>', `${modulepreloadLinks(preloadsFor(c.req.path))}</head>`));
  });
}

/**
 * The prerendered landing page (scripts/prerender-pages.ts) with this server's labs link and contact address
 * in place of the defaults it was rendered with; null when the build made none.
 */
function readLanding(file: string, config: PublicConfig): string | null {
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .replaceAll(escapeHtml(DEFAULT_PUBLIC_CONFIG.labsUrl), escapeHtml(config.labsUrl))
    .replaceAll(escapeHtml(DEFAULT_PUBLIC_CONFIG.contactEmail), escapeHtml(config.contactEmail));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** serveStatic builds its response before its onFound hook runs, so headers are added after it. */
function cacheWhenFound(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) {
      const isPage = c.res.headers.get('content-type')?.startsWith('text/html');
      c.header('cache-control', isPage ? APP_PAGE : cacheControl);
    }
  };
}
