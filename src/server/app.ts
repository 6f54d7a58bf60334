import { Hono, type Context } from 'hono';
import { accessCheckedBus, createAccess } from './access/access';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import type { AppDeps, FeatureDeps } from './deps';
import { diagnosisPalette } from './features/diagnosis/palette';
import { consentRoutes } from './features/consent/routes';
import { clientProfilesRoutes } from './features/client-profiles/routes';
import { captureRoutes } from './features/wardrobe/capture/routes';
import { clientNotesRoutes } from './features/client-notes/routes';
import { clientsRoutes } from './features/clients/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { diagnosisRoutes } from './features/diagnosis/routes';
import { proposalsRoutes } from './features/proposals/routes';
import { enhanceRoutes } from './features/enhance/routes';
import { messagesRoutes } from './features/messages/routes';
import { createNotifier } from './features/notifications/notifier';
import { notificationsRoutes } from './features/notifications/routes';
import { businessRoutes } from './features/business/routes';
import { documentsRoutes } from './features/documents/routes';
import { colourAnalysisRoutes } from './features/colour-analysis/routes';
import { outfitIdeasRoutes } from './features/outfit-ideas/routes';
import { questionnairesRoutes } from './features/questionnaires/routes';
import { questionnairesService } from './features/questionnaires/service';
import { wardrobeSortsRoutes } from './features/wardrobe-sorts/routes';
import { capsulesRoutes } from './features/capsules/routes';
import { invoicesRoutes } from './features/invoices/routes';
import { quotesRoutes } from './features/invoices/quotes-routes';
import { appointmentsRoutes } from './features/appointments/routes';
import { wardrobeSortsService } from './features/wardrobe-sorts/service';
import { outfitsRoutes } from './features/outfits/routes';
import { invitesRoutes } from './features/invites/routes';
import { invitesService } from './features/invites/service';
import { linksRoutes } from './features/links/routes';
import { profilesRoutes } from './features/profiles/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { wardrobeRoutes } from './features/wardrobe/routes';
import { calendarFeedRoutes, wearCalendarRoutes } from './features/wear-calendar/routes';
import { answerError, errorResponse } from './http/error-response';
import { AppError } from './errors';
import { capRequestBodies, takesUpload } from './http/protection/body-size';
import { refuseForeignOrigins, SAFE_METHODS } from './http/protection/origin';
import { limitPerAddress, RATE_LIMITS } from './http/protection/rate-limits';
import { noStoreByDefault } from './http/protection/no-store';
import { rejectNulBytes } from './http/protection/nul-bytes';
import { requestLog } from './http/request-log';
import type { PageRenderer } from '~/domain/drawn-page';
import { mountWebApp } from './http/web-app';

export type AppOptions = {
  /** Folder of the built web app; when set, its files are served with a fallback to index.html. */
  webRoot?: string;
  /** Draws the app's screens on the server (src/web/entry-server.tsx); without it, the browser draws them. */
  drawPage?: PageRenderer;
};

