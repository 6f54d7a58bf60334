import { Hono, type Context } from 'hono';
import {
  availabilitySchema,
  bookSessionSchema,
  moveAppointmentSchema,
  proposeAppointmentSchema,
  slotsQuerySchema,
} from '~/domain/appointments';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { appointmentsService } from './service';

const appointmentId = (c: Context) => uuidOr404(c.req.param('id'), 'appointment');
const clientPackageId = (c: Context) => uuidOr404(c.req.param('id'), 'clientPackage');

/** 'Rendez-vous': her hours, the free slots, sessions booked, moved and cancelled, and each one's .ics. */
export function appointmentsRoutes(deps: FeatureDeps, auth: Auth) {
  const service = appointmentsService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);
  const consultant = [session, requireRole('consultant')] as const;

  app.get('/me/availability', ...consultant, async (c) => c.json(await service.availability(c.var.user)));

  app.put('/me/availability', ...consultant, validate('json', availabilitySchema), async (c) =>
    c.json(await service.saveAvailability(c.var.user, c.req.valid('json'))),
  );

  app.get('/me/slots', ...consultant, validate('query', slotsQuerySchema), async (c) =>
    c.json(await service.ownSlots(c.var.user, c.req.valid('query'))),
  );

  app.get('/me/appointments', session, async (c) => c.json(await service.list(c.var.user)));

  app.get('/clients/:clientId/appointments', session, async (c) =>
    c.json(await service.listOfClient(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.post(
    '/clients/:clientId/appointments',
    session,
    validate('json', proposeAppointmentSchema),
    async (c) => {
      const { appointment, created } = await service.propose(
        c.var.user,
        clientIdOr404(c.req.param('clientId')),
        c.req.valid('json'),
      );
      return c.json(appointment, created ? 201 : 200);
    },
  );

  app.get('/client-packages/:id/slots', session, validate('query', slotsQuerySchema), async (c) =>
    c.json(await service.packageSlots(c.var.user, clientPackageId(c), c.req.valid('query'))),
  );

  app.post('/client-packages/:id/appointments', session, validate('json', bookSessionSchema), async (c) => {
    const { appointment, created } = await service.bookSession(
      c.var.user,
      clientPackageId(c),
      c.req.valid('json'),
    );
    return c.json(appointment, created ? 201 : 200);
  });

  app.get('/appointments/:id', session, async (c) => c.json(await service.get(c.var.user, appointmentId(c))));

  app.get('/appointments/:id/ics', session, async (c) => {
    const body = await service.invitation(c.var.user, appointmentId(c));
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="rendez-vous.ics"',
      'cache-control': 'private, no-store',
    });
  });

  app.post('/appointments/:id/move', session, validate('json', moveAppointmentSchema), async (c) =>
    c.json(await service.move(c.var.user, appointmentId(c), c.req.valid('json').startsAt)),
  );

  app.post('/appointments/:id/cancel', session, async (c) =>
    c.json(await service.cancel(c.var.user, appointmentId(c))),
  );

  app.post('/appointments/:id/waive', session, async (c) =>
    c.json(await service.waive(c.var.user, appointmentId(c))),
  );

  return app;
}
