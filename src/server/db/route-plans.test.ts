import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DIAGNOSIS_INPUT } from '~/domain/diagnosis';
import { clientInvites, garmentCaptures } from './schema';
import { composeOutfit, uploadGarment } from '../test/garments';
import { imageForm, solidPng } from '../test/images';
import { invoiceRequest, quoteRequest, TEST_INVOICING, TEST_PACKAGE } from '../test/invoices';
import { apiRoutes, type ApiRoute } from '../test/route-table';
import { seedListRows } from '../test/seed-lists';
import { createTestApp, type TestApp } from '../test/test-app';
import { call, signUp, type TestUser } from '../test/users';

/**
 * Every statement the routes send, not only the lists' (list-plans.test.ts reads those with ANALYZE): each route of
 * the route table is called as the person it serves, at two sizes, and each statement it sent is explained. At the
 * small size, with sequential scans switched off, a statement that still scans a table whole has no index to read;
 * at the large size, the planner's own choice on fresh statistics must not read a table of more than BIG_TABLE rows
 * whole to keep less than KEPT_SHARE of them, nor sort more than SMALL_SORT rows to keep a page (a Sort under a
 * Limit). ALLOWED lists what may, and why.
 * Statements run by triggers inside the database (portfolio cards, kept counts) are not sent: EXPLAIN does not show
 * them; their own tests count what they read.
 */

const SIZES = (process.env.ROUTE_PLAN_SIZES ?? '100,10000').split(',').map(Number);
const BIG_TABLE = 1000;
const SMALL_SORT = 100;
/** A scan keeping less than this share of a big table's rows should have read an index. */
const KEPT_SHARE = 0.1;

