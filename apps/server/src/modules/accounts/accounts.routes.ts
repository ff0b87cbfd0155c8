import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  CreateAccountBodySchema,
  ForgotPasswordAnswerSchema,
  ForgotPasswordQuerySchema,
  GetEmailAnswerSchema,
  NewsletterBodySchema,
  OperationAnswerSchema,
  ResetPasswordBodySchema,
  ResetPasswordErrorSchema,
  ResetPasswordQuerySchema,
  StatusOkAnswerSchema,
  StoreAccountAnswerSchema,
  StoreAccountRequestBodySchema,
  TokenAnswerSchema,
  ValidationAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { registerCall, tenantOf } from '../../plugins/calls.ts';
import { OperationError } from '../../plugins/errors.ts';
import { startSession } from '../auth/auth.service.ts';
import { answerSession } from '../auth/session-cookie.ts';
import {
  changeEmail,
  changeNewsletter,
  changePassword,
  createAccount,
  createdUser,
  forgotPassword,
  getEmail,
  mailLanguage,
  requestStoreAccount,
  resetPassword,
} from './accounts.service.ts';

function userOf(auth: { userId: number } | null): number {
  if (!auth) throw new OperationError(401, 'unauthorized');
  return auth.userId;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'register',
    action: 'createAccount',
    access: 'catalog',
    summary:
      'Create a customer account in this (public) tenant and sign it in: answers tokens like a login; ' +
      'a taken e-mail is refused with 422 { errors: { errors: [{ field: "username", message: "email_in_use" }] } }',
    body: CreateAccountBodySchema,
    response: TokenAnswerSchema,
    handler: async ({ body, tenant, request, reply }) => {
      const created = await createAccount(ctx, tenant, body, request.ip);
      const user = await createdUser(ctx, tenant.id, created.userId);
      return answerSession(ctx, reply, startSession(ctx, tenant, user, created.customerId));
    },
  });

  registerCall(app, ctx, {
    controller: 'user',
    action: 'ajaxCreateStoreAccount',
    access: 'anyone',
    summary:
      'Request a customer account on the internal shop; the shop is told by e-mail and answers within 2 working days',
    body: StoreAccountRequestBodySchema,
    response: StoreAccountAnswerSchema,
    handler: async ({ body, tenant, request }) => {
      await requestStoreAccount(ctx, tenant, body, request.ip, mailLanguage(tenant, undefined));
      return { status: 'received' as const };
    },
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ['/api/guest', '/api']) {
    typed.post(
      `${prefix}/register/forgotPassword`,
      {
        config: { access: 'anyone' },
        schema: {
          summary:
            'Forgot password: mails a reset link to the user of a customer number or e-mail and answers the masked ' +
            'address; noEmail for a user without one; { sent: false } for anything else (nothing sent). ' +
            '429 too_many_attempts past the per-address or per-tenant limit',
          tags: ['register'],
          querystring: ForgotPasswordQuerySchema,
          response: { 200: ForgotPasswordAnswerSchema, 429: OperationAnswerSchema },
        },
      },
      async (request) => {
        const tenant = await tenantOf(ctx, request.query.tenant);
        const language = mailLanguage(tenant, request.query.lang);
        return forgotPassword(ctx, tenant, request.query.username, language, request.ip);
      },
    );

    typed.post(
      `${prefix}/register/resetPassword`,
      {
        config: { access: 'anyone' },
        schema: {
          summary: 'Reset password with the mailed token (single use, 1 hour); ends every session of the user',
          tags: ['register'],
          querystring: ResetPasswordQuerySchema,
          body: ResetPasswordBodySchema,
          response: {
            200: StatusOkAnswerSchema,
            422: z.union([ResetPasswordErrorSchema.extend(OperationAnswerSchema.shape), ValidationAnswerSchema]),
          },
        },
      },
      async (request) => {
        const tenant = await tenantOf(ctx, request.query.tenant);
        await resetPassword(ctx, tenant, request.query.t, request.body);
        return { status: 'ok' as const };
      },
    );
  }

  registerCall(app, ctx, {
    controller: 'user',
    action: 'ajaxGetEmail',
    access: 'customer',
    summary: "The signed-in user's e-mail (null when none) and whether the password is temporary",
    response: GetEmailAnswerSchema,
    handler: async ({ tenant, auth }) => getEmail(ctx, tenant.id, userOf(auth)),
  });

  registerCall(app, ctx, {
    controller: 'user',
    action: 'ajaxChangeEmail',
    access: 'customer',
    summary: "Change the signed-in user's e-mail; 422 fieldErrors 'identical' or 'email_in_use'",
    body: ChangeEmailBodySchema,
    response: StatusOkAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await changeEmail(ctx, tenant.id, userOf(auth), body.newEmail);
      return { status: 'ok' as const };
    },
  });

  registerCall(app, ctx, {
    controller: 'user',
    action: 'ajaxChangePassword',
    access: 'customer',
    summary:
      "Change the signed-in user's password; 422 fieldErrors 'pass_incorrect' or 'identical'; wrong current " +
      "passwords count against the account's login limit (429 too_many_attempts past it)",
    body: ChangePasswordBodySchema,
    response: StatusOkAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await changePassword(ctx, tenant.id, userOf(auth), body);
      return { status: 'ok' as const };
    },
  });

  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxChangeNewsletterSetting',
    access: 'customer',
    summary: 'Whether the customer wants the newsletter',
    body: NewsletterBodySchema,
    response: StatusOkAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await changeNewsletter(ctx, tenant.id, auth?.customerId ?? null, body.allowNewsletter);
      return { status: 'ok' as const };
    },
  });
}
