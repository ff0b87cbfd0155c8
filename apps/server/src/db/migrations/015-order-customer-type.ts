import { type Kysely, sql } from 'kysely';

/**
 * An order remembers whether a private customer (consumer) placed it: its confirmation shows the
 * amounts with VAT as the cart did, and says the order is paid in advance (SPEC.md §1). Orders
 * placed before are business orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN private_customer boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN private_customer`.execute(db);
}
