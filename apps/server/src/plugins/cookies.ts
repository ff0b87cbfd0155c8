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
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}