/** Statements allowed a scan of a whole table or a larger sort: a part of the statement, the table, the reason. */
const ALLOWED: { statement: RegExp; table: string; why: string }[] = [
  {
    statement: /from "verifications"/,
    table: 'verifications',
    why: "better-auth's tokens (a reset, a confirmation) live an hour and are swept: the table stays small",
  },
  {
    statement: /from "rate_limit_counters" where \(right\(/,
    table: 'rate_limit_counters',
    why: "an account's erasure finds her counters by the key's end; only the current windows are kept (swept every 10 min)",
  },
  // The seeded client holds half of these tables: Postgres reads them whole rather than half through the index
  // (the index path exists: the small size checks it), where PGlite's estimates keep the index.
  {
    statement: /"client_clothing_items"."decision" in/,
    table: 'client_clothing_items',
    why: "a client's budget summary, for a pair holding half the proposals",
  },
  {
    statement: /"clothing_items"."colors" is null and "clothing_items"."enhanced_image_key" is not null/,
    table: 'clothing_items',
    why: 'the garments a new palette must measure first, for a client holding half the garments',
  },
];

type Logged = { query: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const key = (route: ApiRoute) => `${route.method} ${route.path}`;

/** Routes that end what the later ones need (a session, a link, a consent, an account): called last, in this order. */
const LAST = [
  'DELETE /api/capsules/:capsuleId',
  'POST /api/wardrobe-sorts/:id/finish',
  'DELETE /api/links/:personId',
  'DELETE /api/me/consent',
  'POST /api/auth/change-password',
  'DELETE /api/me',
  'POST /api/auth/sign-out',
];
const NEW_PASSWORD = 'Soie-Indigo-2031';
const MEASURED = {
  gender: 'femme',
  age: 34,
  height: 165,
  weight: 60,
  bustSize: 90,
  waistSize: 70,
  hipSize: 98,
};
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const order = (route: ApiRoute) =>
  LAST.includes(key(route)) ? 10 + LAST.indexOf(key(route)) : METHOD_ORDER.indexOf(route.method);

describe.each(SIZES)('every statement the routes send, at %i rows', (rows) => {
  let t: TestApp;
  const logged: Logged[] = [];
  const recorder: Logger = { logQuery: (query, params) => void logged.push({ query, params }) };
  let consultant: TestUser;
  let client: TestUser;
  const ids: Record<string, string> = {};
  /** One session of its own for the settings EXPLAIN runs with (the embedded database has only one). */
  let explainer: {
    query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  };
  let closeExplainer = async () => {};

  beforeAll(async () => {
    t = await createTestApp({}, { queryLogger: recorder });
    consultant = await signUp(t, 'consultant');
    client = await signUp(t, 'client');
    const rival = await signUp(t, 'consultant');
    const seeded = await seedListRows(t.db, {
      consultantId: consultant.id,
      clientId: client.id,
      rivalId: rival.id,
      rows,
    });
    ids.conversation = seeded.conversationId;
    ids.garment = (await uploadGarment(client)).id;
    ids.proposal = (await uploadGarment(consultant, `/api/clients/${client.id}/catalogue`)).id;
    ids.outfit = (await composeOutfit(consultant, client.id, [ids.garment, ids.proposal])).id;
    const note = await consultant.request(`/api/clients/${client.id}/notes`, {
      method: 'POST',
      json: { body: 'Préfère les coupes droites' },
    });
    ids.note = ((await note.json()) as { id: string }).id;
    const sort = await consultant.request('/api/wardrobe-sorts', {
      method: 'POST',
      json: { clientId: client.id },
    });
    ids.sort = ((await sort.json()) as { id: string }).id;
    const document = await consultant.request(`/api/clients/${client.id}/documents`, {
      method: 'POST',
      json: { kind: 'shopping' },
    });
    ids.document = ((await document.json()) as { id: string }).id;
    const questionnaire = await consultant.request(`/api/clients/${client.id}/questionnaire`, {
      method: 'POST',
      json: { template: 'mine' },
    });
    ids.questionnaire = ((await questionnaire.json()) as { id: string }).id;
    const inspiration = await client.request(`/api/questionnaires/${ids.questionnaire}/inspirations`, {
      method: 'POST',
      body: imageForm({
        liked: 'true',
        file: { bytes: await solidPng(90, 120), name: 'i.png', type: 'image/png' },
      }),
    });
    ids.inspiration = ((await inspiration.json()) as { id: string }).id;
    // A travel case from yesterday to five days on, holding her garment.
    const dayAt = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const capsule = await consultant.request(`/api/clients/${client.id}/capsules`, {
      method: 'POST',
      json: { kind: 'travel', name: 'Lisbonne', startsOn: dayAt(-1), endsOn: dayAt(5) },
    });
    ids.capsule = ((await capsule.json()) as { capsule: { id: string } }).capsule.id;
    await client.request(`/api/capsules/${ids.capsule}/items/${ids.garment}`, { method: 'PUT' });
    const [capture] = await t.db
      .insert(garmentCaptures)
      .values({ userId: client.id, status: 'ready', imageKey: `users/${client.id}/captures/x/original.jpg` })
      .returning({ id: garmentCaptures.id });
    ids.capture = capture!.id;
    await consultant.request('/api/me/invoicing', { method: 'PUT', json: TEST_INVOICING });
    const invoice = await consultant.request(`/api/clients/${client.id}/invoices`, {
      method: 'POST',
      json: invoiceRequest(),
    });
    ids.invoice = ((await invoice.json()) as { id: string }).id;
    const pack = await consultant.request('/api/me/packages', { method: 'POST', json: TEST_PACKAGE });
    ids.package = ((await pack.json()) as { id: string }).id;
    const quote = await consultant.request(`/api/clients/${client.id}/quotes`, {
      method: 'POST',
      json: quoteRequest({ packageId: ids.package }),
    });
    ids.quote = ((await quote.json()) as { id: string }).id;
    await client.request(`/api/quotes/${ids.quote}/acceptance`, {
      method: 'POST',
      json: { termsAccepted: true, earlyStart: true },
    });
    const bought = await client.request(`/api/clients/${client.id}/packages`);
    ids.clientPackage = ((await bought.json()) as { packages: { id: string }[] }).packages[0]!.id;
    const proposed = await consultant.request(`/api/clients/${client.id}/appointments`, {
      method: 'POST',
      json: {
        requestId: crypto.randomUUID(),
        label: 'Point de suivi',
        minutes: 30,
        startsAt: new Date(Date.now() + 3 * 86_400_000 + 1_800_000).toISOString(),
        place: null,
      },
    });
    ids.appointment = ((await proposed.json()) as { id: string }).id;
    const [invite] = await t.db
      .insert(clientInvites)
      .values({
        email: `invitee-${client.id}@example.fr`,
        consultantId: consultant.id,
        token: `route-plans-${client.id}`,
        expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: clientInvites.id, token: clientInvites.token });
    ids.invite = invite!.id;
    // Inviting asks for a confirmed address.
    await t.query('update profiles set email_verified = true where id = $1', [consultant.id]);
    ids.token = invite!.token;
    await t.query('analyze');
    if (t.databaseUrl) {
      const session = new pg.Client({ connectionString: t.databaseUrl });
      await session.connect();
      explainer = session;
      closeExplainer = () => session.end();
    } else explainer = { query: t.query };
  }, 300_000);
  afterAll(async () => {
    await closeExplainer();
    await t.close();
  });

  function param(route: ApiRoute, name: string): string {
    const path = route.path;
    if (name === 'clientId') return client.id;
    if (name === 'noteId') return ids.note!;
    if (name === 'inviteId') return ids.invite!;
    if (name === 'personId') return consultant.id;
    if (name === 'itemId' && path.startsWith('/api/wardrobe-sorts/')) return ids.garment!;
    if (name === 'itemId' && path.startsWith('/api/capsules/')) return ids.garment!;
    if (name === 'capsuleId') return ids.capsule!;
    if (name === 'itemId') return ids.proposal!;
    if (name === 'variant') return 'display';
    if (name === 'inspirationId') return ids.inspiration!;
    if (name === 'token') return ids.token!;
    if (name === 'day') return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    if (name === 'id') {
      if (path.startsWith('/api/profiles/')) return client.id;
      if (path.startsWith('/api/wardrobe/items/') || path.startsWith('/api/clothing/')) return ids.garment!;
      if (path.startsWith('/api/wardrobe/captures/')) return ids.capture!;
      if (path.startsWith('/api/outfits/')) return ids.outfit!;
      if (path.startsWith('/api/conversations/')) return ids.conversation!;
      if (path.startsWith('/api/wardrobe-sorts/')) return ids.sort!;
      if (path.startsWith('/api/documents/')) return ids.document!;
      if (path.startsWith('/api/questionnaires/')) return ids.questionnaire!;
      if (path.startsWith('/api/invoices/')) return ids.invoice!;
      if (path.startsWith('/api/quotes/')) return ids.quote!;
      if (path.startsWith('/api/packages/')) return ids.package!;
      if (path.startsWith('/api/client-packages/')) return ids.clientPackage!;
      if (path.startsWith('/api/appointments/')) return ids.appointment!;
    }
    throw new Error(`no value for :${name} in ${key(route)}: add it to param()`);
  }

  const png = () => solidPng(120, 120);
  const outfitForm = async () =>
    imageForm({
      name: 'Tenue du samedi',
      itemIds: JSON.stringify([ids.garment]),
      image: {
        bytes: await sharp({ create: { width: 60, height: 60, channels: 4, background: '#e5e7eb' } })
          .png()
          .toBuffer(),
        name: 'o.png',
        type: 'image/png',
      },
    });
  const fileForm = async (fields: Record<string, string> = {}) =>
    imageForm({ ...fields, file: { bytes: await png(), name: 'g.png', type: 'image/png' } });

  /** A body the route accepts, so that it goes as far as its statements. */
  const BODIES: Record<string, () => Promise<{ json?: unknown; body?: FormData }>> = {
    'POST /api/auth/sign-in/email': async () => ({
      json: { email: client.email, password: client.password },
    }),
    'POST /api/auth/request-password-reset': async () => ({ json: { email: client.email, redirectTo: '/' } }),
    'POST /api/auth/change-password': async () => ({
      json: { currentPassword: client.password, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
    }),
    'PATCH /api/me': async () => ({ json: { firstName: 'Léa', lastName: 'Moreau' } }),
    'PUT /api/me/photo': async () => ({ body: await fileForm() }),
    'DELETE /api/me': async () => ({ json: { password: NEW_PASSWORD } }),
    'POST /api/auth/sign-out': async () => ({ json: {} }),
    'POST /api/me/client-profile': async () => ({ json: { ...MEASURED, consent: true } }),
    'PUT /api/me/client-profile': async () => ({ json: MEASURED }),
    'PUT /api/me/consent': async () => ({ json: { consent: true } }),
    'POST /api/invites': async () => ({ json: { email: 'nouvelle-cliente@example.fr' } }),
    'PUT /api/clients/:clientId/follow-up': async () => ({ json: { followUpOn: '2031-03-01' } }),
    'POST /api/clients/:clientId/notes': async () => ({ json: { body: 'Une note' } }),
    'PATCH /api/clients/:clientId/notes/:noteId': async () => ({ json: { body: 'Une note revue' } }),
    'PUT /api/clients/:clientId/diagnosis': async () => ({
      json: { ...EMPTY_DIAGNOSIS_INPUT, palette: 'automne_profond' },
    }),
    'PUT /api/clients/:clientId/measurements': async () => ({ json: { waistSize: 70, hipSize: 99 } }),
    'PUT /api/clients/:clientId/budget': async () => ({ json: { budget: 300 } }),
    'PUT /api/proposals/:itemId/decision': async () => ({ json: { decision: 'wanted' } }),
    'POST /api/wardrobe/items': async () => ({ body: await fileForm({ category: 'top' }) }),
    'PATCH /api/wardrobe/items/:id': async () => ({ json: { category: 'top', name: 'Chemise bleue' } }),
    'PUT /api/wardrobe/items/:id/cutout': async () => ({ body: await fileForm() }),
    'PUT /api/wardrobe/captures/:id/cutout': async () => ({ body: await fileForm() }),
    'POST /api/wardrobe/captures': async () => ({ body: await fileForm() }),
    'POST /api/wardrobe/captures/save': async () => ({
      json: { items: [{ id: ids.capture, category: 'top' }] },
    }),
    'POST /api/clients/:clientId/catalogue': async () => ({ body: await fileForm({ category: 'top' }) }),
    'PATCH /api/clients/:clientId/catalogue/:itemId': async () => ({
      json: { category: 'top', name: 'Robe' },
    }),
    'POST /api/clients/:clientId/outfits': async () => ({ body: await outfitForm() }),
    'POST /api/outfits/:id/revisions': async () => ({ body: await outfitForm() }),
    'POST /api/clients/:clientId/outfit-drafts': async () => ({ body: await outfitForm() }),
    'PUT /api/outfits/:id/draft': async () => ({ body: await outfitForm() }),
    'POST /api/outfits/:id/share': async () => ({ body: await outfitForm() }),
    'PUT /api/outfits/:id/reaction': async () => ({ json: { reaction: 'love' } }),
    'PATCH /api/outfits/:id': async () => ({ json: { name: 'Tenue renommée' } }),
    'POST /api/conversations/:id/messages': async () => ({ json: { content: 'Bonjour' } }),
    'POST /api/conversations': async () => ({ json: { participantId: client.id } }),
    'POST /api/wardrobe-sorts': async () => ({ json: { clientId: client.id } }),
    'PUT /api/me/questionnaire-template': async () => ({
      json: { questions: [{ id: 'q-maison', kind: 'text', label: 'Votre parfum' }] },
    }),
    'POST /api/clients/:clientId/questionnaire': async () => ({ json: { template: 'mine' } }),
    'POST /api/questionnaires/:id/inspirations': async () => ({
      body: await fileForm({ liked: 'false', caption: 'La couleur' }),
    }),
    'PATCH /api/questionnaires/:id/inspirations/:inspirationId': async () => ({
      json: { liked: false, caption: 'La coupe' },
    }),
    'PUT /api/clients/:clientId/calendar/:day': async () => ({ json: { outfitId: ids.outfit } }),
    'POST /api/me/calendar-feed': async () => ({ json: { subscribe: true } }),
    'POST /api/clients/:clientId/wears': async () => ({
      json: { day: new Date().toISOString().slice(0, 10), outfitId: ids.outfit },
    }),
    'POST /api/clients/:clientId/outfit-ideas/rejections': async () => ({
      json: { signature: [ids.garment!, ids.proposal!].sort().join(',') },
    }),
    'POST /api/clients/:clientId/capsules': async () => ({ json: { kind: 'capsule', name: 'Bureau hiver' } }),
    'PATCH /api/capsules/:capsuleId': async () => ({ json: { name: 'Lisbonne en mai', notes: 'Un gilet' } }),
    'PATCH /api/capsules/:capsuleId/items/:itemId': async () => ({ json: { packed: true } }),
    'PUT /api/capsules/:capsuleId/days/:day': async () => ({
      json: { outfitId: ids.outfit, occasion: 'Dîner' },
    }),
    'PUT /api/me/invoicing': async () => ({ json: TEST_INVOICING }),
    'POST /api/clients/:clientId/invoices': async () => ({ json: invoiceRequest() }),
    'POST /api/invoices/:id/payment': async () => ({
      json: { paidOn: new Date().toISOString().slice(0, 10), method: 'transfer', reference: 'VIR-1' },
    }),
    'POST /api/invoices/:id/credit-note': async () => ({ json: { requestId: crypto.randomUUID() } }),
    'POST /api/me/packages': async () => ({ json: TEST_PACKAGE }),
    'PUT /api/packages/:id': async () => ({ json: TEST_PACKAGE }),
    'POST /api/clients/:clientId/quotes': async () => ({ json: quoteRequest() }),
    'POST /api/quotes/:id/acceptance': async () => ({ json: { termsAccepted: true, earlyStart: true } }),
    'PUT /api/me/availability': async () => ({
      json: {
        week: Array.from({ length: 7 }, () => [{ start: '09:00', end: '18:00' }]),
        noticeHours: 0,
        exceptions: [],
      },
    }),
    'POST /api/clients/:clientId/appointments': async () => ({
      json: {
        requestId: crypto.randomUUID(),
        label: 'Appel',
        minutes: 30,
        startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        place: null,
      },
    }),
    'POST /api/client-packages/:id/appointments': async () => ({
      json: {
        requestId: crypto.randomUUID(),
        session: 1,
        startsAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
        place: null,
      },
    }),
    'POST /api/appointments/:id/move': async () => ({
      json: { startsAt: new Date(Date.now() + 4 * 86_400_000).toISOString() },
    }),
    'PUT /api/wardrobe-sorts/:id/decisions/:itemId': async () => ({
      json: { decision: 'alter', reasons: ['size'], note: 'Reprendre la taille' },
    }),
  };

  async function plan(statement: Logged, indexOnly: boolean): Promise<PlanNode> {
    const settings = indexOnly ? ['enable_seqscan'] : [];
    for (const setting of settings) await explainer.query(`set ${setting} = off`);
    try {
      const { rows: answer } = await explainer.query(
        `explain (format json) ${statement.query}`,
        statement.params,
      );
      const text = answer[0]!['QUERY PLAN'] as { Plan: PlanNode }[] | string;
      return (typeof text === 'string' ? JSON.parse(text) : text)[0]!.Plan;
    } finally {
      for (const setting of settings) await explainer.query(`reset ${setting}`);
    }
  }

  it('reads an index wherever a table grows, and sorts only a few rows', async () => {
    const { rows: tables } = await t.query(
      `select relname, reltuples::int as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    const sizeOf = new Map(tables.map((row) => [String(row.relname), Number(row.n)]));
    const small = rows === SIZES[0];
    const routes = apiRoutes(t.app).sort((a, b) => order(a) - order(b));
    const problems: string[] = [];
    const seen = new Set<string>();
    let explained = 0;
    for (const route of routes) {
      if (key(route) === 'POST /api/enhance') continue; // no statement of its own beyond the session's
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => param(route, name));
      for (const user of [client, consultant]) {
        logged.length = 0;
        const body = (await BODIES[key(route)]?.()) ?? {};
        const response = await call(t, path, { method: route.method, ...body, cookie: user.cookie });
        await response.arrayBuffer();
        if (process.env.ROUTE_PLAN_STATUSES) console.log(response.status, user.role, key(route));
        const statements = logged.splice(0);
        for (const statement of statements) {
          if (!/^[\s(]*(select|with|insert|update|delete)\b/i.test(statement.query)) continue;
          if (seen.has(statement.query)) continue;
          seen.add(statement.query);
          explained += 1;
          const nodes = nodesOf(await plan(statement, small));
          const allowed = (table: string) =>
            ALLOWED.some((entry) => entry.table === table && entry.statement.test(statement.query));
          const limited = new Set(
            nodes.filter((node) => node['Node Type'] === 'Limit').flatMap((limit) => nodesOf(limit).slice(1)),
          );
          for (const node of nodes) {
            const table = node['Relation Name'] ?? '';
            const tableRows = sizeOf.get(table) ?? 0;
            // Small: no index path at all. Large: the planner reads a big table whole to keep a few of its rows
            // (reading it whole for most of them, as a statement about a person who has most of the rows does,
            // is what an index would cost more for).
            const needless = small
              ? true
              : tableRows > BIG_TABLE && (node['Plan Rows'] ?? 0) < KEPT_SHARE * tableRows;
            if (node['Node Type'] === 'Seq Scan' && needless && !allowed(table))
              problems.push(`${key(route)} scans ${table} whole: ${statement.query}`);
            // A sort under a limit throws rows away: an index in that order would have read only the page.
            if (/Sort$/.test(node['Node Type']) && limited.has(node) && (node['Plan Rows'] ?? 0) > SMALL_SORT)
              problems.push(`${key(route)} sorts ${node['Plan Rows']} rows for a page: ${statement.query}`);
          }
        }
        // The route is the other role's: it is tried as that person too.
        if (![401, 403].includes(response.status)) break;
      }
    }
    expect(explained).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);
});
