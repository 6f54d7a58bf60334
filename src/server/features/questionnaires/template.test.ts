import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, type Question, type Questionnaire } from '~/domain/questionnaire';
import type { QuestionnaireTemplate } from '~/domain/questionnaire-template-texts';
import { consultantClients, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, confirmEmail, signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const TEMPLATE = '/api/me/questionnaire-template';

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Martin' });
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

const put = (user: TestUser, questions: unknown) =>
  user.request(TEMPLATE, { method: 'PUT', json: { questions } });

const byId = (id: string) => DEFAULT_QUESTIONS.find((question) => question.id === id)!;

/** The default, with a label changed, 'brands' gone, 'comfort' first and two questions of her own. */
const edited = (): Question[] => [
  byId('comfort'),
  ...DEFAULT_QUESTIONS.filter((question) => !['comfort', 'brands'].includes(question.id)).map((question) =>
    question.id === 'heels' ? { ...question, label: '  Vos talons préférés  ' } : question,
  ),
  {
    id: 'q-parfum',
    kind: 'multiple',
    // Typed with a plain space: kept with French typography.
    label: 'Vos parfums ?', // french-typography-ignore
    hint: '',
    options: ['Floral', 'Boisé', 'Hespéridé'],
    // A field of another kind is left out.
    scale: { max: 5, low: 'a', high: 'b' },
  },
  { id: 'q_audace', kind: 'scale', label: 'Votre audace', scale: { max: 7, low: 'Sage', high: 'Osée' } },
];

const after = async (ms: number) => {
  t.advanceTime(ms);
  await t.jobs.drain();
};
/** The notification mails she received (not the confirmation of her address). */
const mailsTo = (user: TestUser) =>
  t.mails.filter((mail) => mail.to === user.email && mail.headers?.['List-Unsubscribe']);

describe('her questionnaire template', () => {
  it('is the default until she saves hers, which she edits, reorders and extends, then drops for the default', async () => {
    const { consultant } = await linkedPair();
    const initial = await json<QuestionnaireTemplate>(await consultant.request(TEMPLATE));
    expect(initial).toEqual({ questions: DEFAULT_QUESTIONS, isDefault: true, updatedAt: null });

    const saved = await put(consultant, edited());
    expect(saved.status).toBe(200);
    const mine = await json<QuestionnaireTemplate>(saved);
    expect(mine.isDefault).toBe(false);
    expect(mine.updatedAt).not.toBeNull();
    expect(mine.questions.map((question) => question.id)).toEqual([
      'comfort',
      ...DEFAULT_QUESTIONS.map((question) => question.id).filter((id) => !['comfort', 'brands'].includes(id)),
      'q-parfum',
      'q_audace',
    ]);
    // Kept trimmed, with French typography, each with its kind's fields only.
    expect(mine.questions.find((question) => question.id === 'heels')!.label).toBe('Vos talons préférés');
    expect(mine.questions.at(-2)).toEqual({
      id: 'q-parfum',
      kind: 'multiple',
      label: 'Vos parfums\u202f?',
      options: ['Floral', 'Boisé', 'Hespéridé'],
    });
    expect(await json<QuestionnaireTemplate>(await consultant.request(TEMPLATE))).toEqual(mine);

    const reset = await consultant.request(TEMPLATE, { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect(await json<QuestionnaireTemplate>(reset)).toMatchObject({ isDefault: true, updatedAt: null });
    expect((await json<QuestionnaireTemplate>(await consultant.request(TEMPLATE))).isDefault).toBe(true);
  });

  it('refuses a list that cannot be sent, in French, naming the question', async () => {
    const { consultant } = await linkedPair();
    const own = (fields: Partial<Question> & Record<string, unknown>) => [
      byId('objectives'),
      { id: 'q-a', kind: 'single', label: 'Une question', options: ['Oui', 'Non'], ...fields },
    ];
    const cases: [unknown, string][] = [
      [own({ label: '   ' }), 'Question 2 : Écrivez la question.'],
      [own({ label: 'x'.repeat(201) }), 'Question 2 : 200 caractères au maximum.'],
      [own({ hint: 'x'.repeat(301) }), 'Question 2 : 300 caractères au maximum.'],
      [own({ options: ['Oui'] }), 'Question 2 : De 2 à 12 choix.'],
      [own({ options: Array.from({ length: 13 }, (_, i) => `Choix ${i}`) }), 'Question 2 : De 2 à 12 choix.'],
      [own({ options: ['Oui', ' oui '] }), 'Question 2 : Ce choix figure déjà dans la liste.'],
      [own({ options: ['Oui', ''] }), 'Question 2 : Écrivez ce choix ou retirez-le.'],
      [own({ options: ['Oui', 'x'.repeat(81)] }), 'Question 2 : 80 caractères au maximum.'],
      [
        own({ kind: 'scale', options: undefined, scale: { max: 11, low: 'Peu', high: 'Beaucoup' } }),
        'Question 2 : L’échelle compte de 3 à 10 crans.',
      ],
      [
        own({ kind: 'scale', options: undefined, scale: { max: 5, low: 'Peu', high: ' ' } }),
        'Question 2 : Écrivez ce que veut dire ce bout de l’échelle.',
      ],
      [
        own({ kind: 'video' as Question['kind'] }),
        'Type de question inconnu : texte, choix unique, choix multiple, échelle ou photo.',
      ],
      [own({ kind: 'photo', options: undefined, maxPhotos: 7 }), 'Question 2 : De 1 à 6 photos.'],
      [own({ id: 'pas un id !' }), 'Question 2 : Identifiant de question invalide.'],
      [own({ id: 'objectives' }), 'Question 2 : Deux questions portent le même identifiant.'],
      [
        [{ ...byId('heels'), kind: 'text' }],
        'Question 1 : Une question par défaut garde son type de réponse.',
      ],
      [[], 'Gardez au moins une question.'],
      [
        Array.from({ length: 41 }, (_, i) => ({ id: `q${i}`, kind: 'text', label: `Question ${i}` })),
        '40 questions au maximum.',
      ],
    ];
    for (const [questions, message] of cases) {
      const refused = await put(consultant, questions);
      expect(refused.status, message).toBe(400);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(message);
    }
    // Nothing was kept.
    expect((await json<QuestionnaireTemplate>(await consultant.request(TEMPLATE))).isDefault).toBe(true);
  });

  it('is hers alone: a client is refused, another consultant reads the default, signed out gets 401', async () => {
    const { consultant, client } = await linkedPair();
    expect((await put(consultant, edited())).status).toBe(200);
    const other = await signUp(t, 'consultant');
    expect((await json<QuestionnaireTemplate>(await other.request(TEMPLATE))).isDefault).toBe(true);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const init = method === 'PUT' ? { method, json: { questions: edited() } } : { method };
      expect((await client.request(TEMPLATE, init)).status, method).toBe(403);
      expect((await call(t, TEMPLATE, init)).status, method).toBe(401);
    }
    // Her 'Revenir aux questions par défaut' leaves the others' as they are.
    expect((await put(other, [byId('budget')])).status).toBe(200);
    expect((await consultant.request(TEMPLATE, { method: 'DELETE' })).status).toBe(200);
    expect((await json<QuestionnaireTemplate>(await other.request(TEMPLATE))).questions).toEqual([
      byId('budget'),
    ]);
  });
});

describe('sending her questions', () => {
  it('copies her template into the questionnaire, which her later edits leave as it was sent', async () => {
    const { consultant, client } = await linkedPair();
    const mine = await json<QuestionnaireTemplate>(await put(consultant, edited()));
    const sent = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
      method: 'POST',
      json: { template: 'mine' },
    });
    expect(sent.status).toBe(201);
    const questionnaire = await json<Questionnaire>(sent);
    expect(questionnaire.questions).toEqual(mine.questions);

    // She answers one of the consultant's own questions.
    const answered = await client.request(`/api/questionnaires/${questionnaire.id}/answers`, {
      method: 'PATCH',
      json: { answers: { 'q-parfum': ['Boisé'], q_audace: 6 } },
    });
    expect(answered.status).toBe(200);

    expect((await put(consultant, [byId('budget')])).status).toBe(200);
    const read = await json<Questionnaire>(await client.request(`/api/clients/${client.id}/questionnaire`));
    expect(read.questions).toEqual(mine.questions);
    expect(read.answers).toEqual({ 'q-parfum': ['Boisé'], q_audace: 6 });

    // Asked for, the profession's questions go whatever hers.
    const standard = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
      method: 'POST',
      json: { template: 'default' },
    });
    expect((await json<Questionnaire>(standard)).questions).toEqual(DEFAULT_QUESTIONS);
  });

  it('tells the client it was sent, and her consultant once when she finishes', async () => {
    const { consultant, client } = await linkedPair();
    const sent = await json<Questionnaire>(
      await consultant.request(`/api/clients/${client.id}/questionnaire`, {
        method: 'POST',
        json: { template: 'mine' },
      }),
    );
    const told = (recipientId: string, kind: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));
    const [toClient] = await told(client.id, 'questionnaire.sent');
    expect(toClient!.subject).toEqual({ actorId: consultant.id, questionnaireId: sent.id });

    await after(2 * 60_000);
    const [mail, ...others] = mailsTo(client);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Inès Moreau vous a envoyé le questionnaire de style.');
    expect(mail!.text).toContain(
      'Répondre au questionnaire : http://localhost:3000/client/dashboard/questionnaire',
    );

    for (let i = 0; i < 2; i++) {
      const finished = await client.request(`/api/questionnaires/${sent.id}/finish`, { method: 'POST' });
      expect(finished.status).toBe(200);
    }
    const toConsultant = await told(consultant.id, 'questionnaire.finished');
    expect(toConsultant.map((row) => row.subject)).toEqual([
      { clientId: client.id, questionnaireId: sent.id },
    ]);
    await after(2 * 60_000);
    const [finishedMail] = mailsTo(consultant);
    // Her name and where to read her answers; nothing of the answers.
    expect(finishedMail!.subject).toBe('Léa Martin a terminé le questionnaire de style.');
    expect(finishedMail!.text).toContain(
      `Lire son profil de style : http://localhost:3000/consultant/client/${client.id}`,
    );
  });
});

