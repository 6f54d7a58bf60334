import type { Logger } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Page } from '~/domain/wardrobe';
import { composeOutfit, uploadGarment } from './garments';
import { seedListRows } from './seed-lists';
import { createTestApp } from './test-app';
import { signUp, type TestUser } from './users';

export type SentStatement = { sql: string; params: unknown[] };

/**
 * The ids the database invents, made replayable: a counter in a table instead of `gen_random_uuid()` for every
 * column that defaults to it. A database that runs the same statements in the same order hands out the same ids;
 * and a savepoint rolled back takes its ids back with it (a sequence would not).
 */
export const REPLAYABLE_IDS = [
  'create table replayed_ids (n bigint not null)',
  'insert into replayed_ids values (0)',
  `create function replayed_id() returns uuid language sql volatile as $$
     update replayed_ids set n = n + 1
     returning ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid
   $$`,
  `do $$ declare c record; begin
     for c in select table_schema, table_name, column_name from information_schema.columns
              where column_default = 'gen_random_uuid()' loop
       execute format('alter table %I.%I alter column %I set default replayed_id()',
                      c.table_schema, c.table_name, c.column_name);
     end loop;
   end $$`,
];

/** The body of the note the journey writes: the statement that inserts it is found by it. */
export const JOURNEY_NOTE = 'Préfère les coupes droites';

/**
 * Every statement the product sends to its database, with its parameters, while a consultant, a rival and a client
 * sign up, their lists are seeded (`seedListRows`), and they read the four lists and their filters page after
 * page, add, edit and remove a garment, write a note, send and read a message, compose an outfit and react to
 * it. Taken from the product's own query logger on a fresh embedded database whose ids are replayable.
 */
export async function productStatements(rows = 40) {
  const statements: SentStatement[] = [];
  let recording = false;
  const recorder: Logger = {
    logQuery: (sql, params) => void (recording && statements.push({ sql, params })),
  };
  const t = await createTestApp({}, { queryLogger: recorder });
  try {
    for (const statement of REPLAYABLE_IDS) await t.query(statement);
    recording = true;
    const consultant = await signUp(t, 'consultant');
    const rival = await signUp(t, 'consultant');
    const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Moreau' });
    const { conversationId } = await seedListRows(t.db, {
      consultantId: consultant.id,
      clientId: client.id,
      rivalId: rival.id,
      rows,
    });

    const ok = async (response: Promise<Response>) => {
      const answer = await response;
      expect(answer.status, answer.url).toBeLessThan(300);
      return answer.status === 204 ? null : answer.json();
    };
    /** A list's first two pages. */
    const pages = async (user: TestUser, path: string) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}limit=5`;
      const first = (await ok(user.request(url))) as Page<unknown>;
      if (first.nextCursor) await ok(user.request(`${url}&cursor=${encodeURIComponent(first.nextCursor)}`));
    };

    const garment = await uploadGarment(client, '/api/wardrobe/items', { name: 'Chemise en lin' });
    await ok(
      client.request(`/api/wardrobe/items/${garment.id}`, {
        method: 'PATCH',
        json: { category: 'top', name: 'Chemise bleue', brand: 'Atelier', notes: 'Lin lavé' },
      }),
    );
    const spare = await uploadGarment(client, '/api/wardrobe/items', { category: 'shoes' });
    await ok(client.request(`/api/wardrobe/items/${spare.id}`, { method: 'DELETE' }));
    const note = (await ok(
      consultant.request(`/api/clients/${client.id}/notes`, { method: 'POST', json: { body: JOURNEY_NOTE } }),
    )) as { id: string };
    await ok(
      consultant.request(`/api/clients/${client.id}/notes/${note.id}`, {
        method: 'PATCH',
        json: { body: `${JOURNEY_NOTE}, et le bleu` },
      }),
    );
    await ok(
      consultant.request(`/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        json: { content: 'Bonjour Léa' },
      }),
    );
    await ok(client.request(`/api/conversations/${conversationId}/read`, { method: 'POST' }));
    const outfit = await composeOutfit(consultant, client.id, [garment.id]);
    await ok(
      client.request(`/api/outfits/${outfit.id}/reaction`, { method: 'PUT', json: { reaction: 'love' } }),
    );

    for (const path of [
      '/api/wardrobe/items',
      '/api/wardrobe/items?category=top',
      '/api/wardrobe/items?q=chemise',
      '/api/outfits',
      '/api/conversations',
    ])
      await pages(client, path);
    await ok(client.request(`/api/wardrobe/items/${garment.id}`));
    await ok(client.request('/api/messages/unread-count'));
    for (const path of [
      '/api/clients',
      '/api/conversations',
      `/api/clients/${client.id}/wardrobe`,
      `/api/clients/${client.id}/catalogue`,
      `/api/clients/${client.id}/notes`,
      `/api/clients/${client.id}/outfits`,
      `/api/conversations/${conversationId}/messages`,
    ])
      await pages(consultant, path);
    recording = false;
    return { statements, consultant: consultant.id, client: client.id, rival: rival.id };
  } finally {
    await t.close();
  }
}
