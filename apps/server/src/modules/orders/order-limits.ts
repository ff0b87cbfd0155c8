import type { OrderRequest } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';

/**
 * The limits on guest orders and confirmation copies (docs/security.md): counted per client
 * address and per recipient in the shared counters, before anything is written.
 */

/** Where a call comes from, for the limits on guest orders and confirmation copies. */
export interface Client {
  /** The client's address (request.ip, through the trusted proxies). */
  address: string;
  /**
   * A guest browser's own random id (the HttpOnly `shop_guest` cookie), or null when the
   * request carries none (see principalOf).
   */
  guestId: string | null;
}

/** A call without client (e.g. a script): one shared address. */
export const NO_CLIENT: Client = { address: 'unknown', guestId: null };

/** A counter key's recipient part: the address as mail goes to it, case-insensitive. */
function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mail addresses an order's confirmation can go to, from the request. */
function requestRecipients(request: OrderRequest): string[] {
  const all = [
    request.deliveryAddress?.contactNotificationInformation,
    request.postalAddress?.contactNotificationInformation,
  ];
  return [...new Set(all.filter((e): e is string => typeof e === 'string' && e.trim() !== '').map(recipientKey))];
}

/**
 * Counts one guest order against its client address and each of its recipients (limits of
 * config.guestLimits); the keys to give back when the order is not placed after all. Throws 429
 * too_many_attempts, counting nothing, when one of them is at its limit. Signed-in customers
 * are not limited here (they are known and accountable): an empty list.
 */
export async function reserveGuestOrder(ctx: AppContext, request: OrderRequest, client: Client): Promise<string[]> {
  const { ordersPerAddress, ordersPerRecipient, windowS } = ctx.config.guestLimits;
  const limits = [
    { key: `guest-order:address:${client.address}`, limit: ordersPerAddress },
    ...requestRecipients(request).map((r) => ({ key: `guest-order:recipient:${r}`, limit: ordersPerRecipient })),
  ];
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  return limits.map((l) => l.key);
}

/** Gives reserved counts back, never failing the call it is part of. */
export async function releaseCounts(ctx: AppContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await ctx.counters.release(keys);
  } catch {
    // A count not given back only makes the limit a little stricter until its window ends.
  }
}

/**
 * Counts one confirmation copy against the client address and the recipient (limits of
 * config.guestLimits, for guests and customers alike); the keys to give back. Throws 429
 * too_many_attempts, counting nothing, when one is at its limit.
 */
export async function reserveCopy(ctx: AppContext, client: Client, recipient: string): Promise<string[]> {
  const { copiesPerAddress, copiesPerRecipient, windowS } = ctx.config.guestLimits;
  const limits = [
    { key: `confirmation-copy:address:${client.address}`, limit: copiesPerAddress },
    { key: `confirmation-copy:recipient:${recipientKey(recipient)}`, limit: copiesPerRecipient },
  ];
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  return limits.map((l) => l.key);
}
