import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { CONSENT_TEXTS } from '~/domain/consent-texts';
import { consultantClients } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t, 'client');
});
afterAll(async () => {
  await t.close();
});

const optionalUnset = { shoulderWidth: null, waistSize: null, hipSize: null };
const full = { gender: 'femme', age: 34, height: 168, weight: 61, bustSize: 92, ...optionalUnset };
const shape = { shoulderWidth: 40, waistSize: 70, hipSize: 98 };

describe('client profile', () => {
  it('is null before onboarding', async () => {
    const fresh = await signUp(t, 'client');
    const response = await fresh.request('/api/me/client-profile');
    expect(await response.json()).toEqual({ profile: null });
  });

  it('saves the onboarding answers', async () => {
    const response = await client.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...full, consent: true },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ profile: full });
  });

  it('requires the gender during onboarding', async () => {
    const fresh = await signUp(t, 'client');
    const response = await fresh.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...full, gender: null, consent: true },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Veuillez sélectionner votre genre');
    expect(await (await fresh.request('/api/me/client-profile')).json()).toEqual({ profile: null });
  });

  it.each([
    ['age', 17, "L'âge doit être compris entre 18 et 120 ans"],
    ['height', 251, 'La taille doit être comprise entre 120 et 250 cm'],
    ['weight', 29, 'Le poids doit être compris entre 30 et 250 kg'],
    ['bustSize', 151, 'Le tour de poitrine doit être compris entre 60 et 150 cm'],
    ['shoulderWidth', 29, "La largeur d'épaules doit être comprise entre 30 et 60 cm"],
    ['shoulderWidth', 61, "La largeur d'épaules doit être comprise entre 30 et 60 cm"],
    ['waistSize', 39, 'Le tour de taille doit être compris entre 40 et 150 cm'],
    ['waistSize', 151, 'Le tour de taille doit être compris entre 40 et 150 cm'],
    ['hipSize', 59, 'Le tour de hanches doit être compris entre 60 et 160 cm'],
    ['hipSize', 161, 'Le tour de hanches doit être compris entre 60 et 160 cm'],
    ['waistSize', 70.5, 'Le tour de taille doit être compris entre 40 et 150 cm'],
    ['hipSize', '98', 'Le tour de hanches doit être compris entre 60 et 160 cm'],
  ])('refuses %s=%s with a French message and changes nothing', async (field, value, message) => {
    const response = await client.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, [field]: value },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await (await client.request('/api/me/client-profile')).json()).toEqual({ profile: full });
  });

  it('leaves the optional measurements unset when onboarding omits them', async () => {
    const fresh = await signUp(t, 'client');
    const { shoulderWidth: _s, waistSize: _w, hipSize: _h, ...withoutOptional } = full;
    const response = await fresh.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...withoutOptional, consent: true },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).profile).toEqual(full);
  });

  it('stores and returns shoulders, waist and hips, for every gender', async () => {
    for (const gender of ['femme', 'homme', 'autre']) {
      const response = await client.request('/api/me/client-profile', {
        method: 'PUT',
        json: { ...full, gender, ...shape },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).profile).toMatchObject({ gender, ...shape });
      expect((await (await client.request('/api/me/client-profile')).json()).profile).toMatchObject(shape);
    }
    await client.request('/api/me/client-profile', { method: 'PUT', json: full });
  });

  it('keeps stored optional measurements when an update omits them, and unsets them on null', async () => {
    await client.request('/api/me/client-profile', { method: 'PUT', json: { ...full, ...shape } });
    const { shoulderWidth: _s, waistSize: _w, hipSize: _h, ...withoutOptional } = full;
    const omitted = await client.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...withoutOptional, height: 170 },
    });
    expect((await omitted.json()).profile).toEqual({ ...full, ...shape, height: 170 });
    const unset = await client.request('/api/me/client-profile', { method: 'PUT', json: full });
    expect((await unset.json()).profile).toEqual(full);
  });

  it('keeps the bust size only for femme', async () => {
    const response = await client.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, gender: 'homme' },
    });
    expect((await response.json()).profile).toEqual({ ...full, gender: 'homme', bustSize: null });
  });

  it('unsets empty values', async () => {
    const response = await client.request('/api/me/client-profile', {
      method: 'PUT',
      json: { gender: 'autre', age: null, height: null, weight: null, bustSize: null, ...optionalUnset },
    });
    expect((await response.json()).profile).toEqual({
      gender: 'autre',
      age: null,
      height: null,
      weight: null,
      bustSize: null,
      ...optionalUnset,
    });
  });

  it('is for clients only, and only for themselves', async () => {
    const consultant = await signUp(t, 'consultant');
    expect((await consultant.request('/api/me/client-profile')).status).toBe(403);
    expect((await t.app.request('/api/me/client-profile')).status).toBe(401);
  });

  it("never shows a client's optional measurements to another client", async () => {
    await client.request('/api/me/client-profile', { method: 'PUT', json: { ...full, ...shape } });
    const stranger = await signUp(t, 'client');
    const own = await stranger.request('/api/me/client-profile');
    expect(await own.json()).toEqual({ profile: null });
    const file = await stranger.request(`/api/clients/${client.id}`);
    expect(file.status).toBe(404);
    expect(JSON.stringify(await file.json())).not.toContain('98');
    await client.request('/api/me/client-profile', { method: 'PUT', json: full });
  });
});

