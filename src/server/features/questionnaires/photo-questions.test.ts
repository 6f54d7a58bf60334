import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answeredCount,
  DEFAULT_QUESTIONS,
  freeInspirations,
  photosByQuestion,
  type Question,
  type Questionnaire,
} from '~/domain/questionnaire';
import { INSPIRATION_MESSAGES, type Inspiration } from '~/domain/questionnaire-inspiration';
import {
  QUESTIONNAIRE_TEMPLATE_MESSAGES,
  type QuestionnaireTemplate,
} from '~/domain/questionnaire-template-texts';
import { consultantClients } from '../../db/schema';
import { imageForm, solidPng } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
const errorOf = async (response: Response) =>
  (await json<{ error: { code: string; message: string } }>(response)).error;

const TEMPLATE = '/api/me/questionnaire-template';

/** The default's first two questions, and a photo question of hers (its max left to the default of 3). */
const withPhotoQuestion = (): Question[] => [
  DEFAULT_QUESTIONS[0]!,
  DEFAULT_QUESTIONS[1]!,
  { id: 'q-tenue', kind: 'photo', label: '  Votre tenue préférée  ', hint: 'Une photo de vous, si possible' },
];

/** A consultant with a photo question in her template, and her client with the questionnaire she sent her. */
async function sentWithPhotoQuestion() {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const saved = await consultant.request(TEMPLATE, {
    method: 'PUT',
    json: { questions: withPhotoQuestion() },
  });
  expect(saved.status).toBe(200);
  const sent = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
    method: 'POST',
    json: { template: 'mine' },
  });
  expect(sent.status).toBe(201);
  return { consultant, client, questionnaire: await json<Questionnaire>(sent) };
}

function add(user: TestUser, questionnaireId: string, fields: Record<string, string>, png: Buffer) {
  return user.request(`/api/questionnaires/${questionnaireId}/inspirations`, {
    method: 'POST',
    body: imageForm({ ...fields, file: { bytes: png, name: 'photo.png', type: 'image/png' } }),
  });
}

const read = async (user: TestUser, clientId: string) =>
  json<Questionnaire>(await user.request(`/api/clients/${clientId}/questionnaire`));

const filesOf = async (clientId: string) =>
  (await t.listFiles()).filter((key) => key.startsWith(`users/${clientId}/questionnaires/`));

