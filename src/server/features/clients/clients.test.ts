import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultantClients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
let consultant: TestUser;
let other: TestUser;
let clients: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  consultant = await signUp(t, 'consultant');
  other = await signUp(t, 'consultant');
  clients = [];
  for (const [firstName, lastName] of [
    ['Alice', 'Martin'],
    ['Bruno', 'Petit'],
    ['Chloé', 'Durand'],
    ['Alicia', 'Roux'],
    ['Éric', 'Blanc'],
  ]) {
    const client = await signUp(t, 'client', { firstName, lastName });
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client.id });
    clients.push(client);
  }
  await clients[0]!.request('/api/me/client-profile', {
    method: 'POST',
    json: { gender: 'femme', age: 30, height: 170, weight: 60, bustSize: 90, consent: true },
  });
});
afterAll(async () => {
  await t.close();
});

const list = async (user: TestUser, query = '') => {
  const response = await user.request(`/api/clients${query}`);
  return { status: response.status, body: await response.json() };
};

describe('portfolio', () => {
  it("lists the consultant's clients with their measurements", async () => {
    const { body } = await list(consultant);
    expect(body.items).toHaveLength(5);
    expect(body.items.find((c: { id: string }) => c.id === clients[0]!.id)).toMatchObject({
      firstName: 'Alice',
      gender: 'femme',
      height: 170,
      bustSize: 90,
    });
  });

  it('searches names and emails case-insensitively', async () => {
    expect(
      (await list(consultant, '?q=ALIC')).body.items.map((c: { firstName: string }) => c.firstName).sort(),
    ).toEqual(['Alice', 'Alicia']);
    expect((await list(consultant, '?q=bruno%20petit')).body.items).toHaveLength(1);
    expect((await list(consultant, `?q=${encodeURIComponent(clients[2]!.email)}`)).body.items).toHaveLength(
      1,
    );
  });

  it('pages with a cursor without overlap', async () => {
    const first = await list(consultant, '?limit=2');
    const second = await list(consultant, `?limit=2&cursor=${first.body.nextCursor}`);
    const third = await list(consultant, `?limit=2&cursor=${second.body.nextCursor}`);
    const ids = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (c: { id: string }) => c.id,
    );
    expect(new Set(ids).size).toBe(5);
    expect(third.body.nextCursor).toBeNull();
  });

  it('shows another consultant nothing', async () => {
    expect((await list(other)).body.items).toEqual([]);
  });

  it('is for consultants only', async () => {
    expect((await list(clients[0]!)).status).toBe(403);
  });
});

describe('client file', () => {
  it('answers the linked consultant', async () => {
    const response = await consultant.request(`/api/clients/${clients[0]!.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()).email).toBe(clients[0]!.email);
  });

  it('answers the same 404 for an unlinked client and an unknown id', async () => {
    const unlinked = await other.request(`/api/clients/${clients[0]!.id}`);
    const unknown = await consultant.request('/api/clients/00000000-0000-4000-8000-000000000000');
    expect(unlinked.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await unlinked.json()).toEqual(await unknown.json());
    expect((await consultant.request('/api/clients/pas-un-id')).status).toBe(404);
  });

  it("shows the client's shoulders, waist and hips in the file, unset as null", async () => {
    const shape = { shoulderWidth: 41, waistSize: 72, hipSize: 99 };
    await clients[0]!.request('/api/me/client-profile', {
      method: 'PUT',
      json: { gender: 'femme', age: 30, height: 170, weight: 60, bustSize: 90, ...shape },
    });
    expect(await (await consultant.request(`/api/clients/${clients[0]!.id}`)).json()).toMatchObject(shape);
    expect(
      (await list(consultant)).body.items.find((c: { id: string }) => c.id === clients[0]!.id),
    ).toMatchObject(shape);
    expect(await (await consultant.request(`/api/clients/${clients[1]!.id}`)).json()).toMatchObject({
      shoulderWidth: null,
      waistSize: null,
      hipSize: null,
    });
    const unlinked = await other.request(`/api/clients/${clients[0]!.id}`);
    expect(unlinked.status).toBe(404);
    expect(JSON.stringify(await unlinked.json())).not.toContain('99');
  });

  it("lets a client read their own file and no one else's", async () => {
    const own = await clients[0]!.request(`/api/clients/${clients[0]!.id}`);
    expect(own.status).toBe(200);
    expect((await own.json()).height).toBe(170);
    expect((await clients[1]!.request(`/api/clients/${clients[0]!.id}`)).status).toBe(404);
  });
});
