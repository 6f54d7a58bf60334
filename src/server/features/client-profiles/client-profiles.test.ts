import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
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

const full = { gender: 'femme', age: 34, height: 168, weight: 61, bustSize: 92 };

describe('client profile', () => {
  it('is null before onboarding', async () => {
    const fresh = await signUp(t, 'client');
    const response = await fresh.request('/api/me/client-profile');
    expect(await response.json()).toEqual({ profile: null });
  });

  it('saves the onboarding answers', async () => {
    const response = await client.request('/api/me/client-profile', { method: 'POST', json: full });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ profile: full });
  });

  it('requires the gender during onboarding', async () => {
    const fresh = await signUp(t, 'client');
    const response = await fresh.request('/api/me/client-profile', {
      method: 'POST',
      json: { ...full, gender: null },
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
  ])('refuses %s=%s with a French message and changes nothing', async (field, value, message) => {
    const response = await client.request('/api/me/client-profile', {
      method: 'PUT',
      json: { ...full, [field]: value },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    expect(await (await client.request('/api/me/client-profile')).json()).toEqual({ profile: full });
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
      json: { gender: 'autre', age: null, height: null, weight: null, bustSize: null },
    });
    expect((await response.json()).profile).toEqual({
      gender: 'autre',
      age: null,
      height: null,
      weight: null,
      bustSize: null,
    });
  });

  it('is for clients only, and only for themselves', async () => {
    const consultant = await signUp(t, 'consultant');
    expect((await consultant.request('/api/me/client-profile')).status).toBe(403);
    expect((await t.app.request('/api/me/client-profile')).status).toBe(401);
  });
});
