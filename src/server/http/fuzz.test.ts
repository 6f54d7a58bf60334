import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { imageForm, solidPng } from '../test/images';
import { apiRoutes, type ApiRoute } from '../test/route-table';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, signUp, type TestUser } from '../test/users';

/**
 * Malformed input on every route of the route table, as each kind of caller: no 5xx, a French
 * `{ error: { code, message } }`, and no row created, changed or removed. Values are sampled, not crossed.
 */

const NUL = 'Camille\u0000Martin';
/** Half of a UTF-16 pair alone: JSON.stringify writes it as the escape `\ud800`. */
const LONE = 'Camille\ud800Martin';
const RANDOM_ID = '6f1c2b1e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/** Every body field name the API reads somewhere; each malformed body sets all of them at once. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'role',
  'inviteToken',
  'token',
  'newPassword',
  'currentPassword',
  'content',
  'participantId',
  'name',
  'comments',
  'itemIds',
  'category',
  'color',
  'season',
  'notes',
  'gender',
  'age',
  'height',
  'weight',
  'bustSize',
  'shoulderWidth',
  'waistSize',
  'hipSize',
  'body',
  'followUpOn',
  'morphology',
  'morphologyNote',
  'advice',
  'palette',
  'addedSwatches',
  'removedSwatches',
  'avoidColors',
  'shop',
  'productUrl',
  'fitNote',
  'decision',
  'comment',
  'budget',
  'liked',
  'caption',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const JSON_BODIES: string[] = [
  '',
  '{',
  '{"firstName": "Camille",',
  'null',
  '[]',
  '"texte"',
  '12',
  'true',
  '{"__proto__": {"admin": true}}',
  nested(5000),
  '['.repeat(5000) + ']'.repeat(5000),
  JSON.stringify([everyField('x')]),
  // Longer than any text field allows (a message: 4,000).
  ...[NUL, 1e308, -1, Number.MAX_SAFE_INTEGER + 2, 'x'.repeat(4001), ['a'], { a: 1 }, true, '   '].map(
    (value) => JSON.stringify(everyField(value)),
  ),
  // Enumerations valid, every text carries a NUL byte: the text reaches the database unless refused.
  JSON.stringify({ ...everyField(NUL), category: 'top', color: 'black', season: 'all', gender: 'femme' }),
  // The same with a lone surrogate, in the texts and in a key.
  JSON.stringify({ ...everyField(LONE), category: 'top', color: 'black', season: 'all', gender: 'femme' }),
  JSON.stringify({ [LONE]: 1, ...everyField('x') }),
];

const QUERY_VALUES: Record<string, string[]> = {
  q: [NUL, 'x'.repeat(5000), "%'; drop table messages; --"],
  cursor: [
    cursorOf(`+275760-09-13T00:00:00.000Z|${RANDOM_ID}`),
    cursorOf(`-271821-04-20T00:00:00.000Z|${RANDOM_ID}`),
    cursorOf(`0000-01-01T00:00:00.000Z|${RANDOM_ID}`),
    cursorOf(`2024-01-01T00:00:00.000Z|${NUL}`),
    'pas-un-curseur',
    NUL,
  ],
  limit: ['-5', '1e309', '99999999999999999999', 'abc'],
  category: ['chapeau', NUL, ''],
  token: [NUL],
};

const PATH_VALUES = ['%00', 'a%00b', 'x'.repeat(3000), 'pas-un-uuid', '%E0%A4%A', '..%2F..', '0'.repeat(36)];

const ENGLISH =
  /\b(expected|invalid|input|required|must|received|malformed|unexpected|error|failed|not found|too (big|small|long|short)|string|number)\b/i;

type Caller = { name: string; cookie?: string; user?: TestUser };
type Fixtures = { clientId: string; ids: string[]; questionnaireId: string; inspirationId: string };

