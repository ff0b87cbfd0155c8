import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDbForFile } from '../test/db.ts';
import { KeptStatement } from './kept-statement.ts';

describe('kept statements', () => {
  const t = testDbForFile();

  it('builds a shape once and runs it again with each call’s own values', async () => {
    let builds = 0;
    const rows = [
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
      { id: 3, name: 'three' },
    ];
    const statement = new KeptStatement((_db, s: { id: number; name: string }, shape: { byName: boolean }) => {
      builds++;
      return sql<{
        id: number;
        name: string;
      }>`SELECT id, name FROM (VALUES (1, 'one'), (2, 'two'), (3, 'three')) AS v(id, name)
        WHERE id = ${s.id}::int ${shape.byName ? sql`AND name = ${s.name}::text` : sql``}`;
    });
    for (const row of rows) {
      expect(await statement.run(t.db, 'id', { byName: false }, { id: row.id, name: '' })).toEqual([row]);
    }
    expect(builds).toBe(1);
    expect(await statement.run(t.db, 'name', { byName: true }, { id: 2, name: 'two' })).toEqual([rows[1]]);
    expect(await statement.run(t.db, 'name', { byName: true }, { id: 2, name: 'one' })).toEqual([]);
    expect(await statement.run(t.db, 'id', { byName: false }, { id: 3, name: 'one' })).toEqual([rows[2]]);
    expect(builds).toBe(2);
  });

  it('refuses a value written into the builder, which every later run would keep', async () => {
    const statement = new KeptStatement((db, s: { id: number }) =>
      db.selectFrom('tenants').select('id').where('id', '=', s.id).where('name', '=', 'fixed'),
    );
    await expect(statement.run(t.db, 'x', {}, { id: 1 })).rejects.toThrow(/parameter \$2 is a value, not a slot/);
    const lit = new KeptStatement((db, s: { id: number }) =>
      db.selectFrom('tenants').select('id').where('id', '=', s.id).where('name', '<>', sql.lit('fixed')),
    );
    await expect(lit.run(t.db, 'x', {}, { id: -1 })).resolves.toEqual([]);
  });
});
