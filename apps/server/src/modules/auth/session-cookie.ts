import { REFRESH_BINDING_COOKIE, REFRESH_TOKEN_TTL_S, type TokenAnswer } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import type { IssuedTokens } from './auth.service.ts';

/** Sets (or, with '' and 0, clears) the HttpOnly cookie that binds refresh tokens to this browser. */
export function setBindingCookie(ctx: AppContext, reply: FastifyReply, value: string, maxAge: number): void {
  setHttpOnlyCookie(reply, {
    name: REFRESH_BINDING_COOKIE,
    value,
    path: '/',
    maxAge,
    secure: ctx.config.secureCookies,
  });
}

/** Answers a new session: its binding cookie on the reply, its tokens in the body. */
export function answerSession(ctx: AppContext, reply: FastifyReply, issued: IssuedTokens): TokenAnswer {
  if (issued.binding) setBindingCookie(ctx, reply, issued.binding, REFRESH_TOKEN_TTL_S);
  return issued.answer;
}
