import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, type ClientNote } from '~/domain/client-notes';
import { CLIENT_MESSAGES } from '~/domain/clients';
import { clientNotes, consultantClients } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';

let t: TestApp;
let consultant: TestUser;
/** Linked to the same client: a file of her own, which must not show the first consultant's notes. */
let colleague: TestUser;
let stranger: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await signUp(t, 'consultant');
  colleague = await signUp(t, 'consultant');
  stranger = await signUp(t, 'consultant');
  client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Moreau' });
  await t.db.insert(consultantClients).values([
    { consultantId: consultant.id, clientId: client.id },
    { consultantId: colleague.id, clientId: client.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

const notesPath = (clientId = client.id) => `/api/clients/${clientId}/notes`;
const write = (user: TestUser, body: unknown, clientId = client.id) =>
  user.request(notesPath(clientId), { method: 'POST', json: { body } });
const listOf = async (user: TestUser, query = '') => {
  const response = await user.request(`${notesPath()}${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { items: ClientNote[]; nextCursor: string | null };
};

describe("the consultant's private notes", () => {
  it('are written, listed newest first, edited and removed by the linked consultant', async () => {
    const first = await write(consultant, '  Premier rendez-vous : préfère les tons froids.  ');
    expect(first.status).toBe(201);
    const note = (await first.json()) as ClientNote;
    expect(note.body).toBe('Premier rendez-vous : préfère les tons froids.');
    expect(note.createdAt).toBe(note.updatedAt);
    await write(consultant, 'Relancer pour le manteau camel.');

    expect((await listOf(consultant)).items.map((item) => item.body)).toEqual([
      'Relancer pour le manteau camel.',
      'Premier rendez-vous : préfère les tons froids.',
    ]);

    const edited = await consultant.request(`${notesPath()}/${note.id}`, {
      method: 'PATCH',
      json: { body: 'Premier rendez-vous : tons froids, pas de jaune.' },
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as ClientNote;
    expect(after).toMatchObject({ id: note.id, body: 'Premier rendez-vous : tons froids, pas de jaune.' });
    expect(after.createdAt).toBe(note.createdAt);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(note.createdAt).getTime());

    const removed = await consultant.request(`${notesPath()}/${note.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await listOf(consultant)).items.map((item) => item.body)).toEqual([
      'Relancer pour le manteau camel.',
    ]);
    const again = await consultant.request(`${notesPath()}/${note.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(NOTE_MESSAGES.notFound);
  });

  it('are searched case-insensitively, the text taken literally', async () => {
    await write(consultant, 'Morphologie en A, épaules étroites.');
    await write(consultant, 'Budget 100% soldes');
    expect((await listOf(consultant, '?q=MORPHO')).items.map((item) => item.body)).toEqual([
      'Morphologie en A, épaules étroites.',
    ]);
    expect((await listOf(consultant, '?q=100%25')).items.map((item) => item.body)).toEqual([
      'Budget 100% soldes',
    ]);
    expect((await listOf(consultant, '?q=%25')).items.map((item) => item.body)).toEqual([
      'Budget 100% soldes',
    ]);
    expect((await listOf(consultant, '?q=introuvable')).items).toEqual([]);
  });

  it('come a page at a time', async () => {
    const total = (await listOf(consultant)).items.length;
    const first = await listOf(consultant, '?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await listOf(consultant, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      (await listOf(consultant)).items.slice(0, first.items.length + second.items.length).map((n) => n.id),
    );
    expect(total).toBeGreaterThan(2);
  });

  it('refuse an empty or an overlong note, in French, and keep nothing', async () => {
    const before = (await listOf(consultant)).items.length;
    for (const [body, message] of [
      ['   ', NOTE_MESSAGES.empty],
      [undefined, NOTE_MESSAGES.empty],
      ['x'.repeat(NOTE_MAX_LENGTH + 1), NOTE_MESSAGES.tooLong],
    ] as const) {
      const response = await write(consultant, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    expect((await write(consultant, 'x'.repeat(NOTE_MAX_LENGTH))).status).toBe(201);
    expect((await listOf(consultant)).items.length).toBe(before + 1);
  });

  it('are never shown to another consultant of the same client, who keeps her own file', async () => {
    await write(colleague, 'Note de la collègue');
    expect((await listOf(colleague)).items.map((item) => item.body)).toEqual(['Note de la collègue']);
    const mine = (await listOf(consultant)).items[0]!;
    const edit = await colleague.request(`${notesPath()}/${mine.id}`, {
      method: 'PATCH',
      json: { body: 'x' },
    });
    expect(edit.status).toBe(404);
    expect((await edit.json()).error.message).toBe(NOTE_MESSAGES.notFound);
    expect((await colleague.request(`${notesPath()}/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await listOf(consultant)).items[0]).toEqual(mine);
  });

  it('answer an unlinked consultant as if the client did not exist, on every route', async () => {
    const note = (await listOf(consultant)).items[0]!;
    for (const response of [
      await stranger.request(notesPath()),
      await write(stranger, 'intrusion'),
      await stranger.request(`${notesPath()}/${note.id}`, { method: 'PATCH', json: { body: 'x' } }),
      await stranger.request(`${notesPath()}/${note.id}`, { method: 'DELETE' }),
      await consultant.request(notesPath('not-a-uuid')),
      await consultant.request(notesPath(stranger.id)),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(CLIENT_MESSAGES.notFound);
    }
    expect(await t.db.select().from(clientNotes).where(eq(clientNotes.consultantId, stranger.id))).toEqual(
      [],
    );
  });

  it('are out of the client’s reach: every notes route refuses her, and her file shows none of them', async () => {
    const note = (await listOf(consultant)).items[0]!;
    for (const response of [
      await client.request(notesPath()),
      await write(client, 'je lis'),
      await client.request(`${notesPath()}/${note.id}`, { method: 'PATCH', json: { body: 'x' } }),
      await client.request(`${notesPath()}/${note.id}`, { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(403);
    }
    const own = await (await client.request(`/api/clients/${client.id}`)).text();
    expect(own).not.toContain(note.body.slice(0, 20));
  });

  it('end with the link between the consultant and the client', async () => {
    const client2 = await signUp(t, 'client');
    await t.db.insert(consultantClients).values({ consultantId: consultant.id, clientId: client2.id });
    expect((await write(consultant, 'Sera effacée', client2.id)).status).toBe(201);
    await t.db
      .delete(consultantClients)
      .where(
        and(eq(consultantClients.consultantId, consultant.id), eq(consultantClients.clientId, client2.id)),
      );
    expect(await t.db.select().from(clientNotes).where(eq(clientNotes.clientId, client2.id))).toEqual([]);
  });
});

describe("the consultant's follow-ups", () => {
  const setFollowUp = (user: TestUser, followUpOn: unknown, clientId = client.id) =>
    user.request(`/api/clients/${clientId}/follow-up`, { method: 'PUT', json: { followUpOn } });
  const due = async (user: TestUser) =>
    (
      (await (await user.request('/api/follow-ups')).json()) as {
        items: { id: string; followUpOn: string }[];
      }
    ).items;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('list the clients whose day has come, the oldest first, and not those still to come', async () => {
    const later = await signUp(t, 'client');
    const overdue = await signUp(t, 'client');
    await t.db.insert(consultantClients).values([
      { consultantId: consultant.id, clientId: later.id },
      { consultantId: consultant.id, clientId: overdue.id },
    ]);
    expect(await setFollowUp(consultant, day(-1), client.id).then((r) => r.json())).toEqual({
      followUpOn: day(-1),
    });
    await setFollowUp(consultant, day(-20), overdue.id);
    await setFollowUp(consultant, day(20), later.id);

    expect((await due(consultant)).map((item) => [item.id, item.followUpOn])).toEqual([
      [overdue.id, day(-20)],
      [client.id, day(-1)],
    ]);
    const portfolio = (await (await consultant.request('/api/clients')).json()) as {
      items: { id: string; followUpOn: string | null }[];
    };
    expect(portfolio.items.find((item) => item.id === later.id)?.followUpOn).toBe(day(20));

    expect((await setFollowUp(consultant, null, overdue.id)).status).toBe(200);
    expect((await due(consultant)).map((item) => item.id)).toEqual([client.id]);
  });

  it('belong to one consultant: the colleague, the stranger and the client see none of them', async () => {
    expect(await due(colleague)).toEqual([]);
    expect(await due(stranger)).toEqual([]);
    const colleagueView = await (await colleague.request(`/api/clients/${client.id}`)).json();
    expect(colleagueView.followUpOn).toBeNull();
    const own = await (await client.request(`/api/clients/${client.id}`)).json();
    expect(own.followUpOn).toBeNull();
    expect((await client.request('/api/follow-ups')).status).toBe(403);
    expect((await setFollowUp(client, day(1))).status).toBe(403);
    const refused = await setFollowUp(stranger, day(1));
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe(CLIENT_MESSAGES.notFound);
  });

  it('refuse a day that does not exist, in French', async () => {
    for (const followUpOn of ['2026-02-30', '12/12/2026', '', 'demain', 20261212, '0001-01-01']) {
      const response = await setFollowUp(consultant, followUpOn);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(NOTE_MESSAGES.invalidFollowUp);
    }
    expect((await due(consultant)).map((item) => item.followUpOn)).toEqual([day(-1)]);
  });
});
