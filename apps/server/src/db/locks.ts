import { sql } from 'kysely';
import type { Db } from './connect.ts';

/**
 * What a tenant-wide lock serialises, each under its own key. The locks are PostgreSQL advisory
 * locks held until the transaction ends (`pg_advisory_xact_lock(kind, tenant)`): they wait only
 * for one another, never for the tenant's rows, so an order placed meanwhile is not held up.
 */
const TENANT_LOCKS = {
  /** Catalog imports: each one reads the articles as the one before left them. */
  catalogImport: 1,
  /** Changes of the home page slider's list. */
  homeSlider: 2,
  /** A customer's new order lists (keyed by the customer: their count is checked under it). */
  savedLists: 3,
} as const;

/** Waits for, then holds until the transaction ends, the lock of this kind of a tenant (or of a customer). */
export async function lockTenantFor(trx: Db, kind: keyof typeof TENANT_LOCKS, id: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${TENANT_LOCKS[kind]}::int, ${id}::int)`.execute(trx);
}
