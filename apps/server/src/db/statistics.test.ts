import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db.ts';
import { type Db, databaseKind } from './connect.ts';
import { EMBEDDED_STATISTICS_TARGET, refreshStatistics, startStatisticsUpkeep, tablesToAnalyze } from './statistics.ts';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await createTestDb();
  await sql`CREATE TABLE stat_parent (id int PRIMARY KEY, note text NOT NULL)`.execute(tdb.db);
  await sql`CREATE TABLE stat_child (id serial PRIMARY KEY, parent_id int NOT NULL REFERENCES stat_parent (id))`.execute(
    tdb.db,
  );
  await sql`INSERT INTO stat_parent VALUES (1, 'first')`.execute(tdb.db);
  // Statistics of the table when it was small, as a migration's CREATE INDEX leaves them.
  await sql`ANALYZE stat_parent`.execute(tdb.db);
});

afterAll(async () => {
  await tdb.close();
});

/** How the foreign-key check of one child row read its parent table: scans of each kind. */
async function parentReads(conn: Db): Promise<{ seq: number; idx: number }> {
  return conn.transaction().execute(async (trx) => {
    // This transaction's counts (the embedded database may also hold earlier ones not yet reported).
    const counts = async () => {
      const { rows } = await sql<{ seq: string; idx: string | null }>`
        SELECT seq_scan AS seq, idx_scan AS idx FROM pg_stat_xact_user_tables WHERE relname = 'stat_parent'`.execute(
        trx,
      );
      return { seq: Number(rows[0]?.seq ?? 0), idx: Number(rows[0]?.idx ?? 0) };
    };
    const before = await counts();
    await sql`INSERT INTO stat_child (parent_id) VALUES (1)`.execute(trx);
    const after = await counts();
    return { seq: after.seq - before.seq, idx: after.idx - before.idx };
  });
}

describe('statistics upkeep', () => {
  it('a foreign-key check planned on a tiny table reads the index once the grown table is analyzed', async () => {
    // One connection throughout: the check's plan is kept per connection.
    await tdb.db.connection().execute(async (conn) => {
      // Planned while the parent is one row: a sequential scan, and after five runs kept as the
      // generic plan of the check.
      for (let i = 0; i < 8; i++) expect((await parentReads(conn)).seq).toBe(1);
      await sql`INSERT INTO stat_parent SELECT g, repeat('x', 100) FROM generate_series(2, 20000) g`.execute(conn);
      // Grown 20,000-fold, the check still reads the whole table row by row.
      expect(await parentReads(conn)).toEqual({ seq: 1, idx: 0 });
      expect(await tablesToAnalyze(conn)).toEqual(['stat_parent']);
      expect(await refreshStatistics(conn)).toEqual(['stat_parent']);
      // New statistics: the check is planned again, by the primary key.
      expect(await parentReads(conn)).toEqual({ seq: 0, idx: 1 });
    });
  });

  it('analyzes only what grew past its statistics (a fifth and a page)', async () => {
    await refreshStatistics(tdb.db);
    expect(await tablesToAnalyze(tdb.db)).toEqual([]);
    await sql`INSERT INTO stat_parent SELECT g, repeat('x', 100) FROM generate_series(20001, 20100) g`.execute(tdb.db);
    expect(await tablesToAnalyze(tdb.db)).toEqual([]);
    await sql`INSERT INTO stat_parent SELECT g, repeat('x', 100) FROM generate_series(20101, 30000) g`.execute(tdb.db);
    expect(await tablesToAnalyze(tdb.db)).toEqual(['stat_parent']);
    const before = await sql<{ relpages: number }>`SELECT relpages FROM pg_class WHERE relname = 'stat_parent'`.execute(
      tdb.db,
    );
    expect(await refreshStatistics(tdb.db)).toEqual(['stat_parent']);
    const after = await sql<{ relpages: number }>`SELECT relpages FROM pg_class WHERE relname = 'stat_parent'`.execute(
      tdb.db,
    );
    expect(after.rows[0]?.relpages).toBeGreaterThan(before.rows[0]?.relpages ?? 0);
    expect(await tablesToAnalyze(tdb.db)).toEqual([]);
  });

  it('takes a smaller sample where asked (the embedded database: its one connection waits meanwhile)', async () => {
    const bounds = async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT cardinality(histogram_bounds::text::int[]) AS n FROM pg_stats
         WHERE tablename = 'stat_parent' AND attname = 'id'`.execute(tdb.db);
      return rows[0]?.n ?? 0;
    };
    await sql`INSERT INTO stat_parent SELECT g, repeat('x', 100) FROM generate_series(30001, 60000) g`.execute(tdb.db);
    expect(await refreshStatistics(tdb.db, EMBEDDED_STATISTICS_TARGET)).toEqual(['stat_parent']);
    expect(await bounds()).toBe(EMBEDDED_STATISTICS_TARGET + 1);
    // The setting was the ANALYZE's own: the next one takes the database's default sample again.
    await sql`INSERT INTO stat_parent SELECT g, repeat('x', 100) FROM generate_series(60001, 120000) g`.execute(tdb.db);
    expect(await refreshStatistics(tdb.db)).toEqual(['stat_parent']);
    expect(await bounds()).toBe(101);
  });

  it('runs where the database does not analyze by itself: the embedded one, or autovacuum off', async () => {
    const warnings: string[] = [];
    const upkeep = await startStatisticsUpkeep(tdb.db, {
      warn: (_o, msg) => warnings.push(msg),
      debug: () => undefined,
    });
    try {
      const autovacuum =
        databaseKind(tdb.db) === 'postgres' &&
        (await sql<{ autovacuum: string }>`SHOW autovacuum`.execute(tdb.db)).rows[0]?.autovacuum === 'on';
      expect(upkeep.running).toBe(!autovacuum);
      if (upkeep.running) {
        // The first round ran at start; a grown table is analyzed by the next.
        expect(await tablesToAnalyze(tdb.db)).toEqual([]);
        await sql`INSERT INTO stat_child (parent_id) SELECT 1 FROM generate_series(1, 5000)`.execute(tdb.db);
        expect(await upkeep.check()).toEqual(['stat_child']);
      }
      // The server says so where a PostgreSQL server has autovacuum off; the embedded one is silent.
      expect(warnings).toEqual(
        databaseKind(tdb.db) === 'postgres' && !autovacuum
          ? ['autovacuum is off on this database: the server analyzes the tables that grow']
          : [],
      );
    } finally {
      await upkeep.stop();
    }
  });
});
