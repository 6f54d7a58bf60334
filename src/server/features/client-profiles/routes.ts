import { Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_MESSAGES } from '~/domain/clients';
import type { Gender } from '~/domain/genders';
import {
  clientProfileSchema,
  measurementHistoryQuerySchema,
  onboardingSchema,
  type MeasurementSnapshot,
} from '~/domain/measurements';
import type { Auth } from '../../auth/auth';
import { requireConsent, requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { areLinked } from '../../db/queries';
import { notFound } from '../../http/errors';
import { decodeCursor, toPage } from '../../http/keyset-cursor';
import { validate } from '../../http/validate';
import { clientProfilesRepository } from './repository';

type HistoryRow = Awaited<ReturnType<ReturnType<typeof clientProfilesRepository>['history']>>[number];

/** The signed-in client's own measurements (`null` until onboarding is done), and their history. */
export function clientProfilesRoutes(deps: AppDeps, auth: Auth) {
  const repo = clientProfilesRepository(deps.db);
  const app = new Hono<AuthEnv>();
  const client = [requireSession(auth), requireRole('client')] as const;

  app.get('/me/client-profile', ...client, async (c) => c.json({ profile: await repo.find(c.var.user.id) }));

  /** Onboarding: the measurements and the consent to keep them (the schema refuses them without it). */
  app.post('/me/client-profile', ...client, validate('json', onboardingSchema), async (c) => {
    await repo.upsert(c.var.user.id, c.req.valid('json'), c.var.user.id, { consenting: true });
    return c.json({ profile: await repo.find(c.var.user.id) }, 201);
  });

  app.put(
    '/me/client-profile',
    ...client,
    requireConsent(deps.db),
    validate('json', clientProfileSchema),
    async (c) => {
      await repo.upsert(c.var.user.id, c.req.valid('json'), c.var.user.id);
      return c.json({ profile: await repo.find(c.var.user.id) });
    },
  );

  /** How the client's measurements moved: for the client herself and the consultants who follow her. */
  app.get(
    '/clients/:clientId/measurements/history',
    requireSession(auth),
    validate('query', measurementHistoryQuerySchema),
    async (c) => {
      const clientId = c.req.param('clientId');
      const viewer = c.var.user;
      const allowed =
        z.uuid().safeParse(clientId).success &&
        (viewer.id === clientId ||
          (viewer.role === 'consultant' && (await areLinked(deps.db, viewer.id, clientId))));
      if (!allowed) throw notFound(CLIENT_MESSAGES.notFound);
      const query = c.req.valid('query');
      const after = decodeCursor(query.cursor);
      const rows = await repo.history(clientId, { after, limit: query.limit + 1 });
      return c.json(
        toPage(rows, query.limit, (row) => ({ at: row.entry.createdAt, id: row.entry.id }), toSnapshot),
      );
    },
  );

  return app;
}

function toSnapshot({ entry, changedByRole }: HistoryRow): MeasurementSnapshot {
  return {
    id: entry.id,
    changedAt: entry.createdAt.toISOString(),
    changedBy: changedByRole === 'client' || changedByRole === 'consultant' ? changedByRole : null,
    gender: entry.gender as Gender | null,
    age: entry.age,
    height: entry.height,
    weight: entry.weight,
    bustSize: entry.bustSize,
    shoulderWidth: entry.shoulderWidth,
    waistSize: entry.waistSize,
    hipSize: entry.hipSize,
  };
}
