import { Hono } from 'hono';
import {
  calendarDay,
  capsuleDaySchema,
  capsulePackedSchema,
  createCapsuleSchema,
  updateCapsuleSchema,
} from '~/domain/capsules';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { AppError } from '../../errors';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { capsulesService } from './service';

const capsuleId = (id: string | undefined) => uuidOr404(id, 'capsule');
/** A day of the path that is no calendar day is outside any trip. */
const dayOf = (day: string | undefined) => {
  if (!calendarDay.safeParse(day).success) throw new AppError('DAY_OUTSIDE_TRIP');
  return day!;
};

/** Capsules and travel cases, for the client and the consultants following her alike (the access module decides). */
export function capsulesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = capsulesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.get('/clients/:clientId/capsules', session, async (c) =>
    c.json(await service.list(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.post('/clients/:clientId/capsules', session, validate('json', createCapsuleSchema), async (c) =>
    c.json(
      await service.create(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json')),
      201,
    ),
  );

  app.get('/capsules/:capsuleId', session, async (c) =>
    c.json(await service.get(c.var.user, capsuleId(c.req.param('capsuleId')))),
  );

  app.patch('/capsules/:capsuleId', session, validate('json', updateCapsuleSchema), async (c) =>
    c.json(await service.update(c.var.user, capsuleId(c.req.param('capsuleId')), c.req.valid('json'))),
  );

  app.delete('/capsules/:capsuleId', session, async (c) => {
    await service.remove(c.var.user, capsuleId(c.req.param('capsuleId')));
    return c.body(null, 204);
  });

  /** What the pickers offer: her pieces, the open proposals made to her, her looks for a day. */
  app.get('/capsules/:capsuleId/choices', session, async (c) =>
    c.json(await service.choices(c.var.user, capsuleId(c.req.param('capsuleId')))),
  );

  app.put('/capsules/:capsuleId/items/:itemId', session, async (c) =>
    c.json(
      await service.addPiece(
        c.var.user,
        capsuleId(c.req.param('capsuleId')),
        uuidOr404(c.req.param('itemId')),
      ),
    ),
  );

  /** The packing checklist's tick: `{ packed }` sets it (twice the same is the same). */
  app.patch('/capsules/:capsuleId/items/:itemId', session, validate('json', capsulePackedSchema), async (c) =>
    c.json(
      await service.setPacked(
        c.var.user,
        capsuleId(c.req.param('capsuleId')),
        uuidOr404(c.req.param('itemId')),
        c.req.valid('json').packed,
      ),
    ),
  );

  app.delete('/capsules/:capsuleId/items/:itemId', session, async (c) => {
    await service.removePiece(
      c.var.user,
      capsuleId(c.req.param('capsuleId')),
      uuidOr404(c.req.param('itemId')),
    );
    return c.body(null, 204);
  });

  app.put('/capsules/:capsuleId/days/:day', session, validate('json', capsuleDaySchema), async (c) =>
    c.json(
      await service.setDay(
        c.var.user,
        capsuleId(c.req.param('capsuleId')),
        dayOf(c.req.param('day')),
        c.req.valid('json'),
      ),
    ),
  );

  app.delete('/capsules/:capsuleId/days/:day', session, async (c) => {
    await service.removeDay(c.var.user, capsuleId(c.req.param('capsuleId')), dayOf(c.req.param('day')));
    return c.body(null, 204);
  });

  return app;
}
