import {
  IsLoggedInAnswerSchema,
  LoginBodySchema,
  LoginQuerySchema,
  LogoutBodySchema,
  OperationAnswerSchema,
  REFRESH_BINDING_COOKIE,
  RefreshBodySchema,
  TenantIdSchema,
  TokenAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { bearerClaims, sessionClaims, tenantOf } from '../../plugins/calls.ts';
import { endSession, login, logout, refresh, sessionState } from './auth.service.ts';
import { DEVICE_COOKIE, setDeviceCookie } from './device.ts';
import { answerSession, clearSessionCookies } from './session-cookie.ts';

const errorAnswers = {
  400: OperationAnswerSchema,
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  429: OperationAnswerSchema,
};

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/login',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'Log in with a customer number or e-mail address',
        tags: ['auth'],
        querystring: LoginQuerySchema,
        body: LoginBodySchema,
        response: { 200: TokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(ctx, request.query.tenant);
      const issued = await login(ctx, tenant, request.body, request.ip, request.cookies[DEVICE_COOKIE]);
      const answer = answerSession(ctx, reply, issued);
      if (issued.device) setDeviceCookie(ctx, reply, issued.device);
      return answer;
    },
  );

  typed.post(
    '/oauth/access_token',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'Exchange a refresh token for new tokens (the old one is spent)',
        tags: ['auth'],
        body: RefreshBodySchema,
        response: { 200: TokenAnswerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const issued = await refresh(ctx, request.body.refresh_token, request.cookies[REFRESH_BINDING_COOKIE]);
      return answerSession(ctx, reply, issued);
    },
  );

  typed.get(
    '/api/session/isLoggedIn',
    {
      config: { access: 'anyone' },
      schema: {
        summary: 'Session check',
        tags: ['auth'],
        querystring: z.object({ tenant: TenantIdSchema.optional() }),
        response: { 200: IsLoggedInAnswerSchema, 401: IsLoggedInAnswerSchema },
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const claims = await sessionClaims(ctx, request);
      const tenantMismatch = claims && request.query.tenant !== undefined && request.query.tenant !== claims.tenantId;
      const state = claims && !tenantMismatch ? await sessionState(ctx, claims) : null;
      if (!state?.success) return reply.code(401).send({ success: false, admin: false, hasStores: false });
      return state;
    },
  );

  typed.post(
    '/api/logout',
    {
      config: { access: 'anyone' },
      schema: {
        summary:
          "Log out: revokes the session (the refresh token's family, and the bearer token's) and clears its cookies",
        tags: ['auth'],
        querystring: z.object({ tenant: TenantIdSchema }),
        body: LogoutBodySchema.nullish(),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOf(ctx, request.query.tenant);
      await logout(ctx, tenant.id, request.body?.refresh_token);
      // The bearer token's session ends too (the same one, or the only one named when the body
      // carries no refresh token); an expired or foreign token names none.
      const claims = bearerClaims(request, ctx.config.jwtSecret);
      if (claims && claims.tenantId === tenant.id) await endSession(ctx, claims);
      clearSessionCookies(ctx, reply);
      return { success: true };
    },
  );
}
