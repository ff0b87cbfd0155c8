import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The back office's roles: ADMIN runs its tenant, ORDER_HANDLER handles its tenant's orders and
 * reads its customers, SUPERADMIN runs every tenant. A user with any of them is an operator: the
 * shop refuses it, and the back office refuses everyone else.
 */
export const ADMIN_ROLES = ['ADMIN', 'ORDER_HANDLER', 'SUPERADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Whether a user with these roles is an operator (a back-office account, never a shop one). */
export function isOperator(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** What an operator may do in a tenant it may see. */
export type AdminPermission =
  | 'orders:read'
  | 'orders:write'
  | 'customers:read'
  | 'customers:write'
  | 'stores:write'
  /** The catalog, its pictures and files, campaigns and the home page, content pages. */
  | 'catalog:read'
  | 'catalog:write'
  /** The tenant's settings. */
  | 'settings:read'
  | 'settings:write';

const RUN_THE_SHOP: readonly AdminPermission[] = [
  'orders:read',
  'orders:write',
  'customers:read',
  'customers:write',
  'stores:write',
  'catalog:read',
  'catalog:write',
  'settings:read',
  'settings:write',
];

const PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  SUPERADMIN: RUN_THE_SHOP,
  ADMIN: RUN_THE_SHOP,
  // Handles orders; reads the catalog and the settings, changes neither.
  ORDER_HANDLER: ['orders:read', 'orders:write', 'customers:read', 'catalog:read', 'settings:read'],
};

/** Whether an operator with these roles may do this (the tenant is checked apart: `mayOperate`). */
export function hasPermission(roles: readonly string[], permission: AdminPermission): boolean {
  return roles.some((role) => PERMISSIONS[role as AdminRole]?.includes(permission) ?? false);
}

/** Whether an operator of `homeTenant` with these roles may work in `tenant`: its own, or any for SUPERADMIN. */
export function mayOperate(roles: readonly string[], homeTenant: number, tenant: number): boolean {
  return isOperator(roles) && (roles.includes('SUPERADMIN') || homeTenant === tenant);
}

// ---------------------------------------------------------------------------------------------
// Order states: one machine for the back office's events and the customer's own cancel.

export const ORDER_EVENT_TYPES = ['printed', 'invoiced', 'shipped', 'canceled'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The flags an order's state is made of (the orders table's columns). */
export interface OrderFlags {
  canceled: boolean;
  printed: boolean;
  invoiced: boolean;
  shipped: boolean;
}
type Flag = keyof OrderFlags;

/**
 * Each event's precondition (the flags it needs, as they must be) and effect (the flag it sets).
 * placed → printed → invoiced; shipped (with a parcel number) once printed, before or after
 * invoiced; canceled only while neither printed nor invoiced. The server turns `requires` into
 * the WHERE of one conditional UPDATE, so two events at once can never both apply.
 */
export const ORDER_EVENT_RULES: Record<OrderEventType, { requires: Partial<OrderFlags>; sets: Flag }> = {
  printed: { requires: { canceled: false, printed: false }, sets: 'printed' },
  invoiced: { requires: { canceled: false, printed: true, invoiced: false }, sets: 'invoiced' },
  shipped: { requires: { canceled: false, printed: true, shipped: false }, sets: 'shipped' },
  canceled: { requires: { canceled: false, printed: false, invoiced: false, shipped: false }, sets: 'canceled' },
};

/** Whether the machine allows `event` on an order in state `flags`. */
export function isAllowedEvent(flags: OrderFlags, event: OrderEventType): boolean {
  const { requires } = ORDER_EVENT_RULES[event];
  return (Object.keys(requires) as Flag[]).every((flag) => flags[flag] === requires[flag]);
}

/** The events the machine allows on an order in state `flags`, in the machine's order. */
export function allowedEvents(flags: OrderFlags): OrderEventType[] {
  return ORDER_EVENT_TYPES.filter((event) => isAllowedEvent(flags, event));
}

/** The state after `event`; the same state when the machine does not allow it. */
export function applyEvent(flags: OrderFlags, event: OrderEventType): OrderFlags {
  return isAllowedEvent(flags, event) ? { ...flags, [ORDER_EVENT_RULES[event].sets]: true } : flags;
}

/** A placed order's state: no flag set. */
export const PLACED_ORDER: OrderFlags = { canceled: false, printed: false, invoiced: false, shipped: false };

/** Every state the machine reaches from a placed order by its own events (what tests walk). */
export function reachableOrderStates(): OrderFlags[] {
  const seen = new Map<string, OrderFlags>([[JSON.stringify(PLACED_ORDER), PLACED_ORDER]]);
  const queue = [PLACED_ORDER];
  for (let state = queue.shift(); state; state = queue.shift()) {
    for (const event of allowedEvents(state)) {
      const next = applyEvent(state, event);
      const key = JSON.stringify(next);
      if (!seen.has(key)) {
        seen.set(key, next);
        queue.push(next);
      }
    }
  }
  return [...seen.values()];
}

/** The refusal (409) of an event the machine does not allow. */
export const TRANSITION_NOT_ALLOWED = 'transition_not_allowed';

/**
 * One word for an order's state, for lists and their filter: the furthest it got
 * (canceled, shipped, invoiced, printed, placed). The database keeps it as a generated column
 * written from the same order of precedence.
 */
export const ORDER_STATUSES = ['placed', 'printed', 'invoiced', 'shipped', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export function orderStatusOf(flags: OrderFlags): OrderStatus {
  if (flags.canceled) return 'canceled';
  if (flags.shipped) return 'shipped';
  if (flags.invoiced) return 'invoiced';
  if (flags.printed) return 'printed';
  return 'placed';
}

/** Parcel numbers as carriers write them: letters, digits and dashes, 4 to 40 characters. */
export const PARCEL_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The tracking link of a parcel: the tenant's tracking URL with `{parcelNumber}` replaced; null
 * when the tenant has no tracking URL.
 */
export function trackingLink(template: string | null | undefined, parcelNumber: string | null): string | null {
  if (!template || !parcelNumber) return null;
  return template.replaceAll('{parcelNumber}', encodeURIComponent(parcelNumber));
}

// ---------------------------------------------------------------------------------------------
// Calls: sign-in.

export const AdminTenantQuerySchema = z.object({ tenant: TenantIdSchema });

export const AdminLoginBodySchema = z.strictObject({
  username: singleLine(z.string().trim().min(1).max(LIMITS.username)),
  password: z.string().min(1).max(LIMITS.password),
});

export const AdminTokenAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  roles: z.array(z.string()),
  username: z.string(),
  /** The tenant the operator belongs to. */
  tenant_id: z.number().int(),
  /** The tenants the operator may work in (every tenant for SUPERADMIN), ascending. */
  tenants: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminTokenAnswer = z.infer<typeof AdminTokenAnswerSchema>;

export const AdminRefreshBodySchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export const AdminLogoutBodySchema = z.strictObject({ refresh_token: z.string().max(200).optional() });

/** The cookie that binds an operator's refresh tokens to the browser (apart from the shop's). */
export const ADMIN_BINDING_COOKIE = 'admin_rt';

// ---------------------------------------------------------------------------------------------
// The audit trail.

export const AUDIT_ENTITIES = [
  'order',
  'customer',
  'store_request',
  'settings',
  'product',
  'article',
  'group',
  'category',
  'content',
  'catalog_import',
  'image',
  'file',
  'video',
  'campaign',
  'home_slider',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditQuerySchema = z.object({
  tenant: TenantIdSchema,
  entity: z.enum(AUDIT_ENTITIES).optional(),
  /** The entity's own number: order number, customer number or request id. */
  id: singleLine(z.string().trim().max(20)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AuditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  /** What changed: field → { from, to }, or the event's data. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditAnswerSchema = z.object({ items: z.array(AuditEntrySchema) });
