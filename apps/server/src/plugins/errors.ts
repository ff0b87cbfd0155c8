import { toFieldErrors } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A business refusal: answered as `{ operationError: code }` with the given status. */
export class OperationError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(statusCode: number, code: string, extra: Record<string, unknown> = {}) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

/** A validation refusal found by a service: answered 422 `{ fieldErrors }`. */
export class ValidationError extends Error {
  readonly fieldErrors: { field: string; message: string }[];
  constructor(fieldErrors: { field: string; message: string }[]) {
    super('validation_failed');
    this.fieldErrors = fieldErrors;
  }
}

const BAD_REQUEST_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
  'FST_ERR_BAD_URL',
]);

/** Rebuilds zod issues from fastify's validation entries (one entry per issue). */
function issuesOf(validation: { keyword: string; instancePath: string; params: object }[]): z.core.$ZodIssue[] {
  return validation.map(
    (v) =>
      ({
        ...v.params,
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: '',
      }) as unknown as z.core.$ZodIssue,
  );
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * connection cut): the request changed nothing and may be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && /^Connection terminated|connection error and is not queryable/.test(message)) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** One error shape for the whole API; 5xx never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error answers are built here in their documented shapes; a route's response schema for
    // the status must never turn one into fastify's own 500.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    if (error instanceof OperationError) {
      return reply.code(error.statusCode).send({ operationError: error.code, ...error.extra });
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send({ fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const prefix = error.validationContext === 'querystring' ? 'query.' : '';
      const fieldErrors = toFieldErrors(issuesOf(error.validation)).map((e) => ({
        field: prefix + e.field,
        message: e.message,
      }));
      return reply.code(422).send({ fieldErrors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ operationError: 'payload_too_large' });
    }
    if (error.code && BAD_REQUEST_CODES.has(error.code)) {
      return reply.code(error.statusCode ?? 400).send({ operationError: 'malformed_request' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ operationError: 'too_many_attempts' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ operationError: 'malformed_request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ operationError: 'unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ operationError: 'internal_error' });
  });
}
