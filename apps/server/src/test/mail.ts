import { beforeEach } from 'vitest';
import type { Db } from '../db/connect.ts';
import { insertTenants } from '../modules/mail/mail.test-support.ts';
import { type TestDb, testDbForFile } from './db.ts';

/**
 * The database of the outbox tests of a file (or of a describe block): the demo tenants alone (no
 * catalog, no accounts), and an outbox emptied before each test.
 */
export function outboxDbForFile(): TestDb {
  const tdb = testDbForFile(insertTenants);
  beforeEach(async () => {
    await tdb.db.deleteFrom('mail_outbox').execute();
  });
  return tdb;
}

/** Every row of the outbox, the oldest first. */
export function outboxRows(db: Db) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}
