import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { pageStateScript } from '~/domain/page-data';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '~/domain/public-config';
import type { ApiTransport, DrawnPage, PageRenderer } from '~/domain/drawn-page';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  readTimeZoneCookie,
  TIME_ZONE_COOKIE,
  TIME_ZONE_META,
  timeZoneCookieValue,
  zoneOffsets,
} from '~/domain/time-zone';
import { escapeHtml } from './escape-html';
import { requestHeader } from './node-headers';
import { modulepreloadLinks, routePreloads } from './route-preloads';

/** Vite names these files by their content hash, so a new build never reuses a name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** favicon, illustrations: stable names that may still change with a release. */
const PUBLIC_FILE = 'public, max-age=86400';
/** The page that names the current build's assets: revalidated on every load. */
const APP_PAGE = 'no-cache';

/** Where Vite writes its manifest in the web root: for the server, never for browsers. */
const VITE_FOLDER = '/.vite/';

/** A page drawn for one signed-in visitor: never kept by a shared cache. */
const PRIVATE_APP_PAGE = 'private, no-cache';
const EMPTY_ROOT = '<div id="root"></div>';
/** The entry script as Vite writes it into index.html, and the modules it preloads. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export type WebAppOptions = {
  /** This deployment's links, put in the prerendered landing page. */
  publicConfig?: PublicConfig;
  drawPage?: PageRenderer;
  logger: Logger;
};

/** The page renderer the build made beside this web root (src/web/entry-server.tsx, built to `<web root>-ssr`). */
export async function loadPageRenderer(webRoot: string): Promise<PageRenderer | undefined> {
  const file = `${webRoot}-ssr/entry-server.js`;
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { drawPage: PageRenderer }).drawPage;
}

/**
 * Serves the built web app: hashed assets, public files, the landing page prerendered at build time, and every
 * other path as a screen of the app, drawn here for its visitor when the build made a page renderer (decision
 * record 0051), else index.html for the browser to draw (deep links such as /client/dashboard/wardrobe load the
 * app, which routes them).
 */
export function mountWebApp(
  app: Hono,
  webRoot: string,
  { publicConfig = DEFAULT_PUBLIC_CONFIG, drawPage, logger }: WebAppOptions,
) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const landingHtml = readLanding(join(webRoot, 'landing.html'), publicConfig);
  const preloadsFor = routePreloads(webRoot, indexHtml);
  const drawnPage = drawPage && drawnPageTemplate(indexHtml);
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
  // Source maps would publish the sources, and Vite's manifest (read above for the preloads) the build's whole
  // layout: both are refused here, before the static files below could serve them.
  app.get('*', async (c, next) =>
    c.req.path.endsWith('.map') || c.req.path.startsWith(VITE_FOLDER) ? notFound(c) : next(),
  );
  // An asset missing after a redeploy must fail as such, not load index.html as a script.
  // `precompressed`: the build's .br and .gz beside each file, chosen by Accept-Encoding (with Vary).
  const files = serveStatic({ root: webRoot, precompressed: true });
  app.get('/assets/*', cacheWhenFound(HASHED_ASSET), files, notFound);
  // The service worker and the manifest name the build's assets: a new release must reach the installed app.
  app.get('/sw.js', cacheWhenFound(APP_PAGE), files, notFound);
  app.get('/manifest.webmanifest', cacheWhenFound(APP_PAGE), files, notFound);
  app.get('*', cacheWhenFound(PUBLIC_FILE), files);
  app.get('*', async (c) => {
    const timeZone = timeZoneOf(c);
    const drawn = drawPage && drawnPage && (await drawFor(c, app, drawPage, timeZone, logger));
    if (drawn?.kind === 'redirect') {
      c.header('cache-control', 'no-store');
      return c.redirect(drawn.location, 302);
    }
    if (drawn?.kind === 'page') {
      c.header('cache-control', requestHeader(c, 'cookie') ? PRIVATE_APP_PAGE : APP_PAGE);
      c.status(drawn.status as ContentfulStatusCode);
      return c.html(drawnPage!(drawn, preloadsFor(c.req.path), timeZone));
    }
    c.header('cache-control', APP_PAGE);
    return c.html(
      indexHtml.replace('</head>', () => `${modulepreloadLinks(preloadsFor(c.req.path))}</head>`),
    );
  });
}

/**
 * This request's screen, drawn with the API's answers to the visitor (their cookie, their address for the rate
 * limits); nothing when drawing failed, and the browser draws it.
 */
async function drawFor(
  c: Context,
  app: Hono,
  drawPage: PageRenderer,
  timeZone: string,
  logger: Logger,
): Promise<DrawnPage | undefined> {
  const cookie = requestHeader(c, 'cookie');
  const askApi: ApiTransport = (path, init) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return Promise.resolve(app.request(path, { ...init, headers }, c.env));
  };
  try {
    return await drawPage(c.req.url, askApi, timeZone);
  } catch (error) {
    // Not the path: it may carry an invitation's token.
    logger.warn({ err: error }, 'page not drawn on the server');
    return undefined;
  }
}

/** The zone the visitor's browser shows times in, as it last told (src/web/lib/time-zone.ts). */
function timeZoneOf(c: Context): string {
  const cookie = getCookie(c, TIME_ZONE_COOKIE);
  const zone = cookie && readTimeZoneCookie(cookie).name;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * index.html as a drawn page: the screen in its root, the answers it was drawn with in its head for the app to
 * start from (src/web/main.tsx), and the app's scripts loaded once it has painted (public/after-paint.js), the
 * screen's own chunks among them, so a slow phone spends its bandwidth on the page first; and the zone its times
 * were drawn in, which a browser in that zone takes for its own without asking Intl (src/web/lib/time-zone.ts).
 */
function drawnPageTemplate(indexHtml: string) {
  const entryUrl = indexHtml.match(ENTRY_SCRIPT)?.[1];
  const preloads = [...indexHtml.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  if (!entryUrl || !indexHtml.includes(EMPTY_ROOT))
    throw new Error('index.html does not have the expected shape');
  const template = indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULEPRELOAD, '');
  return (page: Extract<DrawnPage, { kind: 'page' }>, routeChunks: string[], timeZone: string) => {
    const scripts = [...new Set([...preloads, ...routeChunks])].join(' ');
    const drawnIn = timeZoneCookieValue(timeZone, zoneOffsets(timeZone, new Date().getFullYear()));
    const head =
      `<meta name="${TIME_ZONE_META}" content="${escapeHtml(drawnIn)}">` +
      `<script type="module" src="/after-paint.js" data-entry="${entryUrl}" data-preload="${scripts}"></script>` +
      pageStateScript(page.state);
    return template
      .replace('</head>', () => `${head}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
  };
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

/** serveStatic builds its response before its onFound hook runs, so headers are added after it. */
function cacheWhenFound(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A page drawn for its visitor (below these files) says itself how it may be kept.
    if (c.res.ok && !c.res.headers.has('cache-control')) {
      const isPage = c.res.headers.get('content-type')?.startsWith('text/html');
      c.header('cache-control', isPage ? APP_PAGE : cacheControl);
    }
  };
}
