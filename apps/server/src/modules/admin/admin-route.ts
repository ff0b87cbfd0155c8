import { type AdminApiArea, type AdminCall, OperationAnswerSchema, ValidationAnswerSchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { dropKeptAnswers } from '../catalog/catalog.cache.ts';
import { type Operator, operatorGuard, operatorOf } from './admin-guard.ts';

/** The answers any back-office call may give besides its own: 401, 403 and 404 from the guard, 409 and 422 from the change. */
export const ADMIN_ERROR_ANSWERS = {
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  409: OperationAnswerSchema,
  422: ValidationAnswerSchema,
};

const BEARER = [{ bearer: [] }];

type Parsed<C extends AdminCall, K extends 'querystring' | 'params' | 'body'> = C[K] extends z.ZodType
  ? z.output<C[K]>
  : undefined;

/** What a call's handler gets: the operator (checked by the guard) and the call's parsed query, path and body. */
export interface OperatorInput<C extends AdminCall> {
  operator: Operator;
  query: Parsed<C, 'querystring'>;
  params: Parsed<C, 'params'>;
  body: Parsed<C, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A call's success answer as its schema takes it; a call answering bytes or a stream sends them itself (the reply). */
type Answer<C extends AdminCall> =
  C['response'] extends Record<200, infer S extends z.ZodType>
    ? z.input<S>
    : C['response'] extends Record<201, infer S extends z.ZodType>
      ? z.input<S>
      : C['response'] extends Record<204, z.ZodType>
        ? unknown // nothing is sent
        : FastifyReply;

export type OperatorHandlers<C extends Record<string, AdminCall>> = {
  [K in keyof C]: (input: OperatorInput<C[K]>) => Promise<Answer<C[K]>> | Answer<C[K]>;
};

/** The success status of a call: the one 2xx answer it documents (200 where it documents none, a stream). */
function successStatus(call: AdminCall): number {
  return Number(Object.keys(call.response).find((status) => status.startsWith('2')) ?? 200);
}

/**
 * Registers an area of the back office's API (`packages/contract` admin-api.ts) with a handler
 * for each of its calls. Every call states operators only (`config.access: 'admin'`), runs
 * `operatorGuard` with its permission before the body is read, takes the bearer token, documents
 * the error answers next to its own, and answers its success status (201 for a creation, 204
 * with no body). A call that consumes another media type than JSON is let through the request
 * guard for those types (`config.bodyTypes`): an upload's multipart body, a CSV file.
 */
export function registerOperatorCalls<C extends Record<string, AdminCall>>(
  app: FastifyInstance,
  ctx: AppContext,
  area: AdminApiArea<C>,
  handlers: OperatorHandlers<C>,
): void {
  const tags = [area.tag];
  for (const [name, call] of Object.entries(area.calls) as [keyof C & string, C[keyof C]][]) {
    const { method, url, permission, bodyLimit, consumes, response, ...schema } = call;
    const bodyTypes = consumes?.filter((type) => type !== 'application/json');
    const status = successStatus(call);
    const handler = handlers[name] as (input: OperatorInput<AdminCall>) => Promise<unknown>;
    const routeSchema: FastifySchema = {
      ...schema,
      ...(consumes ? { consumes: [...consumes] } : {}),
      tags,
      security: BEARER,
      response: { ...response, ...ADMIN_ERROR_ANSWERS },
    };
    app.route({
      method,
      url,
      ...(bodyLimit ? { bodyLimit } : {}),
      config: { access: 'admin' as const, ...(bodyTypes?.length ? { bodyTypes } : {}) },
      onRequest: operatorGuard(ctx, permission),
      schema: routeSchema,
      handler: async (request, reply) => {
        const operator = operatorOf(request);
        const answer = await handler({
          operator,
          query: request.query as never,
          params: request.params as never,
          body: request.body as never,
          request,
          reply,
        });
        // The operator's next request here sees the change (the other processes hear of it).
        if (method !== 'GET') dropKeptAnswers(ctx.db, operator.tenant.id);
        if (answer === reply) return reply;
        return reply.code(status).send(status === 204 ? null : answer);
      },
    });
  }
}
