import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '~/domain/questionnaire';
import { INSPIRATION_MESSAGES, MAX_INSPIRATIONS, type Inspiration } from '~/domain/questionnaire-inspiration';
import { consultantClients } from '../../db/schema';
import { sweepOrphanFiles } from '../../maintenance/orphan-files';
import { gif, imageForm, jpegWithGps, solidPng } from '../../test/images';
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

/** A consultant and her client, with the questionnaire she sent her. */
async function sentQuestionnaire() {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const sent = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
    method: 'POST',
    json: { template: 'default' },
  });
  expect(sent.status).toBe(201);
  return { consultant, client, id: (await json<Questionnaire>(sent)).id };
}

const photo = (bytes: Buffer, name = 'capture.png', type = 'image/png') => ({ bytes, name, type });

function add(
  user: TestUser,
  questionnaireId: string,
  fields: { liked?: string; caption?: string; file?: ReturnType<typeof photo> },
) {
  const form = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Record<string, string | ReturnType<typeof photo>>;
  return user.request(`/api/questionnaires/${questionnaireId}/inspirations`, {
    method: 'POST',
    body: imageForm(form),
  });
}

const addPng = async (user: TestUser, questionnaireId: string, liked = 'true', caption?: string) =>
  add(user, questionnaireId, { liked, caption, file: photo(await solidPng(300, 200)) });

const read = async (user: TestUser, clientId: string) =>
  json<Questionnaire>(await user.request(`/api/clients/${clientId}/questionnaire`));

const filesOf = async (clientId: string) =>
  (await t.listFiles()).filter((key) => key.startsWith(`users/${clientId}/questionnaires/`)).sort();