describe('joined to an invitation', () => {
  it('is sent, with her questions, to the client who accepts it; an invitation without it sends nothing', async () => {
    const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
    await confirmEmail(t, consultant);
    const mine = await json<QuestionnaireTemplate>(await put(consultant, edited()));

    const join = async (withQuestionnaire?: boolean) => {
      const email = `invitee-${Math.random().toString(36).slice(2)}@example.fr`;
      const invited = await consultant.request('/api/invites', {
        method: 'POST',
        json: withQuestionnaire === undefined ? { email } : { email, withQuestionnaire },
      });
      expect(invited.status).toBe(201);
      const { token } = await json<{ token: string }>(invited);
      const client = await signUp(t, 'client', { email });
      await confirmEmail(t, client);
      expect(
        (await client.request(`/api/invites/${token}/accept`, { method: 'POST', json: {} })).status,
      ).toBe(200);
      return client;
    };

    const client = await join(true);
    const questionnaire = await client.request(`/api/clients/${client.id}/questionnaire`);
    expect(questionnaire.status).toBe(200);
    expect((await json<Questionnaire>(questionnaire)).questions).toEqual(mine.questions);
    const told = await t.db.select().from(notifications).where(eq(notifications.recipientId, client.id));
    expect(told.map((row) => row.kind)).toContain('questionnaire.sent');

    for (const choice of [false, undefined]) {
      const without = await join(choice);
      expect((await without.request(`/api/clients/${without.id}/questionnaire`)).status).toBe(404);
    }
  });
});
