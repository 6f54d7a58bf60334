import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ClientProfile } from '~/domain/measurements';
import { withPageData, type PageData } from '~/domain/page-data';
import type { Me } from '~/domain/profile';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '~/domain/public-config';
import { describeSilhouette, silhouetteSource } from '~/domain/silhouette';
import type { ClientSummary } from '~/domain/clients';
import { escapeHtml } from './escape-html';
import { fillOutfitEditor } from './outfit-editor-page';
import { modulepreloadLinks, routePreloads } from './route-preloads';

/** Vite names these files by their content hash, so a new build never reuses a name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** favicon, illustrations: stable names that may still change with a release. */
const PUBLIC_FILE = 'public, max-age=86400';
/** The page that names the current build's assets: revalidated on every load. */
const APP_PAGE = 'no-cache';

/** The list of scripts public/after-paint.js preloads, as a prerendered app page names it. */
const AFTER_PAINT_PRELOADS = /(?<=data-preload=")[^"]*/;

/** Where Vite writes its manifest in the web root: for the server, never for browsers. */
const VITE_FOLDER = '/.vite/';

/** App pages the build prerenders, by path. */
const PRERENDERED_APP_PAGES: Record<string, string> = { '/login': 'login.html' };

/** Better Auth's session cookie (src/server/auth/auth.ts: cookiePrefix 'atelier'), __Secure- over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?atelier\.session_token=[^;\s]/;
/** Where the prerendered client's dashboard has the loading state of her silhouette (scripts/prerender-pages.ts). */
const SILHOUETTE_SLOT = /<!--silhouette-->[\s\S]*?<!--\/silhouette-->/;
/** A page made for one signed-in user: never kept by a shared cache. */
const PRIVATE_APP_PAGE = 'private, no-cache';

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
  const prerendered = (path: string, file: string) => {
    const html = existsSync(join(webRoot, file)) ? readFileSync(join(webRoot, file), 'utf8') : null;
    return html?.replace(AFTER_PAINT_PRELOADS, (attribute) =>
      [...new Set([...attribute.split(' '), ...preloadsFor(path)])].filter(Boolean).join(' '),
    );
  };
  for (const [path, file] of Object.entries(PRERENDERED_APP_PAGES)) {
    const html = prerendered(path, file);
    if (!html) continue;
    app.get(path, (c) => {
      c.header('cache-control', APP_PAGE);
      return c.html(html);
    });
  }
  // The client's dashboard home, prerendered the same way: her frame and the page's loading state, with her
  // silhouette (the page's largest element) filled in here, so that it paints before the app's scripts have run.
  // Anyone else (signed out, a consultant, a client yet to answer the onboarding) gets index.html, and the app
  // sends them on.
  const clientDashboard = prerendered('/client/dashboard', 'client-dashboard.html');
  if (clientDashboard) {
    app.get('/client/dashboard', async (c, next) => {
      const cookie = sessionCookieOf(c);
      const answers =
        cookie &&
        (await askApi<[Me, { profile: ClientProfile | null }]>(app, cookie, [
          '/api/me',
          '/api/me/client-profile',
        ]));
      const profile = answers && answers[1].profile;
      if (!answers || !profile) return next();
      const data: PageData = { me: answers[0], clientProfile: profile };
      c.header('cache-control', PRIVATE_APP_PAGE);
      return c.html(
        withPageData(
          clientDashboard.replace(SILHOUETTE_SLOT, () => silhouetteImage(profile)),
          data,
        ),
      );
    });
  }
  // The outfit editor on a client's file, prerendered the same way (its frame, the board with the silhouette, the
  // form, the garments' loading state), with the client's details put in here. Its largest element, the board's
  // silhouette, so paints before the app's scripts have run. A revision (`?revise=`) starts from a saved outfit,
  // which the app loads: that page, and anyone but the client's consultant, get index.html.
  const outfitEditor = prerendered('/consultant/client/-/outfits/create', 'outfit-editor.html');
  if (outfitEditor) {
    app.get('/consultant/client/:clientId/outfits/create', async (c, next) => {
      const cookie = sessionCookieOf(c);
      if (!cookie || new URL(c.req.url).search) return next();
      const answers = await askApi<[Me, ClientSummary]>(app, cookie, [
        '/api/me',
        `/api/clients/${encodeURIComponent(c.req.param('clientId'))}`,
      ]);
      if (answers?.[0].role !== 'consultant') return next();
      const [me, client] = answers;
      const data: PageData = { me, client };
      c.header('cache-control', PRIVATE_APP_PAGE);
      return c.html(withPageData(fillOutfitEditor(outfitEditor, client), data));
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
  app.get('*', cacheWhenFound(PUBLIC_FILE), files);
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

/** The session cookie of a request that carries one, else null. */
function sessionCookieOf(c: Context): string | null {
  const cookie = c.req.header('cookie');
  return cookie && SESSION_COOKIE.test(cookie) ? cookie : null;
}

/**
 * The API's answers to these GET requests, asked in-process as the app would ask them, with the visitor's cookie,
 * so that its checks decide what a page may show; null unless every one of them succeeded.
 */
async function askApi<T extends unknown[]>(app: Hono, cookie: string, paths: string[]): Promise<T | null> {
  try {
    const responses = await Promise.all(paths.map((path) => app.request(path, { headers: { cookie } })));
    if (!responses.every((response) => response.ok)) return null;
    return (await Promise.all(responses.map((response) => response.json()))) as T;
  } catch {
    return null;
  }
}

/** What src/web/components/silhouette-figure.tsx renders on the dashboard, the same to the byte. */
function silhouetteImage(profile: ClientProfile): string {
  const { gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize } = profile;
  const src = silhouetteSource({ gender, height, weight, bustSize, shoulderWidth, waistSize, hipSize });
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(describeSilhouette(profile))}" class="size-full" draggable="false"/>`;
}

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
