import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** The response header that names a request's id (the same id is in every log line of the request). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A client's own request id is kept only when it is this short and made of these characters. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the client's `X-Request-Id` when it is short and safe (so that a proxy's
 * id follows the request through), else a new UUID.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Query parameters whose values are secrets (reset tokens, access and refresh tokens, passwords). */
const SECRET_PARAMS = new Set(['t', 'token', 'access_token', 'refresh_token', 'accesstoken', 'password', 'code']);

/** Path segments after which the next segment is a secret (the mailed reset link's token). */
const SECRET_AFTER = new Set(['resetpassword']);

const REDACTED = '[redacted]';

/**
 * A request URL as it may be logged: the reset token of `/resetPassword/<token>` and the values of
 * secret query parameters (`?t=`, `refresh_token=`, …) replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = q === -1 ? url : url.slice(0, q);
  const segments = pathPart.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_AFTER.has((segments[i - 1] ?? '').toLowerCase()) && segments[i]) segments[i] = REDACTED;
  }
  let out = segments.join('/');
  if (q !== -1) {
    const query = url
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const key = eq === -1 ? pair : pair.slice(0, eq);
        let name = key;
        try {
          name = decodeURIComponent(key);
        } catch {
          // logged as sent
        }
        return eq !== -1 && SECRET_PARAMS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
      })
      .join('&');
    out += `?${query}`;
  }
  return out;
}

/**
 * Fastify's logger (pino, JSON lines) for the shop: each line of a request carries its `reqId`;
 * requests are logged as method, redacted URL, host and client address, never headers or bodies;
 * authorization, cookie and set-cookie headers and password/token fields are censored wherever a
 * log call would include them.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        'headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.access_token',
        '*.refresh_token',
        '*.accessToken',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

/** Every answer names its request's id in `X-Request-Id`, refusals and not-found answers included. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
