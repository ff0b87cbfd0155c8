import { type AdminPermission, OperationAnswerSchema, ValidationAnswerSchema } from '@shop/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorGuard } from './admin-guard.ts';

/** The answers any back-office call may give besides its own: 401, 403 and 404 from the guard, 409 and 422 from the change. */
export const ADMIN_ERROR_ANSWERS = {
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  409: OperationAnswerSchema,
  422: ValidationAnswerSchema,
};

const BEARER = [{ bearer: [] }];

/** A route's own schema: what it takes and its own answers (the error answers are added). */
export interface OperatorRouteSchema {
  summary: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The media types of a route that answers other than JSON (the CSV export). */
  produces?: string[];
  response: Record<number, z.ZodType>;
}

/**
 * The options of one area's back-office routes (`tag` in the API docs): each states operators
 * only (`config.access: 'admin'`), runs `operatorGuard` with its permission before the body is
 * read, takes the bearer token, and documents the error answers next to its own.
 */
export function operatorRoutes(ctx: AppContext, tag: string) {
  const tags = [tag];
  return <S extends OperatorRouteSchema>(permission: AdminPermission, schema: S) => ({
    config: { access: 'admin' as const },
    onRequest: operatorGuard(ctx, permission),
    schema: { ...schema, tags, security: BEARER, response: { ...schema.response, ...ADMIN_ERROR_ANSWERS } },
  });
}
