import { PGlite } from '@electric-sql/pglite';
import { AbortedTransactionError, type Generated, Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteOneCallDialect } from './pglite-driver.ts';

// Two Kysely instances, PGlite's own driver and ours, each on its own in-memory database, must
// answer every statement alike.
interface Row {
  at: Date;
  tags: string[];
  doc: unknown;
  n: number | null;
  s: string;
}
interface Db {
  t: Row & { id: Generated<number> };
}
let pglite: PGlite;
let ours: Kysely<Db>;
let theirs: Kysely<Db>;

const DDL = sql`create table t (
  id serial primary key, at timestamptz not null, tags text[] not null, doc jsonb not null,
  n int8, s text not null)`;

beforeAll(async () => {
  pglite = await PGlite.create();
  ours = new Kysely<Db>({ dialect: new PGliteOneCallDialect(pglite) });
  theirs = new Kysely<Db>({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
  for (const db of [ours, theirs]) await DDL.execute(db);
});

afterAll(async () => {
  await ours.destroy();
  await theirs.destroy();
});

/** A row that differs from the others only by its text. */
const another = (s: string): Row => ({ at: new Date('2026-11-21T00:00:00Z'), tags: [], doc: ['z'], n: null, s });

const ROWS: Row[] = [
  { at: new Date('2026-03-01T10:20:30.456Z'), tags: ['a', 'b "q"', 'c,d'], doc: { k: [1, 'x'] }, n: 7, s: "it's" },
  another('ümlaut ✓'),
];

describe('the one-call PGlite driver', () => {
  it('writes and reads every parameter type as PGlite query() does', async () => {
    const answers = [];
    for (const db of [ours, theirs]) {
      const inserted = await db.insertInto('t').values(ROWS).returning(['id']).execute();
      const rows = await db.selectFrom('t').selectAll().where('s', 'in', ["it's", 'ümlaut ✓']).orderBy('id').execute();
      const updated = await db.updateTable('t').set({ n: 1 }).where('n', 'is', null).executeTakeFirst();
      const byDate = await db.selectFrom('t').select('id').where('at', '>', new Date('2026-06-01')).execute();
      answers.push({ inserted, rows, updated: updated.numUpdatedRows, byDate });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.rows[0]).toMatchObject(ROWS[0] as object);
    expect(answers[0]?.updated).toBe(1n);
  });

  it('reports the database error with its code and the statement, and goes on working', async () => {
    const failing = ours.insertInto('t').values({ ...ROWS[0], id: 1 } as never);
    await expect(failing.execute()).rejects.toMatchObject({ code: '23505', query: expect.stringContaining('insert') });
    await expect(sql`select nonsense from`.execute(ours)).rejects.toMatchObject({ code: '42601' });
    expect((await sql<{ one: number }>`select 1 as one`.execute(ours)).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await ours.transaction().execute(async (trx) => {
      await trx.insertInto('t').values(another('committed')).execute();
    });
    await expect(
      ours.transaction().execute(async (trx) => {
        await trx.insertInto('t').values(another('rolled back')).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const texts = await ours.selectFrom('t').select('s').where('s', 'in', ['committed', 'rolled back']).execute();
    expect(texts).toEqual([{ s: 'committed' }]);
  });

  it('refuses to commit a transaction the database has aborted', async () => {
    await expect(
      ours.transaction().execute(async (trx) => {
        await sql`select 1/0`.execute(trx).catch(() => undefined);
        await trx
          .insertInto('t')
          .values(another('after error'))
          .execute()
          .catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(AbortedTransactionError);
    expect(await ours.selectFrom('t').select('s').where('s', '=', 'after error').execute()).toEqual([]);
  });

  it('keeps statements of others on the same instance out of an open transaction', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    await expect(
      ours.transaction().execute(async (trx) => {
        await trx.insertInto('t').values(another('inside')).execute();
        outside = pglite.query(`insert into t (at, tags, doc, s) values (now(), '{}', '{}', 'outside')`);
        // Statements of the transaction after it: an insert let in would run before them.
        for (let i = 0; i < 5; i++) await sql`select 1`.execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const texts = await ours.selectFrom('t').select('s').where('s', 'in', ['inside', 'outside']).execute();
    expect(texts).toEqual([{ s: 'outside' }]);
  });

  it('asks again for parameter types once the schema changes', async () => {
    const find = (v: unknown) => sql<{ id: number }>`select id from t where n = ${v} order by id`.execute(ours);
    expect((await find(7)).rows.length).toBeGreaterThan(0);
    await sql`alter table t alter column n type text using n::text`.execute(ours);
    expect((await find('7')).rows.length).toBeGreaterThan(0);
    await expect(find('x')).resolves.toMatchObject({ rows: [] });
  });

  it('prepares each statement text once and runs it again by name', async () => {
    const find = (v: number) =>
      sql<{ id: number }>`select id from t where id = ${v} and s <> 'prepared once'`.execute(ours);
    for (let i = 0; i < 8; i++) await find(i);
    const { rows } = await sql<{ n: number; plans: number }>`
      select count(*)::int as n, sum(generic_plans + custom_plans)::int as plans
      from pg_prepared_statements where statement like '%prepared once%' and statement not like '%pg_prepared%'`.execute(
      ours,
    );
    expect(rows).toEqual([{ n: 1, plans: 8 }]);
  });

  it('keeps a statement first prepared in a transaction that rolled back or failed', async () => {
    const text = (v: string) => sql<{ s: string }>`select s from t where s = ${v} and 'first in a transaction' <> ''`;
    await expect(
      ours.transaction().execute(async (trx) => {
        await text('committed').execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await text('committed').execute(ours)).rows).toEqual([{ s: 'committed' }]);
    const late = (v: string) => sql<{ s: string }>`select s from t where s = ${v} and 'first after an error' <> ''`;
    await expect(
      ours.transaction().execute(async (trx) => {
        await sql`select 1/0`.execute(trx).catch(() => undefined);
        await late('committed').execute(trx);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await late('committed').execute(ours)).rows).toEqual([{ s: 'committed' }]);
  });

  it('closes its prepared statements once a statement changes the schema', async () => {
    const count = () =>
      sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(ours).then((r) => r.rows[0]?.n);
    for (let i = 0; i < 3; i++) await sql`select ${i}::int + 1 as other${sql.raw(String(i))}`.execute(ours);
    expect(await count()).toBeGreaterThan(3);
    await sql`create index t_s on t (s)`.execute(ours);
    expect(await count()).toBe(1);
  });
});