/** Composes the feature routers. No I/O happens here, so tests call `app.request()` directly. */
export function createApp(appDeps: AppDeps, options: AppOptions = {}) {
  // Every event a feature publishes reaches only those of its recipients the access module lets see it. The
  // other dependencies are read through to `appDeps` (not copied), so a test that swaps one is still heard.
  const realtime = accessCheckedBus(appDeps.realtime, createAccess(appDeps.db));
  const deps: FeatureDeps = Object.create(appDeps, {
    realtime: { value: realtime, enumerable: true },
  });
  deps.palette = diagnosisPalette(deps);
  deps.notifier = createNotifier(deps);
  const sorts = wardrobeSortsService(deps);
  deps.sortReports = { latestFinished: (clientId) => sorts.latestFinishedReport(clientId) };
  const questionnaires = questionnairesService(deps);
  deps.questionnaires = {
    sendOnJoining: async (consultantId, clientId) => {
      await questionnaires.send({ id: consultantId }, clientId);
    },
  };
  const auth = createAuth(deps);
  const app = new Hono();

  app.use('*', requestLog(deps.logger));
  // Answers are compressed by the Node server's response, through zlib, not here: src/server/http/compression.ts
  // (decision record 47). Built assets come precompressed (br, gzip) and are left alone, as are images.
  // Security headers are set on the Node response, before the app: src/server/http/security-headers.ts.

  // Domain errors get their code's status; anything else is logged with the request's line, under `err`.
  app.onError(answerError);

  // Every API route, present and future, inherits these: no caching unless the route says otherwise (first, so
  // that refusals get it too), same-site writes only, capped bodies, rate limits.
  const { rateLimiter, config } = deps;
  const isWrite = (c: Context) => !SAFE_METHODS.has(c.req.method);
  app.use(
    '/api/*',
    noStoreByDefault(),
    refuseForeignOrigins(config.trustedOrigins),
    capRequestBodies(),
    limitPerAddress(rateLimiter, RATE_LIMITS.writes, config, isWrite),
    limitPerAddress(rateLimiter, RATE_LIMITS.uploads, config, (c) => isWrite(c) && takesUpload(c)),
    // After the body cap: it reads JSON and form bodies whole.
    rejectNulBytes(),
  );

  app.route('/api/auth', authRoutes(deps, auth, invitesService(deps)));
  app.route('/api', publicConfigRoutes(deps));
  app.route('/api', profilesRoutes(deps, auth));
  app.route('/api', clientProfilesRoutes(deps, auth));
  app.route('/api', consentRoutes(deps, auth));
  app.route('/api', invitesRoutes(deps, auth));
  app.route('/api', clientsRoutes(deps, auth));
  app.route('/api', clientNotesRoutes(deps, auth));
  app.route('/api', linksRoutes(deps, auth));
  app.route('/api', diagnosisRoutes(deps, auth));
  app.route('/api', proposalsRoutes(deps, auth));
  app.route('/api', dataExportRoutes(deps, auth));
  app.route('/api', wardrobeRoutes(deps, auth));
  app.route('/api', captureRoutes(deps, auth));
  app.route('/api', enhanceRoutes(deps, auth));
  app.route('/api', outfitsRoutes(deps, auth));
  app.route('/api', messagesRoutes(deps, auth));
  app.route('/api', notificationsRoutes(deps, auth));
  app.route('/api', wardrobeSortsRoutes(deps, auth));
  app.route('/api', capsulesRoutes(deps, auth));
  app.route('/api', businessRoutes(deps, auth));
  app.route('/api', invoicesRoutes(deps, auth));
  app.route('/api', quotesRoutes(deps, auth));
  app.route('/api', appointmentsRoutes(deps, auth));
  app.route('/api', documentsRoutes(deps, auth));
  app.route('/api', questionnairesRoutes(deps, auth));
  app.route('/api', colourAnalysisRoutes(deps, auth));
  app.route('/api', outfitIdeasRoutes(deps, auth));
  app.route('/api', wearCalendarRoutes(deps, auth));
  app.all('/api/*', (c) => errorResponse(c, new AppError('NOT_FOUND')));

  // Her calendar feed, read by calendar apps without a session (the secret in the address is the key): outside
  // /api, so it gets its defences here (reads only, so no origin check or body cap to apply): no-store on its
  // refusals (the feed sets its own short private caching), a rate limit per address against guessing.
  app.use('/calendar/*', noStoreByDefault(), limitPerAddress(rateLimiter, RATE_LIMITS.calendarFeeds, config));
  app.route('/', calendarFeedRoutes(deps));

  if (options.webRoot) {
    mountWebApp(app, options.webRoot, {
      publicConfig: { labsUrl: config.labsUrl, contactEmail: config.contactEmail },
      drawPage: options.drawPage,
      logger: deps.logger,
    });
  }
  return app;
}
