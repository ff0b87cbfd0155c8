import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Cookies through `@fastify/cookie`: every request's cookies in `request.cookies` (the first of
 * a name wins; values URI-decoded), and the cookies an answer sets written once each, in the
 * order they were first set (setting one again, same name and path, replaces it).
 */
export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

/** Adds an HttpOnly, SameSite=Strict cookie to the answer (Secure when the shop runs on HTTPS). */
export function setHttpOnlyCookie(
  reply: FastifyReply,
  opts: { name: string; value: string; path: string; maxAge: number; secure: boolean },
): void {
  reply.setCookie(opts.name, opts.value, {
    path: opts.path,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: opts.maxAge,
    secure: opts.secure,
  });
}
