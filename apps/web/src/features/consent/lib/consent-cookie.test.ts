import { CONSENT_MAX_AGE_S } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  certificateScriptUrl,
  consentCookie,
  consentValue,
  hasConsent,
  parseConsent,
} from './consent-cookie.ts';

const CERT = 'https://certificates.example.org/badge.js';

describe('consent cookie', () => {
  it('stores the choice with its version for CONSENT_MAX_AGE_S seconds on the whole site', () => {
    expect(CONSENT_MAX_AGE_S).toBe(15780000);
    expect(consentCookie('accepted', false)).toBe(
      `${CONSENT_COOKIE}=accepted.v1; Max-Age=15780000; Path=/; SameSite=Lax`,
    );
    expect(consentCookie('declined', true)).toBe(
      `${CONSENT_COOKIE}=declined.v1; Max-Age=15780000; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('reads the choice among other cookies', () => {
    expect(parseConsent('a=1; shop_consent=accepted.v1; b=2')).toBe('accepted');
    expect(parseConsent('shop_consent=declined.v1')).toBe('declined');
    expect(parseConsent(`x=y;${CONSENT_COOKIE}=${consentValue('necessary')}`)).toBe('necessary');
  });

  it('counts a missing, malformed, unknown or older choice as none', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('other_consent=accepted.v1')).toBeNull();
    expect(parseConsent('shop_consent=')).toBeNull();
    expect(parseConsent('shop_consent=accepted')).toBeNull();
    expect(parseConsent('shop_consent=maybe.v1')).toBeNull();
    expect(parseConsent('shop_consent=accepted.v0')).toBeNull();
    expect(parseConsent(`shop_consent=${consentValue('accepted', 2)}`)).toBeNull();
  });

  it('gives consent only for accept all', () => {
    expect(hasConsent('accepted')).toBe(true);
    expect(hasConsent('declined')).toBe(false);
    expect(hasConsent('necessary')).toBe(false);
    expect(hasConsent(null)).toBe(false);
  });
});

describe('e-commerce certificate script', () => {
  const publicTenant = { publicTenant: true, ecommerceCertificateUrl: CERT };

  it('loads where configured, on a public tenant, after accept all', () => {
    expect(certificateScriptUrl(publicTenant, 'accepted')).toBe(CERT);
  });

  it('does not load before or without consent', () => {
    expect(certificateScriptUrl(publicTenant, null)).toBeNull();
    expect(certificateScriptUrl(publicTenant, 'declined')).toBeNull();
    expect(certificateScriptUrl(publicTenant, 'necessary')).toBeNull();
  });

  it('does not load where none is configured', () => {
    expect(certificateScriptUrl({ publicTenant: true, ecommerceCertificateUrl: null }, 'accepted')).toBeNull();
    expect(certificateScriptUrl({ publicTenant: true, ecommerceCertificateUrl: '  ' }, 'accepted')).toBeNull();
  });

  it('never loads on a non-public tenant', () => {
    expect(certificateScriptUrl({ publicTenant: false, ecommerceCertificateUrl: CERT }, 'accepted')).toBeNull();
  });

  it('loads only over https', () => {
    const plain = { publicTenant: true, ecommerceCertificateUrl: 'http://certificates.example.org/badge.js' };
    expect(certificateScriptUrl(plain, 'accepted')).toBeNull();
    expect(
      certificateScriptUrl({ publicTenant: true, ecommerceCertificateUrl: 'javascript:alert(1)' }, 'accepted'),
    ).toBeNull();
  });
});
