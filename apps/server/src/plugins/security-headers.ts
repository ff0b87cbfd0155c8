import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The shop's security headers (helmet's, with the shop's content security policy). */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent only on answers over HTTPS (below): on plain HTTP it would mean nothing or, on a local
  // host name, pin HTTPS where there is none.
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(OPTIONS)({} as never, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

let computed: Record<string, string> | null = null;

/** Sets the security headers on one answer (HSTS only over HTTPS). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  computed ??= computeHeaders();
  reply.headers(computed);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/**
 * Security headers on every answer, refusals and not-found answers included. They do not depend
 * on the request (no nonces), so they are computed once at start rather than per request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  computed ??= computeHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request, reply);
    done();
  });
}
