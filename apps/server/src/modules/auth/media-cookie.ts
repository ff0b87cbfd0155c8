import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import type { SessionRef } from './sessions.ts';
import { secretKey, UUID } from './tokens.ts';

/**
 * The media cookie: a signed note "session F of user U of tenant T (epoch E), until X", sent
 * by the browser with every `/media/...` request (an `<img>` cannot send a bearer token). The
 * files of a non-public tenant are served only with a valid cookie of that tenant whose session
 * the session guard finds alive (media.routes.ts). HttpOnly, SameSite=Strict, path `/media`;
 * set wherever a session is answered (session-cookie.ts), cleared at logout.
 */
export const MEDIA_COOKIE = 'shop_media';

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secretKey(secret)).update(`media:${payload}`).digest('base64url');
}

/** The cookie's value for a session, valid for `ttlS` seconds. */
export function newMediaCookie(secret: Uint8Array, session: SessionRef, ttlS: number): string {
  const expires = Math.floor(Date.now() / 1000) + ttlS;
  const payload = `${session.tenantId}.${session.userId}.${session.familyId}.${session.sessionEpoch}.${expires}`;
  return `${payload}.${sign(secret, payload)}`;
}

const NUMBER = /^\d{1,10}$/;

/** The session of a valid, unexpired media cookie of this tenant; null for anything else. */
export function readMediaCookie(secret: Uint8Array, tenantId: number, value: string | undefined): SessionRef | null {
  const parts = value?.split('.');
  if (parts?.length !== 6) return null;
  const [tenant, user, family, epoch, expires, mac] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tenant}.${user}.${family}.${epoch}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (![tenant, user, epoch, expires].every((n) => NUMBER.test(n)) || !UUID.test(family)) return null;
  if (Number(tenant) !== tenantId || Number(expires) <= Date.now() / 1000) return null;
  return { tenantId, userId: Number(user), familyId: family, sessionEpoch: Number(epoch) };
}

/** Sets (or, with '' and 0, clears) the media cookie. */
export function setMediaCookie(ctx: AppContext, reply: FastifyReply, value: string, maxAge: number): void {
  setHttpOnlyCookie(reply, {
    name: MEDIA_COOKIE,
    value,
    path: '/media',
    maxAge,
    secure: ctx.config.secureCookies,
  });
}
