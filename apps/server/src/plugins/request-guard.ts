import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppPath } from '../lib/app-path.ts';
import { OperationError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Media types of a body the route takes besides JSON: `multipart/form-data` for the back
     * office's pictures and files, `text/csv` for its catalog import.
     */
    bodyTypes?: readonly string[];
  }
}

/** Methods that change nothing; every other method is held to the rules below. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls that take a form besides JSON: the refresh call (OAuth's form, bound by its SameSite=Strict cookie). */
const FORM_CALLS = new Set(['/oauth/access_token']);

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined): string | null {
  if (header === undefined) return null;
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

/** `host[:port]` of a URL's origin as browsers write it (default ports left out); null when not a URL. */
function hostOfOrigin(origin: string, protocol: string): string | null {
  try {
    const url = new URL(origin.includes('://') ? origin : `${protocol}://${origin}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from another site: a browser says so in
 * Sec-Fetch-Site (anything but `same-origin`, or `none` for what the user typed: tenants are
 * sibling hosts such as t3.localhost and t4.localhost, which are `same-site` to each other), or an
 * Origin that is not the request's own host (`null` included). A request with neither header
 * (curl, servers, tests) is not a browser's cross-site request.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = hostOfOrigin(request.host ?? '', request.protocol);
  const theirs = hostOfOrigin(origin, request.protocol);
  return own === null || theirs === null || own !== theirs;
}

/**
 * A path with an encoded NUL (`/media/%00.svg`) is refused with 400 `malformed_request` for any
 * method (PostgreSQL cannot hold a NUL; the query's and body's are refused by refuseNulCharacters).
 * State-changing requests accept only what the shop's own client sends, before any body is read:
 * - from another site (isCrossSite): 403 `cross_site`, so that no form or script of another
 *   origin logs a customer out or calls anything with their cookies;
 * - a body that is not `application/json` (or, for the refresh call, its URL-encoded form; for
 *   a route that names other types in `config.bodyTypes`, those): 415 `unsupported_media_type`.
 *   A request without a body needs no Content-Type.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (pathHasNul(request.url)) throw new OperationError(400, 'malformed_request');
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request)) throw new OperationError(403, 'cross_site');
    const type = mediaType(request.headers['content-type']);
    if (type === null || type === 'application/json') return;
    if (type === 'application/x-www-form-urlencoded' && FORM_CALLS.has(request.routeOptions.url ?? '')) return;
    // A page's own form sent before the app ran the page (web.routes.ts answers it with the page).
    if (
      type === 'application/x-www-form-urlencoded' &&
      request.routeOptions.url === undefined &&
      isAppPath(request.url)
    )
      return;
    if (request.routeOptions.config.bodyTypes?.includes(type)) return;
    throw new OperationError(415, 'unsupported_media_type');
  });
}

/** Whether a URL's path (before `?`) holds an encoded NUL: such a path never names anything of the shop. */
export function pathHasNul(url: string): boolean {
  const q = url.indexOf('?');
  return /%00/.test(q === -1 ? url : url.slice(0, q));
}
