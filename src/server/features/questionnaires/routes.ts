import { Hono } from 'hono';
import { answersPatchSchema, sendQuestionnaireSchema } from '~/domain/questionnaire';
import type { Auth } from '../../auth/auth';
import { requireSession, type AuthEnv } from '../../auth/guards';
import type { FeatureDeps } from '../../deps';
import { clientIdOr404, uuidOr404 } from '../../http/path-id';
import { validate } from '../../http/validate';
import { questionnairesService } from './service';

const questionnaireId = (id: string | undefined) => uuidOr404(id, 'questionnaire');

/** The style questionnaire, for the client (her own id) and the consultants following her. */
export function questionnairesRoutes(deps: FeatureDeps, auth: Auth) {
  const service = questionnairesService(deps);
  const app = new Hono<AuthEnv>();
  const session = requireSession(auth);

  app.post(
    '/clients/:clientId/questionnaire',
    session,
    validate('json', sendQuestionnaireSchema),
    async (c) => c.json(await service.send(c.var.user, clientIdOr404(c.req.param('clientId'))), 201),
  );

  app.get('/clients/:clientId/questionnaire', session, async (c) =>
    c.json(await service.forClient(c.var.user, clientIdOr404(c.req.param('clientId')))),
  );

  app.patch('/questionnaires/:id/answers', session, validate('json', answersPatchSchema), async (c) =>
    c.json(await service.answer(c.var.user, questionnaireId(c.req.param('id')), c.req.valid('json').answers)),
  );

  app.post('/questionnaires/:id/finish', session, async (c) =>
    c.json(await service.finish(c.var.user, questionnaireId(c.req.param('id')))),
  );

  return app;
}
