import { sql } from 'kysely';
import { type Db, databaseKind } from './connect.ts';

/**
 * Planner statistics where nothing else keeps them (decision 015).
 *
 * PostgreSQL plans a prepared statement, and the foreign-key checks of every insert, once per
 * connection and keeps the plan until the tables it reads are analyzed again. A check planned
 * while a table was a few pages long is a sequential scan, and it stays one as the table grows:
 * on a database that is never analyzed each order's check of `order_items → orders` read every
 * order there was (an order's write went from 0.85 to 2.8 ms over 8,000 orders, one after
 * another). Autovacuum's ANALYZE is what normally re-plans them. The embedded database has no
 * autovacuum at all (one process, no background workers), and a PostgreSQL server may have it
 * turned off. There the server analyzes the tables that grew, by autovacuum's own rule.
 */

/** How often the tables' sizes are compared with their statistics. */
export const STATISTICS_CHECK_MS = 5_000;

/**
 * The tables of the shop's schema whose pages grew past their statistics: by more than a fifth
 * of the pages counted when they were last analyzed, and by at least one page (autovacuum's
 * analyze rule of a base and a fraction, read in pages, which need no statistics collector: the
 * embedded database keeps no row counts between statements). Never-analyzed tables count from 0.
 */
export async function tablesToAnalyze(db: Db): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    SELECT c.relname
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema()
       AND c.relkind = 'r'
       AND pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.2 + 1
     ORDER BY c.relname`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * On the embedded database an ANALYZE holds its one connection, so every request waits for it:
 * there the sample is a tenth of PostgreSQL's default (statistics target 10 for 100; ANALYZE of
 * 40,000 orders took 43 ms for 920 ms), enough for the sizes and the common values plans need.
 */
export const EMBEDDED_STATISTICS_TARGET = 10;

/**
 * Analyzes the tables that grew past their statistics, each in a transaction of its own (so
 * that other statements run between them), with `statisticsTarget` as the sample's size where
 * given; the tables analyzed.
 */
export async function refreshStatistics(db: Db, statisticsTarget?: number): Promise<string[]> {
  const tables = await tablesToAnalyze(db);
  for (const table of tables) {
    await db.transaction().execute(async (trx) => {
      if (statisticsTarget !== undefined) {
        await sql`SELECT set_config('default_statistics_target', ${String(statisticsTarget)}, true)`.execute(trx);
      }
      await sql`ANALYZE ${sql.id(table)}`.execute(trx);
    });
  }
  return tables;
}

/** Whether the database keeps its own statistics: PostgreSQL with autovacuum on. */
async function autovacuumRuns(db: Db): Promise<boolean> {
  if (databaseKind(db) === 'pglite') return false;
  const { rows } = await sql<{ autovacuum: string }>`SHOW autovacuum`.execute(db);
  return rows[0]?.autovacuum === 'on';
}

export interface StatisticsLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

export interface StatisticsUpkeep {
  /** Whether this process analyzes (false where autovacuum does). */
  readonly running: boolean;
  /** One round now (what the timer runs); the tables analyzed. */
  check(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts keeping the statistics where the database does not: a round at once (after the demo
 * data, before the first order), then every `intervalMs`. A round that fails is logged and the
 * next one tries again; rounds never overlap.
 */
export async function startStatisticsUpkeep(
  db: Db,
  log: StatisticsLog,
  intervalMs = STATISTICS_CHECK_MS,
): Promise<StatisticsUpkeep> {
  const embedded = databaseKind(db) === 'pglite';
  if (await autovacuumRuns(db)) {
    return { running: false, check: async () => [], stop: async () => undefined };
  }
  if (!embedded) {
    log.warn({}, 'autovacuum is off on this database: the server analyzes the tables that grow');
  }
  let round: Promise<string[]> | null = null;
  let stopped = false;
  const check = () => {
    round ??= refreshStatistics(db, embedded ? EMBEDDED_STATISTICS_TARGET : undefined)
      .then(
        (tables) => {
          if (tables.length > 0) log.debug({ tables }, 'statistics: tables analyzed');
          return tables;
        },
        (error: unknown) => {
          if (!stopped) log.warn({ err: error }, 'statistics: the tables could not be analyzed');
          return [];
        },
      )
      .finally(() => {
        round = null;
      });
    return round;
  };
  await check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return {
    running: true,
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
