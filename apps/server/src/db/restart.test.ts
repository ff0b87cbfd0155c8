import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDb } from './connect.ts';
import { seedDemoData } from './seed/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start() {
  const db = await openDb({ kind: 'pglite', dataDir: dir });
  await migrateToLatest(db);
  return db;
}

describe('the embedded database on disk', () => {
  it('keeps all data across a restart and does not seed twice', { timeout: 120_000 }, async () => {
    const first = await start();
    expect((await seedDemoData(first)).seeded).toBe(true);
    await first
      .insertInto('mail_outbox')
      .values({ tenant_id: 4, to_address: 'a@example.com', subject: 's', body_text: 'b' })
      .execute();
    const count = async (db: typeof first) =>
      Number(
        (
          await db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const products = await count(first);
    await first.destroy();

    const second = await start();
    expect((await seedDemoData(second)).seeded).toBe(false);
    expect(await count(second)).toBe(products);
    const mail = await second.selectFrom('mail_outbox').select('to_address').execute();
    expect(mail).toEqual([{ to_address: 'a@example.com' }]);
    await second.destroy();
  });
});
