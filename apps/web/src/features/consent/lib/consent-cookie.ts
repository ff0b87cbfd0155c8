import { CONSENT_MAX_AGE_S, type Tenant } from '@shop/contract';

/** The cookie that keeps the shopper's cookie choice. */
export const CONSENT_COOKIE = 'shop_consent';

/** Raised when the choices offered change; an older stored choice then counts as none. */
export const CONSENT_VERSION = 1;

/**
 * 'accepted': accept all; 'declined': decline all; 'necessary': saved from the settings with
 * the necessary category only (the only category there is).
 */
export const CONSENT_CHOICES = ['accepted', 'declined', 'necessary'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

function isChoice(value: string): value is ConsentChoice {
  return (CONSENT_CHOICES as readonly string[]).includes(value);
}

/** The cookie value: the choice and the version, e.g. `accepted.v1`. */
export function consentValue(choice: ConsentChoice, version = CONSENT_VERSION): string {
  return `${choice}.v${version}`;
}

/** The stored choice in a `document.cookie` string; null when none, malformed or of another version. */
export function parseConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const m = /^([a-z]+)\.v(\d+)$/.exec(part.slice(eq + 1).trim());
    if (!m?.[1] || Number(m[2]) !== CONSENT_VERSION) return null;
    return isChoice(m[1]) ? m[1] : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice for CONSENT_MAX_AGE_S seconds. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const parts = [`${CONSENT_COOKIE}=${consentValue(choice)}`, `Max-Age=${CONSENT_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Whether the shopper accepted all cookies (what tracking and third-party scripts need). */
export function hasConsent(choice: ConsentChoice | null): boolean {
  return choice === 'accepted';
}

/**
 * The e-commerce certificate script to load, or null: only for a public tenant that has one
 * configured, and only after the shopper accepted all cookies.
 */
export function certificateScriptUrl(
  tenant: Pick<Tenant, 'publicTenant' | 'ecommerceCertificateUrl'>,
  choice: ConsentChoice | null,
): string | null {
  const url = tenant.ecommerceCertificateUrl?.trim();
  if (!tenant.publicTenant || !url || !hasConsent(choice)) return null;
  return /^https:\/\//i.test(url) ? url : null;
}
