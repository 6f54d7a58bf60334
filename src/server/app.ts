import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { MESSAGES } from '~/domain/errors';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import type { AppDeps } from './deps';
import { clientProfilesRoutes } from './features/client-profiles/routes';
import { clientsRoutes } from './features/clients/routes';
import { enhanceRoutes } from './features/enhance/routes';
import { messagesRoutes } from './features/messages/routes';
import { outfitsRoutes } from './features/outfits/routes';
import { invitesRoutes } from './features/invites/routes';
import { profilesRoutes } from './features/profiles/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { wardrobeRoutes } from './features/wardrobe/routes';
import { HttpError, errorBody, notFound, sendError } from './http/errors';

export type AppOptions = {
  /** Folder of the built web app; when set, its files are served with a fallback to index.html. */
  webRoot?: string;
};

/** Composes the feature routers. No I/O happens here, so tests call `app.request()` directly. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const auth = createAuth(deps);
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    // Hono's own 4xx, e.g. a malformed JSON body reaching a validator.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody('INVALID_INPUT', MESSAGES.invalidInput), error.status);
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('INTERNAL', MESSAGES.unexpected), 500);
  });

  app.route('/api/auth', authRoutes(auth));
  app.route('/api', publicConfigRoutes(deps));
  app.route('/api', profilesRoutes(deps, auth));
  app.route('/api', clientProfilesRoutes(deps, auth));
  app.route('/api', invitesRoutes(deps, auth));
  app.route('/api', clientsRoutes(deps, auth));
  app.route('/api', wardrobeRoutes(deps, auth));
  app.route('/api', enhanceRoutes(deps, auth));
  app.route('/api', outfitsRoutes(deps, auth));
  app.route('/api', messagesRoutes(deps, auth));
  app.all('/api/*', (c) => sendError(c, notFound()));

  if (options.webRoot) mountWebApp(app, options.webRoot);
  return app;
}

function mountWebApp(app: Hono, webRoot: string) {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`Web app not built: ${indexFile} is missing (run npm run build)`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: webRoot }));
  // Deep links (/client/dashboard/wardrobe...) load the app, which routes them or shows its 404 page.
  app.get('*', (c) => c.html(indexHtml));
}
