import { z } from 'zod';

/**
 * Message keys the server sends in `fieldErrors[].message` and `operationError`.
 * The web app translates each one; none is ever shown raw.
 */
export const FIELD_ERRORS = [
  'required',
  'too_long',
  'too_short',
  'invalid',
  'too_small',
  'too_big',
  'unknown_field',
] as const;
export type FieldErrorKey = (typeof FIELD_ERRORS)[number];

export const OPERATION_ERRORS = [
  'error_login',
  'error_login_cust',
  'login_failed',
  'too_many_attempts',
  'invalid_grant',
  'unknown_tenant',
  'tenant_mismatch',
  'unauthorized',
  'forbidden',
  'not_found',
  'malformed_request',
  'payload_too_large',
  'internal_error',
  'unavailable',
  'guest_checkout_disabled',
  'idempotency_key_reused',
  'no_email',
  'order_not_cancelable',
  'transition_not_allowed',
  'too_many_lists',
] as const;
export type OperationError = (typeof OPERATION_ERRORS)[number];

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ValidationAnswerSchema = z.object({ fieldErrors: z.array(FieldErrorSchema) });
export type ValidationAnswer = z.infer<typeof ValidationAnswerSchema>;

export const OperationAnswerSchema = z.object({ operationError: z.string() });
export type OperationAnswer = z.infer<typeof OperationAnswerSchema>;

/**
 * The message key of one zod issue ('required', 'too_long', ...), so that client and server
 * validation show the same translated texts.
 */
export function issueKey(issue: { code: string; origin?: unknown; minimum?: unknown; input?: unknown }): FieldErrorKey {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'required';
      return issue.origin === 'string' ? 'too_short' : 'too_small';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    default:
      return 'invalid';
  }
}

/** Maps zod issues to `{ field, message }` with translatable message keys. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({ field: base ? `${base}.${k}` : k, message: 'unknown_field' }));
    }
    return [{ field: base, message: issueKey(issue) }];
  });
}
