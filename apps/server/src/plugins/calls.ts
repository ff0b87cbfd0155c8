import { isOperator, type Tenant, TenantQuerySchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { type AccessClaims, verifyAccessToken } from '../modules/auth/tokens.ts';
import { OperationError } from './errors.ts';

/**
 * Who may make a call:
 * - `anyone`: guests on every tenant and signed-in customers (tenant data);
 * - `catalog`: guests on public tenants and signed-in customers;
 * - `customer`: signed-in customers only.
 * There is no default: every call states its rule.
 */
export type Access = 'anyone' | 'catalog' | 'customer';

export interface CallInput<B> {
  body: B;
  tenant: Tenant;
  /** Claims of the caller's access token; null on a guest path. */
  auth: AccessClaims | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallSpec<B extends z.ZodType, R extends z.ZodType> {
  controller: string;
  action: string;
  access: Access;
  summary: string;
  body?: B;
  response: R;
  handler: (input: CallInput<z.output<B>>) => Promise<z.input<R>>;
}

const EmptyBody = z.strictObject({}).nullish();

/**
 * Reads and checks the bearer token of a request; null when there is none or it is invalid.
 * Its signature only: whether its session is still alive is `sessionClaims`' to say.
 */
export function bearerClaims(request: FastifyRequest, secret: Uint8Array): AccessClaims | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return verifyAccessToken(header.slice(7).trim(), secret);
}

/**
 * The claims of a request's bearer token if it is valid and its session still alive (not
 * logged out, its user not disabled and its sessions not ended by a password reset: the
 * session guard, modules/auth/sessions.ts); null otherwise.
 */
export async function sessionClaims(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims | null> {
  const claims = bearerClaims(request, ctx.config.jwtSecret);
  return claims && (await ctx.sessions.alive(claims)) ? claims : null;
}

/** The tenant named by the `tenant` query parameter; unknown ids are refused. */
export async function tenantOf(ctx: AppContext, tenantId: number): Promise<Tenant> {
  const tenant = await ctx.tenants.get(tenantId);
  if (!tenant) throw new OperationError(404, 'unknown_tenant');
  return tenant;
}

/**
 * Registers a call of SPEC.md §7 as `POST /api/<controller>/<action>` and, unless it is for
 * customers only, as `POST /api/guest/<controller>/<action>`.
 */
export function registerCall<B extends z.ZodType = typeof EmptyBody, R extends z.ZodType = z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CallSpec<B, R>,
): void {
  const bodySchema = spec.body ?? EmptyBody;
  const paths: { url: string; guest: boolean }[] = [{ url: `/api/${spec.controller}/${spec.action}`, guest: false }];
  if (spec.access !== 'customer') paths.push({ url: `/api/guest/${spec.controller}/${spec.action}`, guest: true });

  for (const { url, guest } of paths) {
    const schema: FastifySchema = {
      summary: spec.summary,
      tags: [spec.controller],
      querystring: TenantQuerySchema,
      body: bodySchema,
      response: { 200: spec.response },
      ...(guest ? {} : { security: [{ bearer: [] }] }),
    };
    const callers = new WeakMap<FastifyRequest, AccessClaims>();
    app.route({
      method: 'POST',
      url,
      schema,
      config: { access: guest ? spec.access : 'customer' },
      // Who is calling is settled before the body is read or checked: a caller without the
      // right learns nothing from validation answers.
      onRequest: async (request) => {
        const tenantId = Number((request.query as { tenant?: unknown }).tenant);
        if (guest) {
          if (spec.access !== 'catalog' || !Number.isInteger(tenantId)) return;
          const tenant = await ctx.tenants.get(tenantId);
          if (tenant && !tenant.publicTenant) throw new OperationError(401, 'unauthorized');
          return;
        }
        const claims = bearerClaims(request, ctx.config.jwtSecret);
        if (!claims) throw new OperationError(401, 'unauthorized');
        if (Number.isInteger(tenantId) && claims.tenantId !== tenantId)
          throw new OperationError(401, 'tenant_mismatch');
        if (isOperator(claims.roles)) throw new OperationError(403, 'forbidden');
        if (!(await ctx.sessions.alive(claims))) throw new OperationError(401, 'unauthorized');
        callers.set(request, claims);
      },
      handler: async (request, reply) => {
        const tenant = await tenantOf(ctx, (request.query as { tenant: number }).tenant);
        let auth: AccessClaims | null = null;
        if (guest) {
          if (spec.access === 'catalog' && !tenant.publicTenant) throw new OperationError(401, 'unauthorized');
        } else {
          auth = callers.get(request) ?? null;
          if (!auth || auth.tenantId !== tenant.id) throw new OperationError(401, 'unauthorized');
        }
        return spec.handler({ body: request.body as z.output<B>, tenant, auth, request, reply });
      },
    });
  }
}