describe('measurement history', () => {
  const historyOf = async (viewer: TestUser, clientId: string, query = '') => {
    const response = await viewer.request(`/api/clients/${clientId}/measurements/history${query}`);
    return { status: response.status, body: await response.json() };
  };

  it('keeps each change with its date and who made it, newest first; the same values again add nothing', async () => {
    const measured = await signUp(t, 'client');
    await measured.request('/api/me/client-profile', { method: 'POST', json: { ...full, consent: true } });
    await measured.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, weight: 59, ...shape },
    });
    await measured.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, weight: 59, ...shape },
    });
    await measured.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, weight: 58, ...shape },
    });

    const { status, body } = await historyOf(measured, measured.id);
    expect(status).toBe(200);
    expect(
      body.items.map((entry: { weight: number; waistSize: number | null }) => [
        entry.weight,
        entry.waistSize,
      ]),
    ).toEqual([
      [58, 70],
      [59, 70],
      [61, null],
    ]);
    expect(body.items.every((entry: { changedBy: string }) => entry.changedBy === 'client')).toBe(true);
    const dates = body.items.map((entry: { changedAt: string }) => entry.changedAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = await historyOf(measured, measured.id, '?limit=2');
    expect(first.body.items).toHaveLength(2);
    const rest = await historyOf(measured, measured.id, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest.body.items.map((entry: { weight: number }) => entry.weight)).toEqual([61]);
  });

  it('is read by the client and the consultants who follow her, by nobody else', async () => {
    const measured = await signUp(t, 'client');
    await measured.request('/api/me/client-profile', { method: 'POST', json: { ...full, consent: true } });
    const follower = await signUp(t, 'consultant');
    const stranger = await signUp(t, 'consultant');
    const otherClient = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: follower.id, clientId: measured.id });

    expect((await historyOf(follower, measured.id)).body.items).toHaveLength(1);
    for (const viewer of [stranger, otherClient]) {
      const { status, body } = await historyOf(viewer, measured.id);
      expect(status).toBe(404);
      expect(body.error.message).toBe(CLIENT_MESSAGES.notFound);
    }
    expect((await follower.request(`/api/links/${measured.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await historyOf(follower, measured.id)).status).toBe(404);
    expect((await historyOf(measured, measured.id)).body.items).toHaveLength(1);
  });
});

describe('measurements the consultant takes in session', () => {
  const record = (consultant: TestUser, clientId: string, json: object) =>
    consultant.request(`/api/clients/${clientId}/measurements`, { method: 'PUT', json });

  async function linkedPair() {
    const measured = await signUp(t, 'client');
    await measured.request('/api/me/client-profile', { method: 'POST', json: { ...full, consent: true } });
    const consultant = await signUp(t, 'consultant');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: measured.id });
    return { measured, consultant };
  }

  it('are recorded by the linked consultant, kept in the history as hers, and seen by the client', async () => {
    const { measured, consultant } = await linkedPair();
    const response = await record(consultant, measured.id, { height: 169, ...shape });
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toEqual({ ...full, height: 169, ...shape });
    expect(await (await measured.request('/api/me/client-profile')).json()).toEqual({
      profile: { ...full, height: 169, ...shape },
    });

    const history = await (
      await consultant.request(`/api/clients/${measured.id}/measurements/history`)
    ).json();
    expect(
      history.items.map((entry: { changedBy: string; hipSize: number | null }) => [
        entry.changedBy,
        entry.hipSize,
      ]),
    ).toEqual([
      ['consultant', 98],
      ['client', null],
    ]);

    // Her gender and age stay hers; a value out of range is refused in the client form's words.
    const outOfRange = await record(consultant, measured.id, { waistSize: 39, gender: 'homme' });
    expect(outOfRange.status).toBe(400);
    expect((await outOfRange.json()).error.message).toBe(
      'Le tour de taille doit être compris entre 40 et 150 cm',
    );
    const corrected = await record(consultant, measured.id, { waistSize: 72, gender: 'homme', age: 80 });
    expect((await corrected.json()).profile).toMatchObject({ gender: 'femme', age: 34, waistSize: 72 });
  });

  it('keep a bust for femme only', async () => {
    const consultant = await signUp(t, 'consultant');
    const man = await signUp(t, 'client');
    await man.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...full, gender: 'homme', bustSize: null, consent: true },
    });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: man.id });
    const response = await record(consultant, man.id, { bustSize: 100, ...shape });
    expect((await response.json()).profile).toMatchObject({ bustSize: null, ...shape });
  });

  it('are refused to a stranger, a former consultant, a client and without a session', async () => {
    const { measured, consultant } = await linkedPair();
    const stranger = await signUp(t, 'consultant');
    const response = await record(stranger, measured.id, shape);
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(CLIENT_MESSAGES.notFound);

    expect((await consultant.request(`/api/links/${measured.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await record(consultant, measured.id, shape)).status).toBe(404);
    expect((await record(measured, measured.id, shape)).status).toBe(403);
    const anonymous = await t.app.request(`/api/clients/${measured.id}/measurements`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify(shape),
    });
    expect(anonymous.status).toBe(401);
    expect((await (await measured.request('/api/me/client-profile')).json()).profile).toEqual(full);
  });

  it('are refused in French when the client withdrew her consent, and nothing is kept', async () => {
    const { measured, consultant } = await linkedPair();
    expect((await measured.request('/api/me/consent', { method: 'DELETE' })).status).toBe(200);
    const response = await record(consultant, measured.id, shape);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatchObject({
      code: 'CLIENT_CONSENT_REQUIRED',
      message: CONSENT_TEXTS.clientMissing,
    });
    const history = await (
      await consultant.request(`/api/clients/${measured.id}/measurements/history`)
    ).json();
    expect(history.items.every((entry: { changedBy: string }) => entry.changedBy === 'client')).toBe(true);
  });

  it("tell the client's open pages", async () => {
    const { measured, consultant } = await linkedPair();
    const events: unknown[] = [];
    const stop = t.deps.realtime.subscribe(measured.id, (event) => events.push(event));
    await record(consultant, measured.id, shape);
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'measurements.changed', clientId: measured.id }),
    );
    stop();
  });
});
