import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnosis } from '~/domain/diagnosis';
import type { ColourAnalysis, ColourMeasurements } from '~/domain/draping';
import { consultantClients } from '../../db/schema';
import { jpegWithGps } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unzip } from '../../test/unzip';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function linkedPair() {
  const consultant = await signUp(t, 'consultant');
  const client = await signUp(t, 'client');
  await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  return { consultant, client };
}

const json = async <T>(response: Response) => (await response.json()) as T;
const path = (clientId: string, rest = '') => `/api/clients/${clientId}/colour-analysis${rest}`;

const measured: ColourMeasurements = {
  skin: { l: 68.2, a: 12.5, b: 18.1 },
  eyes: { l: 38, a: 6, b: 20 },
  hair: { l: 30.5, a: 8, b: 16 },
  whiteCard: true,
  undertone: 'chaud',
  value: 'moyen',
  chroma: 'doux',
  contrast: 'moyen',
};

const facePhoto = () => jpegWithGps(900, 1200);
const sendPhoto = async (user: TestUser, clientId: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'visage.jpg');
  return user.request(path(clientId, '/photo'), { method: 'PUT', body: form });
};
const faceFiles = async (clientId: string) =>
  (await readdir(join(t.filesDir, 'users', clientId)).catch(() => [] as string[])).filter((name) =>
    name.startsWith('face-'),
  );
const consent = (client: TestUser) =>
  client.request(path(client.id, '/photo-consent'), { method: 'PUT', json: { consent: true } });

