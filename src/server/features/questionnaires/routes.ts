import { Hono } from 'hono';
import { answersPatchSchema, sendQuestionnaireSchema } from '~/domain/questionnaire';
import { questionnaireTemplateSchema } from '~/domain/questionnaire-template';
import type { Auth } from '../../auth/auth';
import { requireRole, requireSession, type AuthEnv } from '../../auth/guards';
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
  const consultant = [session, requireRole('consultant')] as const;

  // Her own questions ('Mes questions'): hers alone, so no client file's access is asked.
  app.get('/me/questionnaire-template', ...consultant, async (c) =>
    c.json(await service.template(c.var.user)),
  );

  app.put(
    '/me/questionnaire-template',
    ...consultant,
    validate('json', questionnaireTemplateSchema),
    async (c) => c.json(await service.saveTemplate(c.var.user, c.req.valid('json').questions)),
  );

  app.delete('/me/questionnaire-template', ...consultant, async (c) =>
    c.json(await service.resetTemplate(c.var.user)),
  );

  app.post(
    '/clients/:clientId/questionnaire',
    session,
    validate('json', sendQuestionnaireSchema),
    async (c) =>
      c.json(
        await service.send(c.var.user, clientIdOr404(c.req.param('clientId')), c.req.valid('json').template),
        201,
      ),
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
