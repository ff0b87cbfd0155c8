import {
  ADMIN_BINDING_COOKIE,
  AdminLoginBodySchema,
  AdminLogoutBodySchema,
  AdminRefreshBodySchema,
  AdminTenantQuerySchema,
  AdminTokenAnswerSchema,
  OperationAnswerSchema,
  REFRESH_TOKEN_TTL_S,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../plugins/calls.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import { OperationError } from '../../plugins/errors.ts';
import { adminLogin, adminLogout, adminRefresh, adminSession, type IssuedAdminTokens } from './admin-auth.service.ts';
import { operatorClaims } from './admin-guard.ts';

const errorAnswers = {
  400: OperationAnswerSchema,
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  429: OperationAnswerSchema,
};

const SessionAnswerSchema = AdminTokenAnswerSchema.pick({
  roles: true,
  username: true,
  tenant_id: true,
  tenants: true,
});

/** The back office's binding cookie lives on its calls only, apart from the shop's. */
function setAdminBinding(ctx: AppContext, reply: FastifyReply, value: string, maxAge: number): void {
  setHttpOnlyCookie(reply, {
    name: ADMIN_BINDING_COOKIE,
    value,
    path: '/api/admin',
    maxAge,
    secure: ctx.config.secureCookies,
  });
}

function answer(ctx: AppContext, reply: FastifyReply, issued: IssuedAdminTokens) {
  if (issued.binding) setAdminBinding(ctx, reply, issued.binding, REFRESH_TOKEN_TTL_S);
  return issued.answer;
}

/** The back office's sign-in, refresh, sign-out and session check (`/api/admin/...`). */
export function registerAdminAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: sign-in'];

  typed.post(
    '/api/admin/login',
    {
      config: { access: 'anyone' },
      schema: {
        summary: "An operator's sign-in (ADMIN, ORDER_HANDLER of the tenant, or SUPERADMIN)",
        tags,
        querystring: AdminTenantQuerySchema,
        body: AdminLoginBodySchema,
        response: { 200: AdminTokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(ctx, request.query.tenant);
      return answer(ctx, reply, await adminLogin(ctx, tenant, request.body, request.ip));
    },
  );

  typed.post(
    '/api/admin/refresh',
    {
      config: { access: 'anyone' },
      schema: {
        summary: "Exchange an operator's refresh token for new tokens (the old one is spent)",
        tags,
        querystring: AdminTenantQuerySchema.partial(),
        body: AdminRefreshBodySchema,
        response: { 200: AdminTokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) =>
      answer(ctx, reply, await adminRefresh(ctx, request.body.refresh_token, request.cookies[ADMIN_BINDING_COOKIE])),
  );

  typed.post(
    '/api/admin/logout',
    {
      config: { access: 'anyone' },
      schema: {
        summary: "An operator's sign-out: ends the session and clears its cookie",
        tags,
        querystring: AdminTenantQuerySchema.partial(),
        body: AdminLogoutBodySchema.nullish(),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request, reply) => {
      await adminLogout(ctx, request.body?.refresh_token, operatorClaims(request, ctx.config.jwtSecret));
      setAdminBinding(ctx, reply, '', 0);
      return { success: true };
    },
  );

  typed.get(
    '/api/admin/session',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'Who is signed in to the back office, and the tenants the account may work in',
        tags,
        querystring: AdminTenantQuerySchema.partial(),
        response: { 200: SessionAnswerSchema, ...errorAnswers },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const claims = operatorClaims(request, ctx.config.jwtSecret);
      const session = claims && (await ctx.sessions.alive(claims)) ? await adminSession(ctx, claims) : null;
      if (!session) throw new OperationError(401, 'unauthorized');
      return session;
    },
  );
}
