import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one request cookie, if sent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Adds an HttpOnly, SameSite=Strict cookie to the answer (Secure when the shop runs on HTTPS). */
export function setHttpOnlyCookie(
  reply: FastifyReply,
  opts: { name: string; value: string; path: string; maxAge: number; secure: boolean },
): void {
  const cookie = `${opts.name}=${encodeURIComponent(opts.value)}; Path=${opts.path}; HttpOnly; SameSite=Strict; Max-Age=${opts.maxAge}${opts.secure ? '; Secure' : ''}`;
  // Fastify adds each Set-Cookie to those already set (it never replaces them): passing the
  // earlier ones again would send them twice.
  reply.header('set-cookie', cookie);
}