let t: TestApp;
let callers: Caller[];
let fixtures: Fixtures;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app);
  const consultant = await signUp(t, 'consultant', { firstName: 'Inès', lastName: 'Moreau' });
  const client = await signUp(t, 'client', { firstName: 'Léa', lastName: 'Petit' });
  await t.db.insert(schema.consultantClients).values({ consultantId: consultant.id, clientId: client.id });
  const onboarded = await client.request('/api/me/client-profile', {
    method: 'POST',
    json: { gender: 'femme', age: 30, height: 165, weight: 58, bustSize: 88, consent: true },
  });
  expect(onboarded.status).toBe(201);
  const png = await solidPng(64, 64);
  const garment = await client.request('/api/wardrobe/items', {
    method: 'POST',
    body: imageForm({ category: 'top', file: { bytes: png, name: 'g.png', type: 'image/png' } }),
  });
  expect(garment.status).toBe(201);
  const garmentId = ((await garment.json()) as { id: string }).id;
  const outfit = await consultant.request(`/api/clients/${client.id}/outfits`, {
    method: 'POST',
    body: imageForm({
      name: 'Tenue',
      itemIds: JSON.stringify([garmentId]),
      image: { bytes: png, name: 'o.png', type: 'image/png' },
    }),
  });
  expect(outfit.status).toBe(201);
  const conversation = await client.request('/api/conversations', {
    method: 'POST',
    json: { participantId: consultant.id },
  });
  expect(conversation.status).toBe(200);
  const outfitId = ((await outfit.json()) as { id: string }).id;
  const conversationId = ((await conversation.json()) as { id: string }).id;
  // A questionnaire with an inspiration photo of hers: its routes are tried on them (the others' ids are not its).
  const questionnaire = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
    method: 'POST',
    json: { template: 'default' },
  });
  expect(questionnaire.status).toBe(201);
  const questionnaireId = ((await questionnaire.json()) as { id: string }).id;
  const inspiration = await client.request(`/api/questionnaires/${questionnaireId}/inspirations`, {
    method: 'POST',
    body: imageForm({ liked: 'true', file: { bytes: png, name: 'i.png', type: 'image/png' } }),
  });
  expect(inspiration.status).toBe(201);
  const inspirationId = ((await inspiration.json()) as { id: string }).id;
  fixtures = {
    clientId: client.id,
    ids: [garmentId, outfitId, conversationId],
    questionnaireId,
    inspirationId,
  };
  callers = [
    { name: 'signed out' },
    { name: 'client', cookie: client.cookie, user: client },
    { name: 'consultant', cookie: consultant.cookie, user: consultant },
  ];
});
afterAll(() => t.close());

/** The route's path with real ids, so that malformed bodies reach as deep as they can. */
function pathsOf(route: ApiRoute): string[] {
  if (!route.path.includes(':')) return [route.path];
  if (route.path.startsWith('/api/questionnaires/:id/inspirations'))
    return [
      route.path.replace(':id', fixtures.questionnaireId).replace(':inspirationId', fixtures.inspirationId),
    ];
  const filled = fixtures.ids.map((id) =>
    route.path
      .replace(':clientId', fixtures.clientId)
      .replace(':token', 'a'.repeat(32))
      .replace(':variant', 'display')
      .replace(/:[A-Za-z]+/g, id),
  );
  return [...new Set(filled)];
}

/** Body-less actions on the caller's own session or account: they ignore any body by design. */
const actsOnCaller = (route: ApiRoute) =>
  route.path === '/api/auth/sign-out' || (route.method === 'DELETE' && !route.path.includes(':'));

const takesBody = (route: ApiRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (is(table, PgTable)) counts[getTableName(table)] = await t.db.$count(table);
  }
  const people = [];
  for (const caller of callers) {
    if (!caller.user) continue;
    people.push(await (await caller.user.request('/api/me')).json());
  }
  const measurements = await (await callers[1]!.user!.request('/api/me/client-profile')).json();
  return { counts, people, measurements };
}

type Failure = { request: string; status: number; body: string };

async function check(failures: Failure[], request: string, response: Response) {
  const text = await response.text();
  if (response.status < 400) return;
  let message: unknown;
  let code: unknown;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    message = body.error?.message;
    code = body.error?.code;
  } catch {
    // Not JSON: reported below.
  }
  const french = typeof message === 'string' && message.length > 0 && !ENGLISH.test(message);
  if (response.status >= 500 || typeof code !== 'string' || !french) {
    failures.push({ request, status: response.status, body: text.slice(0, 300) });
  }
}