describe('inspiration photos in the style questionnaire', () => {
  it('are added by the client marked and captioned, changed, deleted, and read by her consultant in order', async () => {
    const { consultant, client, id } = await sentQuestionnaire();
    const first = await addPng(client, id, 'true', '  La veste cintrée, et sa couleur  ');
    expect(first.status).toBe(201);
    const liked = await json<Inspiration>(first);
    expect(liked).toMatchObject({ liked: true, caption: 'La veste cintrée, et sa couleur' });
    const second = await add(client, id, {
      liked: 'false',
      caption: '',
      file: photo(await jpegWithGps(), 'IMG.jpg', 'image/jpeg'),
    });
    expect(second.status).toBe(201);
    const notMe = await json<Inspiration>(second);
    expect(notMe).toMatchObject({ liked: false, caption: null });
    expect(notMe.imageUrl).toMatch(
      new RegExp(`^/api/questionnaires/${id}/inspirations/${notMe.id}/image\\?v=[0-9a-f]{32}$`),
    );
    expect(notMe.thumbnailUrl).toBe(`${notMe.imageUrl}&size=small`);
    // A photo and its small variant each, under a random name.
    const files = await filesOf(client.id);
    expect(files).toHaveLength(4);
    for (const key of files) expect(key).toMatch(/\/inspiration-[0-9a-f]{32}(-small\.webp|\.jpg)$/);

    // Both read them with the questionnaire, oldest first.
    for (const reader of [client, consultant]) {
      const { inspirations } = await read(reader, client.id);
      expect(inspirations.map((inspiration) => inspiration.id)).toEqual([liked.id, notMe.id]);
    }

    // Her mark changed, then her caption, then the caption removed.
    const path = `/api/questionnaires/${id}/inspirations/${liked.id}`;
    const marked = await client.request(path, { method: 'PATCH', json: { liked: false } });
    expect(await json<Inspiration>(marked)).toMatchObject({
      liked: false,
      caption: 'La veste cintrée, et sa couleur',
    });
    const captioned = await client.request(path, { method: 'PATCH', json: { caption: 'Trop stricte' } });
    expect(await json<Inspiration>(captioned)).toMatchObject({ liked: false, caption: 'Trop stricte' });
    const cleared = await client.request(path, { method: 'PATCH', json: { caption: '  ', liked: true } });
    expect(await json<Inspiration>(cleared)).toMatchObject({ liked: true, caption: null });
    // An answer saved afterwards keeps them in what it answers.
    const answered = await client.request(`/api/questionnaires/${id}/answers`, {
      method: 'PATCH',
      json: { answers: { heels: 'Plat' } },
    });
    expect((await json<Questionnaire>(answered)).inspirations).toHaveLength(2);

    // Deleted: the row, then both its files.
    expect((await client.request(path, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(path, { method: 'DELETE' })).status).toBe(404);
    expect((await read(consultant, client.id)).inspirations.map((inspiration) => inspiration.id)).toEqual([
      notMe.id,
    ]);
    expect(await filesOf(client.id)).toHaveLength(2);
    expect((await client.request(`${path}/image`)).status).toBe(404);
  });

  it('keeps a photo upright, inside 1280 px, as a JPEG without its metadata, and a small WebP beside it', async () => {
    const { consultant, client, id } = await sentQuestionnaire();
    // A phone photo on its side (EXIF orientation 6), with its place and device.
    const sideways = await sharp(await jpegWithGps(2000, 1500))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const added = await add(client, id, {
      liked: 'true',
      file: photo(sideways, 'IMG_0001.jpg', 'image/jpeg'),
    });
    expect(added.status).toBe(201);
    const inspiration = await json<Inspiration>(added);

    for (const reader of [client, consultant]) {
      const full = await reader.request(inspiration.imageUrl);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/jpeg');
      expect(full.headers.get('cache-control')).toBe('private, max-age=86400');
      const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 1280 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();

      const small = await reader.request(inspiration.thumbnailUrl);
      expect(small.headers.get('content-type')).toBe('image/webp');
      const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
      expect(smallMeta).toMatchObject({ format: 'webp', width: 480, height: 640 });
      expect(smallMeta.exif).toBeUndefined();
    }
  });

  it(`holds at most ${MAX_INSPIRATIONS}, even when several are sent at once, and leaves no file of those refused`, async () => {
    const { client, id } = await sentQuestionnaire();
    const png = await solidPng(120, 90);
    const send = () => add(client, id, { liked: 'true', file: photo(png) });
    for (let i = 0; i < MAX_INSPIRATIONS - 4; i += 1) expect((await send()).status).toBe(201);
    // A double tap, and more: six at once for the last four places.
    const burst = await Promise.all(Array.from({ length: 6 }, send));
    expect(burst.map((response) => response.status).sort()).toEqual([201, 201, 201, 201, 409, 409]);
    const refused = burst.find((response) => response.status === 409)!;
    expect(await errorOf(refused)).toEqual({
      code: 'TOO_MANY_INSPIRATIONS',
      message: INSPIRATION_MESSAGES.tooMany,
    });
    expect((await read(client, client.id)).inspirations).toHaveLength(MAX_INSPIRATIONS);
    expect(await filesOf(client.id)).toHaveLength(2 * MAX_INSPIRATIONS);
    expect((await send()).status).toBe(409);
    expect(await filesOf(client.id)).toHaveLength(2 * MAX_INSPIRATIONS);
  });

  it('refuses what is not a photo, a missing mark and a long caption, in French', async () => {
    const { client, id } = await sentQuestionnaire();
    const png = await solidPng(60, 60);
    const cases: [Parameters<typeof add>[2], number, string][] = [
      [{ file: photo(png) }, 400, INSPIRATION_MESSAGES.markRequired],
      [{ liked: 'oui', file: photo(png) }, 400, INSPIRATION_MESSAGES.markRequired],
      [
        { liked: 'true', caption: 'x'.repeat(201), file: photo(png) },
        400,
        INSPIRATION_MESSAGES.captionTooLong,
      ],
      [{ liked: 'true' }, 400, 'Veuillez sélectionner une image'],
      [
        { liked: 'true', file: photo(await gif(), 'a.gif', 'image/gif') },
        415,
        'Seuls les fichiers JPEG et PNG sont acceptés',
      ],
      [
        { liked: 'true', file: photo(Buffer.from('pas une image')) },
        415,
        'Seuls les fichiers JPEG et PNG sont acceptés',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await add(client, id, fields);
      expect(response.status, JSON.stringify(Object.keys(fields))).toBe(status);
      expect((await errorOf(response)).message).toBe(message);
    }
    const kept = await json<Inspiration>(await addPng(client, id));
    const path = `/api/questionnaires/${id}/inspirations/${kept.id}`;
    for (const [body, message] of [
      [{}, INSPIRATION_MESSAGES.nothingToChange],
      [{ liked: 'true' }, INSPIRATION_MESSAGES.markRequired],
      [{ caption: 'x'.repeat(201) }, INSPIRATION_MESSAGES.captionTooLong],
    ] as const) {
      const response = await client.request(path, { method: 'PATCH', json: body });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect((await read(client, client.id)).inspirations).toHaveLength(1);
    expect(await filesOf(client.id)).toHaveLength(2);
  });

  it('lets only the client change them; a stranger and a former consultant get 404 on the photos', async () => {
    const { consultant, client, id } = await sentQuestionnaire();
    const inspiration = await json<Inspiration>(await addPng(client, id, 'true', 'La robe portefeuille'));
    const path = `/api/questionnaires/${id}/inspirations/${inspiration.id}`;

    // Her consultant reads them but may not add, change or delete one.
    expect((await addPng(consultant, id)).status).toBe(403);
    expect((await consultant.request(path, { method: 'PATCH', json: { liked: false } })).status).toBe(403);
    expect((await consultant.request(path, { method: 'DELETE' })).status).toBe(403);
    expect((await consultant.request(inspiration.imageUrl)).status).toBe(200);

    // Another questionnaire's id with this photo's: not found.
    const other = await sentQuestionnaire();
    const elsewhere = `/api/questionnaires/${other.id}/inspirations/${inspiration.id}`;
    expect((await other.client.request(`${elsewhere}/image`)).status).toBe(404);
    expect((await other.client.request(elsewhere, { method: 'DELETE' })).status).toBe(404);

    const stranger = await signUp(t, 'consultant');
    const strangerClient = await signUp(t, 'client');
    for (const outsider of [stranger, strangerClient]) {
      expect((await outsider.request(inspiration.imageUrl)).status).toBe(404);
      expect((await outsider.request(inspiration.thumbnailUrl)).status).toBe(404);
      expect((await addPng(outsider, id)).status).toBe(404);
      expect((await outsider.request(path, { method: 'DELETE' })).status).toBe(404);
    }

    // Once she leaves her consultant, he sees them no more; she keeps them.
    expect((await client.request(`/api/links/${consultant.id}`, { method: 'DELETE' })).status).toBe(204);
    const image = await consultant.request(inspiration.imageUrl);
    expect(image.status).toBe(404);
    expect(await image.text()).not.toContain('La robe portefeuille');
    expect((await consultant.request(inspiration.thumbnailUrl)).status).toBe(404);
    expect((await client.request(inspiration.imageUrl)).status).toBe(200);
  });

  it('are in her export, stay when she withdraws the consent to keep her measurements, and go with her account', async () => {
    const { client, id } = await sentQuestionnaire();
    const liked = await json<Inspiration>(await addPng(client, id, 'true', 'Le trench beige'));
    await addPng(client, id, 'false');

    const archive = await unzip(Buffer.from(await (await client.request('/api/me/export')).arrayBuffer()));
    const [exported] = JSON.parse(archive.get('questionnaires.json')!.toString()) as {
      inspirations: { id: string; mark: string; caption: string | null; image: string }[];
    }[];
    expect(exported!.inspirations).toHaveLength(2);
    expect(exported!.inspirations[0]).toMatchObject({
      id: liked.id,
      mark: 'J’aime',
      caption: 'Le trench beige',
      image: `images/inspirations/${liked.id}.jpg`,
    });
    expect(exported!.inspirations[1]).toMatchObject({ mark: 'Pas moi', caption: null });
    const image = archive.get(`images/inspirations/${liked.id}.jpg`)!;
    expect((await sharp(image).metadata()).format).toBe('jpeg');

    // The hourly sweep of files no row points to leaves them, and their small variants.
    await sweepOrphanFiles({ db: t.db, storage: t.deps.storage, now: () => new Date(), minAgeMs: 0 });
    expect(await filesOf(client.id)).toHaveLength(4);

    // Photos she chose to share for her style, not her measurements: the consent's withdrawal leaves them.
    expect((await client.request('/api/me/consent', { method: 'DELETE' })).status).toBe(200);
    expect((await read(client, client.id)).inspirations).toHaveLength(2);
    expect(await filesOf(client.id)).toHaveLength(4);

    // Her account's erasure takes them.
    const erased = await client.request('/api/me', { method: 'DELETE', json: { password: client.password } });
    expect(erased.status).toBeLessThan(300);
    expect(await filesOf(client.id)).toEqual([]);
  });
});
