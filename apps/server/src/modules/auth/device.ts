import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import { secretKey } from './tokens.ts';

/**
 * The device cookie: after a successful sign-in the browser gets a signed note "user U of
 * tenant T signed in here". Login attempts for U from that browser are then limited on their
 * own, so that failed attempts by others (which lock the account for unknown browsers) never
 * lock its owner out. It grants nothing else: the password is still checked every time.
 */
export const DEVICE_COOKIE = 'shop_device';
const DEVICE_TTL_S = 365 * 24 * 3600;

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secretKey(secret)).update(`device:${payload}`).digest('base64url');
}

export function newDeviceCookie(secret: Uint8Array, tenantId: number, userId: number): string {
  const payload = `${tenantId}.${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and nonce of a valid device cookie of this tenant; null for anything else. */
export function readDeviceCookie(
  secret: Uint8Array,
  tenantId: number,
  value: string | undefined,
): { userId: number; nonce: string } | null {
  const parts = value?.split('.');
  if (parts?.length !== 4) return null;
  const [tenant, user, nonce, mac] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tenant}.${user}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(tenant) !== tenantId || !/^\d+$/.test(user)) return null;
  return { userId: Number(user), nonce };
}

/** Sets the device cookie; it is sent back only to the login call. */
export function setDeviceCookie(ctx: AppContext, reply: FastifyReply, value: string): void {
  setHttpOnlyCookie(reply, {
    name: DEVICE_COOKIE,
    value,
    path: '/api/login',
    maxAge: DEVICE_TTL_S,
    secure: ctx.config.secureCookies,
  });
}