function report(failures: Failure[]) {
  return failures.map((f) => `${f.request} -> ${f.status} ${f.body}`).join('\n');
}

const garmentFields = { category: 'top', color: 'black', season: 'all' };

async function multipartBodies(): Promise<{ name: string; body: FormData | string; type?: string }[]> {
  const png = await solidPng(64, 64);
  const truncated = png.subarray(0, Math.floor(png.length / 2));
  const file = (bytes: Buffer) => ({ bytes, name: 'photo.png', type: 'image/png' });
  const files = (bytes: Buffer) => ({ file: file(bytes), image: file(bytes), enhanced: file(bytes) });
  return [
    {
      name: 'NUL in every text field',
      body: imageForm({
        ...garmentFields,
        notes: NUL,
        name: NUL,
        comments: NUL,
        itemIds: JSON.stringify([fixtures.ids[0]]),
        ...files(png),
      }),
    },
    {
      name: 'NUL in the notes only',
      body: imageForm({ ...garmentFields, notes: NUL, ...files(png) }),
    },
    {
      name: 'NUL in the outfit name only',
      body: imageForm({ name: NUL, itemIds: JSON.stringify([fixtures.ids[0]]), ...files(png) }),
    },
    {
      name: 'truncated PNG',
      body: imageForm({
        ...garmentFields,
        name: 'Tenue',
        itemIds: JSON.stringify([fixtures.ids[0]]),
        ...files(truncated),
      }),
    },
    {
      name: 'not an image',
      body: imageForm({ ...garmentFields, name: 'Tenue', ...files(Buffer.from('bonjour')) }),
    },
    {
      name: 'wrong field types',
      // With a photo nobody can read, so that routes ignoring these fields refuse the file instead.
      body: imageForm({
        category: '["top"]',
        itemIds: '{"a":1}',
        name: 'x'.repeat(3000),
        ...files(truncated),
      }),
    },
    {
      name: 'broken multipart',
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      type: 'multipart/form-data; boundary=x',
    },
    { name: 'multipart without boundary', body: 'abc', type: 'multipart/form-data' },
    {
      name: 'URL-encoded form with a NUL',
      body: `category=top&notes=${encodeURIComponent(NUL)}&name=${encodeURIComponent(NUL)}`,
      type: 'application/x-www-form-urlencoded',
    },
  ];
}

