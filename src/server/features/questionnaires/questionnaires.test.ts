import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUESTIONS, type Questionnaire } from '~/domain/questionnaire';
import { consultantClients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkedPair() {
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

const json = async <T>(response: Response) => (await response.json()) as T;
const send = async (consultant: TestUser, clientId: string) => {
  const sent = await consultant.request(`/api/clients/${clientId}/questionnaire`, {
    method: 'POST',
    json: { template: 'default' },
  });
  expect(sent.status).toBe(201);
  return json<Questionnaire>(sent);
};
const answer = (user: TestUser, id: string, answers: Record<string, unknown>) =>
  user.request(`/api/questionnaires/${id}/answers`, { method: 'PATCH', json: { answers } });

describe('the style questionnaire', () => {
  it('is sent with the profession’s questions, answered in parts that all stay, and read by her consultant', async () => {
    const { consultant, client } = await linkedPair();
    const sent = await send(consultant, client.id);
    expect(sent.questions.map((question) => question.id)).toEqual(DEFAULT_QUESTIONS.map((q) => q.id));
    expect(sent).toMatchObject({ answers: {}, finishedAt: null, sentBy: { name: 'Inès Moreau' } });

    const mine = await json<Questionnaire>(await client.request(`/api/clients/${client.id}/questionnaire`));
    expect(mine.id).toBe(sent.id);
    // Two saves at once (two fields left quickly): both are kept.
    const saves = await Promise.all([
      answer(client, sent.id, { objectivesText: 'Retrouver confiance au travail.', heels: '3 à 5 cm' }),
      answer(client, sent.id, { styleWords: ['Classique', 'Minimaliste'], comfort: 4 }),
    ]);
    expect(saves.map((save) => save.status)).toEqual([200, 200]);
    // An emptied answer goes.
    expect((await answer(client, sent.id, { heels: '' })).status).toBe(200);
    const read = await json<Questionnaire>(
      await consultant.request(`/api/clients/${client.id}/questionnaire`),
    );
    expect(read.answers).toEqual({
      objectivesText: 'Retrouver confiance au travail.',
      styleWords: ['Classique', 'Minimaliste'],
      comfort: 4,
    });

    // In her export: each question's words with her answer.
    const archive = await unzip(Buffer.from(await (await client.request('/api/me/export')).arrayBuffer()));
    const [exported] = JSON.parse(archive.get('questionnaires.json')!.toString()) as {
      answers: { question: string; answer: unknown }[];
    }[];
    expect(exported!.answers).toContainEqual({ question: 'La place du confort dans vos choix', answer: 4 });
    expect(exported!.answers).toContainEqual({ question: 'Les bijoux que vous portez', answer: null });

    const finished = await client.request(`/api/questionnaires/${sent.id}/finish`, { method: 'POST' });
    expect((await json<Questionnaire>(finished)).finishedAt).not.toBeNull();
    // Sent again: open again, her answers kept.
    const again = await send(consultant, client.id);
    expect(again.id).toBe(sent.id);
    expect(again.finishedAt).toBeNull();
    expect(again.answers).toEqual(read.answers);
  });

  it('refuses answers that do not fit their question, in French, and anyone but the client answering', async () => {
    const { consultant, client } = await linkedPair();
    const { id } = await send(consultant, client.id);
    for (const [answers, message] of [
      [{ heels: '12 cm' }, 'Cette réponse ne correspond pas à la question.'],
      [{ styleWords: ['Classique', 'Classique'] }, 'Cette réponse ne correspond pas à la question.'],
      [{ comfort: 9 }, 'Cette réponse ne correspond pas à la question.'],
      [{ objectives: 'Gagner du temps le matin' }, 'Cette réponse ne correspond pas à la question.'],
      [{ nope: 'x' }, 'Cette question ne fait pas partie du questionnaire.'],
    ] as const) {
      const refused = await answer(client, id, answers);
      expect(refused.status, JSON.stringify(answers)).toBe(400);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(message);
    }
    expect((await answer(consultant, id, { objectivesText: 'À sa place' })).status).toBe(403);
    const stranger = await signUp(t, 'consultant');
    expect((await answer(stranger, id, { objectivesText: 'Intrusion' })).status).toBe(404);
    expect((await stranger.request(`/api/clients/${client.id}/questionnaire`)).status).toBe(404);
    expect(
      (
        await stranger.request(`/api/clients/${client.id}/questionnaire`, {
          method: 'POST',
          json: { template: 'default' },
        })
      ).status,
    ).toBe(404);

    // Once the link ends, her former consultant reads nothing; the client keeps hers.
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await consultant.request(`/api/clients/${client.id}/questionnaire`)).status).toBe(404);
    expect((await client.request(`/api/clients/${client.id}/questionnaire`)).status).toBe(200);
  });
});
