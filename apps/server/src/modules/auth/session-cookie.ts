import { REFRESH_BINDING_COOKIE, REFRESH_TOKEN_TTL_S, type TokenAnswer } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import type { IssuedTokens } from './auth.service.ts';
import { newMediaCookie, setMediaCookie } from './media-cookie.ts';

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

/**
 * Answers a session (a new one, or one continued by a refresh): its binding cookie (new
 * sessions only) and its media cookie on the reply, its tokens in the body. The media cookie
 * lives as long as the refresh token issued with it.
 */
export function answerSession(ctx: AppContext, reply: FastifyReply, issued: IssuedTokens): TokenAnswer {
  if (issued.binding) setBindingCookie(ctx, reply, issued.binding, REFRESH_TOKEN_TTL_S);
  setMediaCookie(
    ctx,
    reply,
    newMediaCookie(ctx.config.jwtSecret, issued.session, REFRESH_TOKEN_TTL_S),
    REFRESH_TOKEN_TTL_S,
  );
  return issued.answer;
}

/** Clears the cookies of a session (logout). */
export function clearSessionCookies(ctx: AppContext, reply: FastifyReply): void {
  setBindingCookie(ctx, reply, '', 0);
  setMediaCookie(ctx, reply, '', 0);
}
