import type { FastifyInstance, RouteOptions } from 'fastify';
import { OperationError } from './errors.ts';

/**
 * The access rule of a route, stated in its `config.access`:
 * - `public`: static files, the web app's pages and the API description: no shop data behind them;
 * - `anyone`: guests on every tenant and signed-in customers (tenant data, sign-in, sign-up);
 * - `catalog`: guests on public tenants and signed-in customers;
 * - `customer`: signed-in customers of the tenant only;
 * - `admin`: signed-in operators of the back office who may work in the tenant (admin-guard.ts).
 * A route without a rule, or with a rule not in this list, refuses every request.
 */
export const ACCESS_RULES = ['public', 'anyone', 'catalog', 'customer', 'admin'] as const;
export type RouteAccess = (typeof ACCESS_RULES)[number];

export interface RouteRule {
  method: string;
  url: string;
  /** The stated rule; null when the route states none (and so refuses every request). */
  access: RouteAccess | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the server with its access rule, in registration order. */
    routeRules: RouteRule[];
  }
}

function isRule(value: unknown): value is RouteAccess {
  return typeof value === 'string' && (ACCESS_RULES as readonly string[]).includes(value);
}

/**
 * Records every route's access rule and makes a route without one refuse all requests (403,
 * before any handler or body parsing). The not-found handler, which serves the web app's pages
 * and the JSON 404 of unknown paths, is public. Install before any route is registered.
 */
export function installAccessRules(app: FastifyInstance): void {
  // Route options are read when the table is asked for: hooks of plugin scopes (withAccess)
  // state a rule after this hook has seen the route.
  const routes: RouteOptions[] = [];
  Object.defineProperty(app, 'routeRules', {
    get: (): RouteRule[] =>
      routes.flatMap((route) => {
        const access = (route.config as { access?: unknown } | undefined)?.access;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        return methods.map((method) => ({ method, url: route.url, access: isRule(access) ? access : null }));
      }),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    if (!isRule(request.routeOptions.config.access)) throw new OperationError(403, 'forbidden');
  });
}

/**
 * Registers routes that a plugin adds (static files, the API description) with one rule stated
 * for all of them.
 */
export async function withAccess(
  app: FastifyInstance,
  access: RouteAccess,
  register: (scope: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.config = { ...(route.config as object), access } as RouteOptions['config'];
    });
    await register(scope);
  });
}