describe('photo questions', () => {
  it('are saved in her template with their max, and refused out of 1 to 6', async () => {
    const consultant = await signUp(t, 'consultant');
    const saved = await consultant.request(TEMPLATE, {
      method: 'PUT',
      json: {
        questions: [...withPhotoQuestion(), { id: 'q-deux', kind: 'photo', label: 'Deux', maxPhotos: 2 }],
      },
    });
    expect(saved.status).toBe(200);
    const mine = await json<QuestionnaireTemplate>(saved);
    expect(mine.questions.slice(2)).toEqual([
      {
        id: 'q-tenue',
        kind: 'photo',
        label: 'Votre tenue préférée',
        hint: 'Une photo de vous, si possible',
        maxPhotos: 3,
      },
      { id: 'q-deux', kind: 'photo', label: 'Deux', maxPhotos: 2 },
    ]);

    for (const maxPhotos of [0, 7]) {
      const refused = await consultant.request(TEMPLATE, {
        method: 'PUT',
        json: { questions: [{ id: 'q-x', kind: 'photo', label: 'Une photo', maxPhotos }] },
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).toBe(
        QUESTIONNAIRE_TEMPLATE_MESSAGES.questionNumber(1, QUESTIONNAIRE_TEMPLATE_MESSAGES.maxPhotos),
      );
    }
  });

  it('are answered with photos up to their max, even sent at once, and counted as answered', async () => {
    const { consultant, client, questionnaire } = await sentWithPhotoQuestion();
    const { id } = questionnaire;
    expect(questionnaire.questions.at(-1)).toMatchObject({ id: 'q-tenue', kind: 'photo', maxPhotos: 3 });
    expect(answeredCount(questionnaire.questions, questionnaire.answers, questionnaire.inspirations)).toBe(0);

    const png = await solidPng(200, 150);
    // No mark is asked: a question's photo is kept as 'J’aime'.
    const first = await add(client, id, { questionId: 'q-tenue', caption: 'Au bureau' }, png);
    expect(first.status).toBe(201);
    expect(await json<Inspiration>(first)).toMatchObject({
      questionId: 'q-tenue',
      liked: true,
      caption: 'Au bureau',
    });
    // A free inspiration beside it: not the question's.
    expect((await add(client, id, { liked: 'false' }, png)).status).toBe(201);

    // Three at once for the last two places.
    const burst = await Promise.all(
      Array.from({ length: 3 }, () => add(client, id, { questionId: 'q-tenue', liked: 'false' }, png)),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 409]);
    const refused = burst.find((response) => response.status === 409)!;
    expect(await errorOf(refused)).toEqual({
      code: 'TOO_MANY_INSPIRATIONS',
      message: INSPIRATION_MESSAGES.questionFull(3),
    });
    // A fourth, alone: refused before any image work.
    const fourth = await add(client, id, { questionId: 'q-tenue' }, png);
    expect(fourth.status).toBe(409);
    expect((await errorOf(fourth)).message).toBe(INSPIRATION_MESSAGES.questionFull(3));
    expect(await filesOf(client.id)).toHaveLength(2 * 4);

    // Her consultant reads them under the question; the progress counts it.
    const seen = await read(consultant, client.id);
    const photos = photosByQuestion(seen.questions, seen.inspirations).get('q-tenue')!;
    expect(photos).toHaveLength(3);
    expect(photos.every((photo) => photo.liked)).toBe(true);
    expect(freeInspirations(seen.questions, seen.inspirations)).toMatchObject([
      { questionId: null, liked: false },
    ]);
    expect(answeredCount(seen.questions, seen.answers, seen.inspirations)).toBe(1);

    // A photo question's answer is not a value.
    const value = await client.request(`/api/questionnaires/${id}/answers`, {
      method: 'PATCH',
      json: { answers: { 'q-tenue': 'une photo' } },
    });
    expect(value.status).toBe(400);
  });

  it('refuses a photo for a question that is not a photo question, or not in the questionnaire, in French', async () => {
    const { client, questionnaire } = await sentWithPhotoQuestion();
    const png = await solidPng(60, 60);
    for (const questionId of [DEFAULT_QUESTIONS[0]!.id, 'q-absente', 'pas une id !']) {
      const refused = await add(client, questionnaire.id, { questionId, liked: 'true' }, png);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toEqual({
        code: 'INVALID_INPUT',
        message: INSPIRATION_MESSAGES.notPhotoQuestion,
      });
    }
    expect(await filesOf(client.id)).toEqual([]);
  });

  it('lists her photos under their question in her export', async () => {
    const { client, questionnaire } = await sentWithPhotoQuestion();
    const png = await solidPng(120, 90);
    const photo = await json<Inspiration>(
      await add(client, questionnaire.id, { questionId: 'q-tenue', caption: 'La robe verte' }, png),
    );
    const free = await json<Inspiration>(await add(client, questionnaire.id, { liked: 'true' }, png));

    const archive = await unzip(Buffer.from(await (await client.request('/api/me/export')).arrayBuffer()));
    const [exported] = JSON.parse(archive.get('questionnaires.json')!.toString()) as {
      answers: { question: string; answer: unknown }[];
      inspirations: { id: string }[];
    }[];
    expect(exported!.answers.at(-1)).toEqual({
      question: 'Votre tenue préférée',
      answer: [
        {
          id: photo.id,
          caption: 'La robe verte',
          createdAt: photo.createdAt,
          image: `images/inspirations/${photo.id}.jpg`,
        },
      ],
    });
    expect(exported!.inspirations.map((one) => one.id)).toEqual([free.id]);
    const image = archive.get(`images/inspirations/${photo.id}.jpg`)!;
    expect((await sharp(image).metadata()).format).toBe('jpeg');
  });
});
