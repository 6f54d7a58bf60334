import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

/**
 * PGlite is Postgres in one process without its background workers: no autovacuum ever runs, so every updated
 * row (a conversation's counters on each message, a kept count, a session) leaves a dead version behind, and the
 * planner's statistics are those of the last `ANALYZE`. This does autovacuum's work on its own thresholds (the
 * Postgres defaults), one table at a time, so that a request waits for one table's vacuum at most (decision
 * record 49). On Postgres autovacuum does it: this never runs there.
 */
export const VACUUM_CHECK_INTERVAL_MS = 60_000;
/** Before each table, the run waits until the database has answered nothing for this long... */
export const QUIET_MS = 2_000;
/** ...but no longer than this: a server never quiet is vacuumed all the same. */
export const QUIET_WAIT_MAX_MS = 30_000;
const QUIET_POLL_MS = 250;

/** autovacuum_vacuum_threshold and _scale_factor: dead rows past 50 + 20 % of the live ones. */
const DEAD_THRESHOLD = 50;
const DEAD_SCALE = 0.2;
/** autovacuum_vacuum_insert_threshold and _scale_factor: new rows, whose pages the visibility map must learn. */
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
/** autovacuum_analyze_threshold and _scale_factor: rows changed since the statistics were taken. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

type TableStats = {
  /** The name to vacuum, schema and table quoted. */
  qualified: string;
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
};

export type VacuumRun = {
  /** What was done to each table that was due, how many dead rows it had, and how long it took. */
  tables: { table: string; action: 'vacuum' | 'analyze'; dead: number; ms: number }[];
  ms: number;
};

async function tableStats(query: DatabaseHandle['query']): Promise<TableStats[]> {
  // The statistics of this session's own last statements are flushed first, so that a run sees them.
  await query('select pg_stat_force_next_flush()');
  const { rows } = await query(
    `select quote_ident(schemaname) || '.' || quote_ident(relname) as qualified, relname as table, n_live_tup::int as live, n_dead_tup::int as dead,
       n_ins_since_vacuum::int as inserted, n_mod_since_analyze::int as changed
     from pg_stat_user_tables where schemaname in ('public', 'drizzle') order by relname`,
  );
  return rows.map((row) => ({
    qualified: String(row.qualified),
    table: String(row.table),
    live: Number(row.live),
    dead: Number(row.dead),
    insertedSinceVacuum: Number(row.inserted),
    changedSinceAnalyze: Number(row.changed),
  }));
}

function due(stats: TableStats): 'vacuum' | 'analyze' | null {
  if (stats.dead > DEAD_THRESHOLD + DEAD_SCALE * stats.live) return 'vacuum';
  if (stats.insertedSinceVacuum > INSERT_THRESHOLD + INSERT_SCALE * stats.live) return 'vacuum';
  if (stats.changedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * stats.live) return 'analyze';
  return null;
}

/**
 * Vacuums and analyzes the tables that are due (every table with `all`), one statement per table. Each statement
 * waits for the transaction under way, as any statement on the embedded database does, and the next request waits
 * for it.
 */
export async function vacuumEmbedded(
  query: DatabaseHandle['query'],
  options: { all?: boolean; quiet?: () => Promise<void> } = {},
): Promise<VacuumRun> {
  const started = performance.now();
  const run: VacuumRun = { tables: [], ms: 0 };
  for (const stats of await tableStats(query)) {
    const action = options.all ? 'vacuum' : due(stats);
    if (!action) continue;
    await options.quiet?.();
    const begun = performance.now();
    await query(action === 'vacuum' ? `vacuum (analyze) ${stats.qualified}` : `analyze ${stats.qualified}`);
    run.tables.push({ table: stats.table, action, dead: stats.dead, ms: performance.now() - begun });
  }
  run.ms = performance.now() - started;
  return run;
}

/**
 * Resolves once `idleMs` has reached `quietMs` (the database answered nothing for that long), or after `maxWaitMs`
 * whatever the traffic.
 */
export async function untilQuiet(
  idleMs: () => number,
  { quietMs = QUIET_MS, maxWaitMs = QUIET_WAIT_MAX_MS, pollMs = QUIET_POLL_MS } = {},
): Promise<void> {
  const deadline = performance.now() + maxWaitMs;
  while (idleMs() < quietMs && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, pollMs));
}

/**
 * Checks every minute, without keeping the process alive; a run never overlaps the previous one, and vacuums each
 * table at a quiet moment (`untilQuiet`) when the database says how long it has been idle. Logs what it did when
 * it did something.
 */
export function startEmbeddedVacuum(deps: {
  query: DatabaseHandle['query'];
  idleMs?: () => number;
  logger: Logger;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const STOPPED = new Error('stopped');
  const { idleMs } = deps;
  // Stopping ends the wait at once and the run before its next table.
  const quiet = async () => {
    if (idleMs) await untilQuiet(() => (stopped ? Infinity : idleMs()));
    if (stopped) throw STOPPED;
  };
  const check = () => {
    if (running) return;
    running = vacuumEmbedded(deps.query, { quiet })
      .then(
        (run) => {
          if (run.tables.length > 0)
            deps.logger.info({ tables: run.tables, ms: Math.round(run.ms) }, 'embedded database vacuumed');
        },
        (error: unknown) => {
          if (error !== STOPPED) deps.logger.warn({ err: error }, 'embedded database vacuum failed');
        },
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(check, VACUUM_CHECK_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
