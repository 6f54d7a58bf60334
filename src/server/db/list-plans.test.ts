import type { Logger } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_FOLLOW_UPS_LIMIT } from '../features/clients/repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { signUp, type TestUser } from '../test/users';
import { seedListRows } from '../test/seed-lists';

/**
 * Every list's first and later pages read only the rows they return: each list query, as the API runs it,
 * is explained with ANALYZE over thousands of rows; the plan must read its index in order (no sort) and take
 * no more rows from it than a page holds. Every other statement of every route is explained in route-plans.test.ts.
 */

const ROWS = 3000;
/** A small page, so that reading the rows of an earlier page as well would show. */
const PAGE = 10;
/** What a statement beside the list query may read: a few rows per item of a page, a capped count per category. */
const OTHER_STATEMENT_ROWS = 150;
type Logged = { query: string; params: unknown[] };

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

let t: TestApp;
const logged: Logged[] = [];
const recorder: Logger = { logQuery: (query, params) => void logged.push({ query, params }) };
let consultant: TestUser;
let client: TestUser;
let conversationId: string;

async function seed() {
  consultant = await signUp(t, 'consultant');
  client = await signUp(t, 'client');
  const rival = await signUp(t, 'consultant');
  ({ conversationId } = await seedListRows(t.db, {
    consultantId: consultant.id,
    clientId: client.id,
    rivalId: rival.id,
    rows: ROWS,
  }));
  await t.query('analyze');
}

/** Calls a list's first page, then its second, and returns the list query each ran (the one with `table`). */
async function listQueries(user: TestUser, path: string, table: string): Promise<Logged[]> {
  const queries: Logged[] = [];
  let cursor: string | null = null;
  for (const page of [1, 2]) {
    logged.length = 0;
    const url = `${path}${path.includes('?') ? '&' : '?'}limit=${PAGE}`;
    const response = await user.request(cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url);
    expect(response.status, `${path}, page ${page}`).toBe(200);
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    expect(cursor, `${path} has a next page`).not.toBeNull();
    const query = logged.find(
      (entry) => entry.query.includes(`from "${table}"`) && /order by/i.test(entry.query),
    );
    expect(query, `${path}: no ordered query on ${table}`).toBeDefined();
    queries.push(query!);
  }
  return queries;
}

async function planOf({ query, params }: Logged): Promise<PlanNode> {
  const { rows } = await t.query(`explain (analyze, format json) ${query}`, params);
  const plan = rows[0]!['QUERY PLAN'] as { Plan: PlanNode }[] | string;
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0]!.Plan;
}

/** The rows a plan's scans of `index` read, those a filter threw away included. */
function rowsRead(nodes: PlanNode[], index: string): number[] {
  return nodes
    .filter((node) => node['Index Name'] === index)
    .map((scan) => (scan['Actual Rows']! + (scan['Rows Removed by Filter'] ?? 0)) * scan['Actual Loops']!);
}

const LISTS: { name: string; as: () => TestUser; path: () => string; table: string; index: string }[] = [
  {
    name: 'the wardrobe',
    as: () => client,
    path: () => '/api/wardrobe/items',
    table: 'clothing_items',
    index: 'clothing_items_user_created_idx',
  },
  {
    name: 'a wardrobe tab',
    as: () => client,
    path: () => '/api/wardrobe/items?category=top',
    table: 'clothing_items',
    index: 'clothing_items_user_category_created_idx',
  },
  {
    name: "the wardrobe's 'Dans ma palette' filter",
    as: () => client,
    path: () => '/api/wardrobe/items?palette=in',
    table: 'clothing_items',
    index: 'clothing_items_user_palette_created_idx',
  },
  {
    name: "'Sortis de la garde-robe'",
    as: () => client,
    path: () => '/api/wardrobe/archive',
    table: 'clothing_items',
    index: 'clothing_items_user_archived_idx',
  },
  {
    name: "a client's wardrobe, for her consultant",
    as: () => consultant,
    path: () => `/api/clients/${client.id}/wardrobe`,
    table: 'clothing_items',
    index: 'clothing_items_user_created_idx',
  },
  {
    name: 'the catalogue of proposals',
    as: () => consultant,
    path: () => `/api/clients/${client.id}/catalogue`,
    table: 'client_clothing_items',
    index: 'client_clothing_items_client_consultant_created_idx',
  },
  {
    name: "the client's proposals",
    as: () => client,
    path: () => '/api/proposals',
    table: 'client_clothing_items',
    index: 'client_clothing_items_client_created_idx',
  },
  {
    name: "the consultant's proposals to a client, with their answers",
    as: () => consultant,
    path: () => `/api/clients/${client.id}/proposals`,
    table: 'client_clothing_items',
    index: 'client_clothing_items_client_consultant_created_idx',
  },
  {
    name: "the client's outfits",
    as: () => client,
    path: () => '/api/outfits',
    table: 'outfits',
    index: 'outfits_client_shared_created_idx',
  },
  {
    name: "the consultant's outfits for a client",
    as: () => consultant,
    path: () => `/api/clients/${client.id}/outfits`,
    table: 'outfits',
    index: 'outfits_client_consultant_created_idx',
  },
  {
    name: 'the portfolio',
    as: () => consultant,
    path: () => '/api/clients',
    table: 'consultant_clients',
    index: 'consultant_clients_consultant_created_idx',
  },
  {
    name: "the portfolio's 'À traiter' filter",
    as: () => consultant,
    path: () => '/api/clients?attention=true',
    table: 'consultant_clients',
    index: 'consultant_clients_attention_idx',
  },
  {
    name: "the consultant's invitations",
    as: () => consultant,
    path: () => '/api/invites',
    table: 'client_invites',
    index: 'client_invites_consultant_created_idx',
  },
  {
    name: "the consultant's notes on a client",
    as: () => consultant,
    path: () => `/api/clients/${client.id}/notes`,
    table: 'client_notes',
    index: 'client_notes_file_created_idx',
  },
  {
    name: "a client's measurement history, for her consultant",
    as: () => consultant,
    path: () => `/api/clients/${client.id}/measurements/history`,
    table: 'measurement_history',
    index: 'measurement_history_client_created_idx',
  },
  {
    name: "the consultant's conversations",
    as: () => consultant,
    path: () => '/api/conversations',
    table: 'conversations',
    index: 'conversations_consultant_updated_idx',
  },
  {
    name: "the client's conversations",
    as: () => client,
    path: () => '/api/conversations',
    table: 'conversations',
    index: 'conversations_client_updated_idx',
  },
  {
    name: 'the messages of a conversation',
    as: () => client,
    path: () => `/api/conversations/${conversationId}/messages`,
    table: 'messages',
    index: 'messages_conversation_created_idx',
  },
];

