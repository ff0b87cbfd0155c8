/** Pure rules of account creation, password reset and settings (SPEC.md §5, §8); zod-free. */

/** Passwords need at least this many characters (and at most LIMITS.password). */
export const PASSWORD_MIN_LENGTH = 8;

/** Customer types of account creation (SPEC.md §3). */
export const SIGNUP_CUSTOMER_TYPES = ['business', 'consumer'] as const;
export type SignupCustomerType = (typeof SIGNUP_CUSTOMER_TYPES)[number];

/** The customer types a tenant offers: consumer only with the business/private toggle. */
export function allowedCustomerTypes(businessPrivateToggle: boolean): readonly SignupCustomerType[] {
  return businessPrivateToggle ? SIGNUP_CUSTOMER_TYPES : ['business'];
}

/** Message keys of the account calls (translated by the web, never shown raw). */
export const ACCOUNT_ERRORS = [
  'email_in_use',
  'password_mismatch',
  'invalid_token',
  'pass_incorrect',
  'identical',
  'must_match',
] as const;
export type AccountError = (typeof ACCOUNT_ERRORS)[number];

/**
 * Masks an e-mail address for display: the characters from the 4th up to the '@' become
 * stars (SPEC.md §8). Input without a local part longer than 3 stays as it is.
 */
export function maskEmailAddress(email: string): string {
  const at = email.indexOf('@');
  if (at <= 3) return email;
  return email.slice(0, 3) + '*'.repeat(at - 3) + email.slice(at);
}

/** Reset tokens live this long (ms). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Sign-ups allowed per client address in SIGNUP_WINDOW_S. */
export const SIGNUP_LIMIT_PER_ADDRESS = 20;
export const SIGNUP_WINDOW_S = 15 * 60;
/** Forgot-password requests allowed per client address in the same window (no mail flooding). */
export const FORGOT_LIMIT_PER_ADDRESS = 30;
