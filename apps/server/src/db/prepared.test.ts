import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDbForFile } from '../test/db.ts';
import { MAX_PREPARED_STATEMENTS, mayChangeSchema, StatementNames } from './prepared.ts';

describe('statement names', () => {
  it('names DML once per text, leaves transaction control unnamed, starts afresh after DDL', () => {
    const names = new StatementNames();
    const select = 'select id from t where id = $1';
    const first = names.nameOf(select);
    expect(first).toBeDefined();
    expect(names.nameOf(select)).toBe(first);
    expect(names.nameOf('insert into t (s) values ($1)')).not.toBe(first);
    for (const control of ['begin', 'commit', 'rollback', 'savepoint a', 'release savepoint a', 'ANALYZE "orders"']) {
      expect(names.nameOf(control)).toBeUndefined();
      expect(mayChangeSchema(control)).toBe(false);
    }
    expect(names.nameOf(select)).toBe(first);
    expect(names.nameOf('alter table t add column x int')).toBeUndefined();
    const after = names.nameOf(select);
    expect(after).toBeDefined();
    expect(after).not.toBe(first);
  });

  it('names at most MAX_PREPARED_STATEMENTS texts; the rest run unnamed', () => {
    const names = new StatementNames();
    for (let i = 0; i < MAX_PREPARED_STATEMENTS; i++) expect(names.nameOf(`select ${i}`)).toBeDefined();
    expect(names.nameOf('select -1')).toBeUndefined();
    expect(names.nameOf('select 0')).toBeDefined();
  });
});

describe('prepared statements on the database', () => {
  const t = testDbForFile();

  it('runs a repeated statement by name, planned by the database only while its plan cache asks', async () => {
    // One transaction: on PostgreSQL, prepared statements belong to the connection.
    const rows = await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 8; i++) await sql`select ${i}::int as n where 'prepared test' <> ''`.execute(trx);
      const { rows } = await sql<{ n: number; plans: number; generic: number }>`
        select count(*)::int as n, sum(generic_plans + custom_plans)::int as plans, sum(generic_plans)::int as generic
        from pg_prepared_statements where statement like '%prepared test%' and statement not like '%pg_prepared%'`.execute(
        trx,
      );
      return rows;
    });
    expect(rows).toEqual([{ n: 1, plans: 8, generic: 3 }]);
  });

  it('answers after a rolled-back transaction that prepared a statement', async () => {
    const find = async (db: typeof t.db) =>
      (await sql<{ n: number }>`select ${3}::int as n where 'after a rollback' <> ''`.execute(db)).rows;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await find(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    for (let i = 0; i < 12; i++) expect(await find(t.db)).toEqual([{ n: 3 }]);
  });
});