describe(`list queries at ${ROWS} rows`, () => {
  beforeAll(async () => {
    t = await createTestApp({}, { queryLogger: recorder });
    await seed();
  }, 120_000);
  afterAll(() => t.close());

  for (const list of LISTS) {
    it(`${list.name}: both pages read ${list.index} in order, a page of rows at most`, async () => {
      for (const query of await listQueries(list.as(), list.path(), list.table)) {
        const nodes = nodesOf(await planOf(query));
        expect(
          nodes.filter((node) => /Sort/.test(node['Node Type'])).map((node) => node['Node Type']),
        ).toEqual([]);
        const reads = rowsRead(nodes, list.index);
        expect(
          reads.length,
          `${list.index} not used:\n${JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name']]))}`,
        ).toBeGreaterThan(0);
        for (const read of reads) expect(read).toBeLessThanOrEqual(PAGE + 1);
        // Nor a whole table beside it, joined or in a subquery.
        for (const scan of nodes.filter((node) => node['Node Type'] === 'Seq Scan')) {
          const read = (scan['Actual Rows']! + (scan['Rows Removed by Filter'] ?? 0)) * scan['Actual Loops']!;
          expect(read, `${list.name} reads ${scan['Relation Name']} whole`).toBeLessThanOrEqual(PAGE + 1);
        }
      }
    });
  }

  // Whatever else a page asks for (its session, counts for its cards, states of its items) reads a bounded number
  // of rows, however much the owner has: a page of the portfolio once counted every proposal and look of its
  // clients, and a page of proposals every garment of the client.
  for (const list of LISTS) {
    it(`${list.name}: every other statement of a page reads a bounded number of rows`, async () => {
      logged.length = 0;
      const url = `${list.path()}${list.path().includes('?') ? '&' : '?'}limit=${PAGE}`;
      expect((await list.as().request(url)).status).toBe(200);
      const others = logged.filter(
        (entry) =>
          /^[\s(]*(select|with)\b/i.test(entry.query) && !entry.query.includes(`from "${list.table}"`),
      );
      for (const statement of others) {
        const scans = nodesOf(await planOf(statement)).filter((node) => /Scan$/.test(node['Node Type']));
        const read = scans.reduce(
          (sum, scan) =>
            sum + (scan['Actual Rows']! + (scan['Rows Removed by Filter'] ?? 0)) * scan['Actual Loops']!,
          0,
        );
        expect(read, `${list.name}: ${statement.query}`).toBeLessThanOrEqual(OTHER_STATEMENT_ROWS);
      }
    });
  }

  it("'À relancer' reads the due clients in order from consultant_clients_follow_up_idx, and no more", async () => {
    logged.length = 0;
    const response = await consultant.request('/api/follow-ups');
    const { items } = (await response.json()) as { items: { followUpOn: string }[] };
    expect(items).toHaveLength(DUE_FOLLOW_UPS_LIMIT);
    expect(items.map((item) => item.followUpOn)).toEqual(items.map((item) => item.followUpOn).sort());
    const query = logged.find((entry) => /from "consultant_clients"[\s\S]*order by/i.test(entry.query));
    const nodes = nodesOf(await planOf(query!));
    expect(nodes.filter((node) => /Sort/.test(node['Node Type']))).toEqual([]);
    const reads = rowsRead(nodes, 'consultant_clients_follow_up_idx');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).toBeLessThanOrEqual(DUE_FOLLOW_UPS_LIMIT);
  });
});