// Each test walks the whole route table with every caller: its time grows with the routes, on 2 shared cores.
describe('malformed input on every route', { timeout: 180_000 }, () => {
  it('refuses a lone UTF-16 surrogate in any JSON text, key or nested value, with a French 400', async () => {
    const [, client, consultant] = callers;
    const refused = [
      await consultant!.user!.request(`/api/clients/${fixtures.clientId}/diagnosis`, {
        method: 'PUT',
        json: { morphology: 'A', morphologyNote: LONE, advice: 'x' },
      }),
      await client!.user!.request('/api/me', { method: 'PATCH', json: { firstName: 'Léa', lastName: LONE } }),
      await client!.user!.request(`/api/conversations/${fixtures.ids[2]}/messages`, {
        method: 'POST',
        json: { content: 'a\udc00' },
      }),
      await call(t, '/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'lea@example.fr', password: ['\udbff'] },
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'LONE_SURROGATE', message: 'Le texte contient un caractère non autorisé.' },
      });
    }
    // A character outside the basic plane is a pair, not a lone half: accepted.
    const paired = await client!.user!.request(`/api/conversations/${fixtures.ids[2]}/messages`, {
      method: 'POST',
      json: { content: 'Merci 👗' },
    });
    expect(paired.status).toBeLessThan(300);
  });

  it('reads the route table', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter(takesBody).length).toBeGreaterThan(15);
  });

  it('answers malformed JSON and multipart bodies with a French 4xx and changes nothing', async () => {
    const before = await snapshot();
    const failures: Failure[] = [];
    const multipart = await multipartBodies();
    for (const route of routes.filter(takesBody)) {
      for (const caller of callers) {
        if (caller.cookie && actsOnCaller(route)) continue;
        for (const path of pathsOf(route)) {
          for (const body of JSON_BODIES) {
            const response = await call(t, path, {
              method: route.method,
              cookie: caller.cookie,
              headers: { 'content-type': 'application/json' },
              body,
            });
            await check(
              failures,
              `${caller.name} ${route.method} ${path} json ${body.slice(0, 60)}`,
              response,
            );
          }
          for (const { name, body, type } of multipart) {
            const response = await call(t, path, {
              method: route.method,
              cookie: caller.cookie,
              headers: type ? { 'content-type': type } : {},
              body,
            });
            await check(failures, `${caller.name} ${route.method} ${path} multipart ${name}`, response);
          }
        }
      }
    }
    expect(report(failures)).toBe('');
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed query parameters with a French 4xx', async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const caller of callers) {
        for (const path of pathsOf(route)) {
          const queries = Object.entries(QUERY_VALUES).flatMap(([param, values]) =>
            values.map((value) => new URLSearchParams({ [param]: value }).toString()),
          );
          queries.push('q=a&q=b', 'limit=1&limit=2', 'cursor[]=a');
          for (const query of queries) {
            const response = await call(t, `${path}?${query}`, { cookie: caller.cookie });
            await check(failures, `${caller.name} GET ${path}?${query.slice(0, 80)}`, response);
          }
        }
      }
    }
    expect(report(failures)).toBe('');
  });

  it('answers malformed path parameters with a French 4xx and changes nothing', async () => {
    const before = await snapshot();
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const caller of callers) {
        for (const value of PATH_VALUES) {
          const path = route.path.replace(/:[A-Za-z]+/g, value);
          const response = await call(t, path, { method: route.method, cookie: caller.cookie });
          await check(failures, `${caller.name} ${route.method} ${path.slice(0, 120)}`, response);
        }
      }
    }
    expect(report(failures)).toBe('');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an extreme or malformed page cursor on every paged list, in French', async () => {
    const cursors = [
      // A raw NUL is refused before any list reads it.
      ...QUERY_VALUES.cursor!.filter((cursor) => !cursor.includes('\0')),
      cursorOf(`2024-01-01T00:00:00.000Z|${RANDOM_ID}`).slice(1),
      cursorOf(`2024-13-45T00:00:00.000Z|${RANDOM_ID}`),
    ];
    let pagedLists = 0;
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const caller of callers.slice(1)) {
        for (const path of pathsOf(route)) {
          const first = await call(t, path, { cookie: caller.cookie });
          const isJson = first.headers.get('content-type')?.startsWith('application/json');
          if (first.status !== 200 || !isJson || !('nextCursor' in ((await first.json()) as object)))
            continue;
          pagedLists += 1;
          for (const cursor of cursors) {
            const response = await call(t, `${path}?cursor=${encodeURIComponent(cursor)}`, {
              cookie: caller.cookie,
            });
            expect(response.status, `${path} ${cursor}`).toBe(400);
            expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
              'Cette page de la liste est introuvable. Veuillez recharger la liste.',
            );
          }
        }
      }
    }
    expect(pagedLists).toBeGreaterThanOrEqual(8);
  });

  it('refuses a NUL byte in a name, a search, a message, a token, with a 400', async () => {
    const [, client, consultant] = callers;
    const conversationId = fixtures.ids[2]!;
    const refused = [
      await client!.user!.request('/api/me', {
        method: 'PATCH',
        json: { firstName: NUL, lastName: 'Petit' },
      }),
      await consultant!.user!.request(`/api/clients?q=${encodeURIComponent(NUL)}`),
      await client!.user!.request(`/api/conversations/${conversationId}/messages`, {
        method: 'POST',
        json: { content: NUL },
      }),
      await call(t, `/api/invites/${'a'.repeat(20)}%00`),
      await call(t, `/api/auth/reset-password-token/abc%00`),
      await call(t, '/api/auth/reset-password', {
        method: 'POST',
        json: { token: NUL, newPassword: 'nouveau-mdp' },
      }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBe('Le texte contient un caractère non autorisé.');
    }
  });
});