describe('the colour analysis', () => {
  it('keeps her face photo only once she agreed, without its metadata, served to her and her consultant alone', async () => {
    const { consultant, client } = await linkedPair();
    const stranger = await signUp(t, 'consultant');
    const empty = await json<ColourAnalysis>(await client.request(path(client.id)));
    expect(empty).toMatchObject({ photoConsentAt: null, photoUrl: null, measurements: null, drapes: [] });

    // Without her consent to keep it, neither she nor her consultant can keep the photo; nothing stays on disk.
    for (const user of [client, consultant]) {
      const refused = await sendPhoto(user, client.id, await facePhoto());
      expect(refused.status).toBe(403);
      expect((await json<{ error: { code: string; message: string } }>(refused)).error).toEqual({
        code: 'FACE_PHOTO_CONSENT_REQUIRED',
        message:
          'La cliente n’a pas accepté que sa photo de visage soit conservée : seules les couleurs mesurées peuvent l’être.',
      });
    }
    expect(await faceFiles(client.id)).toEqual([]);
    // Her consent is hers: her consultant cannot give it.
    const byConsultant = await consultant.request(path(client.id, '/photo-consent'), {
      method: 'PUT',
      json: { consent: true },
    });
    expect(byConsultant.status).toBe(403);
    expect((await consent(client)).status).toBe(200);

    // Her consultant takes it during a video call.
    const sent = await json<ColourAnalysis>(await sendPhoto(consultant, client.id, await facePhoto()));
    expect(sent.photoUrl).toMatch(new RegExp(`^/api/clients/${client.id}/colour-analysis/photo\\?v=`));
    const served = await client.request(sent.photoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect((await consultant.request(sent.photoUrl!)).status).toBe(200);

    // A stranger sees nothing, nor does a former consultant.
    for (const route of [path(client.id), sent.photoUrl!]) {
      expect((await stranger.request(route)).status).toBe(404);
    }
    expect((await sendPhoto(stranger, client.id, await facePhoto())).status).toBe(404);
    await t.db.delete(consultantClients);
    expect((await consultant.request(sent.photoUrl!)).status).toBe(404);
    expect((await consultant.request(path(client.id))).status).toBe(404);
  });

  it('replaces a photo with one file, and her withdrawal erases it while the measured colours stay', async () => {
    const { consultant, client } = await linkedPair();
    await consent(client);
    // A double tap: two photos at once leave one file.
    const both = await Promise.all([
      sendPhoto(client, client.id, await facePhoto()),
      sendPhoto(client, client.id, await facePhoto()),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await faceFiles(client.id)).toHaveLength(1);
    const saved = await client.request(path(client.id, '/measurements'), { method: 'PUT', json: measured });
    expect((await json<ColourAnalysis>(saved)).measurements).toEqual(measured);

    const withdrawn = await json<ColourAnalysis>(
      await client.request(path(client.id, '/photo-consent'), { method: 'DELETE' }),
    );
    expect(withdrawn).toMatchObject({ photoConsentAt: null, photoUrl: null, measurements: measured });
    expect(await faceFiles(client.id)).toEqual([]);
    expect((await consultant.request(path(client.id, '/photo'))).status).toBe(404);
  });

  it('takes measured colours only when they make sense, and drapes from her consultant alone', async () => {
    const { consultant, client } = await linkedPair();
    const wrong = await client.request(path(client.id, '/measurements'), {
      method: 'PUT',
      json: { ...measured, skin: { l: 140, a: 0, b: 0 } },
    });
    expect(wrong.status).toBe(400);

    const draping = {
      drapes: [
        { hex: '#E2725B', name: 'Corail', verdict: 'flatte', note: 'Le teint s’illumine.' },
        { hex: '#6d8fbf', name: 'Bleu glacier', verdict: 'eteint', note: '' },
      ],
      note: 'Chaud et doux : automne doux ou printemps clair.',
    };
    expect((await client.request(path(client.id, '/drapes'), { method: 'PUT', json: draping })).status).toBe(
      404,
    );
    const saved = await json<ColourAnalysis>(
      await consultant.request(path(client.id, '/drapes'), { method: 'PUT', json: draping }),
    );
    expect(saved.drapes).toEqual([
      { hex: '#e2725b', name: 'Corail', verdict: 'flatte', note: 'Le teint s’illumine.' },
      { hex: '#6d8fbf', name: 'Bleu glacier', verdict: 'eteint', note: null },
    ]);
    const tooLong = await consultant.request(path(client.id, '/drapes'), {
      method: 'PUT',
      json: { drapes: [], note: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect((await json<{ error: { message: string } }>(tooLong)).error.message).toBe(
      'Les notes ne doivent pas dépasser 2000 caractères.',
    );
  });

  it('hands over signature colours, metals, contrast and advice in the diagnosis she reads', async () => {
    const { consultant, client } = await linkedPair();
    const diagnosis = {
      morphology: null,
      morphologyNote: null,
      advice: {},
      palette: 'automne_doux',
      addedSwatches: [],
      removedSwatches: [],
      avoidColors: [],
      signatureColors: [{ name: 'Corail', hex: '#E2725B' }],
      metals: 'dore',
      contrast: 'moyen',
      makeupAdvice: 'Un rouge à lèvres corail, un fard bronze.',
      hairAdvice: '',
    };
    const put = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
      method: 'PUT',
      json: diagnosis,
    });
    expect(put.status).toBe(200);
    const mine = await json<Diagnosis>(await client.request('/api/me/diagnosis'));
    expect(mine.input).toMatchObject({
      palette: 'automne_doux',
      signatureColors: [{ name: 'Corail', hex: '#e2725b' }],
      metals: 'dore',
      contrast: 'moyen',
      makeupAdvice: 'Un rouge à lèvres corail, un fard bronze.',
      hairAdvice: null,
    });
    // A form of before, without these keys, is still taken.
    const { signatureColors, metals, contrast, makeupAdvice, hairAdvice, ...before } = diagnosis;
    void [signatureColors, metals, contrast, makeupAdvice, hairAdvice];
    const older = await consultant.request(`/api/clients/${client.id}/diagnosis`, {
      method: 'PUT',
      json: before,
    });
    expect(older.status).toBe(200);
  });

  it('is in her export, erased on her request, with her account consent, and with her account', async () => {
    const { consultant, client } = await linkedPair();
    await consent(client);
    await sendPhoto(client, client.id, await facePhoto());
    await client.request(path(client.id, '/measurements'), { method: 'PUT', json: measured });

    const archive = await unzip(Buffer.from(await (await client.request('/api/me/export')).arrayBuffer()));
    const exported = JSON.parse(archive.get('analyse-couleur.json')!.toString()) as {
      photo: string;
      measurements: ColourMeasurements;
    };
    expect(exported.measurements).toEqual(measured);
    expect(exported.photo).toBe('analyse-couleur/visage.jpg');
    expect(archive.get('analyse-couleur/visage.jpg')?.byteLength).toBeGreaterThan(1000);

    // 'Tout effacer' is hers, not her consultant's.
    expect((await consultant.request(path(client.id), { method: 'DELETE' })).status).toBe(403);
    const erased = await json<ColourAnalysis>(await client.request(path(client.id), { method: 'DELETE' }));
    expect(erased).toMatchObject({ photoUrl: null, measurements: null, photoConsentAt: null });
    expect(await faceFiles(client.id)).toEqual([]);

    // Withdrawing the account's consent erases the photo and the colours, and says so beforehand.
    await consent(client);
    await sendPhoto(client, client.id, await facePhoto());
    await client.request(path(client.id, '/measurements'), { method: 'PUT', json: measured });
    const status = await json<{ erasable: { colourAnalysis: boolean } }>(
      await client.request('/api/me/consent'),
    );
    expect(status.erasable.colourAnalysis).toBe(true);
    await client.request('/api/me/consent', { method: 'DELETE' });
    expect(await faceFiles(client.id)).toEqual([]);
    const after = await json<ColourAnalysis>(await client.request(path(client.id)));
    expect(after).toMatchObject({ photoUrl: null, measurements: null, photoConsentAt: null });
    // Without the account's consent, nothing read from her face is kept.
    const refused = await client.request(path(client.id, '/measurements'), { method: 'PUT', json: measured });
    expect(refused.status).toBe(403);

    // Her account deleted: the photo's file goes with it.
    await client.request('/api/me/consent', { method: 'PUT', json: { consent: true } });
    await consent(client);
    await sendPhoto(client, client.id, await facePhoto());
    expect(await faceFiles(client.id)).toHaveLength(1);
    const deleted = await client.request('/api/me', {
      method: 'DELETE',
      json: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    expect(await faceFiles(client.id)).toEqual([]);
  });
});
