import { describe, expect, it } from 'vitest';
import {
  AdminSettingsPatchSchema,
  isHostName,
  isShopUrl,
  settingsCrossErrors,
  VatPercentSchema,
} from './admin-settings.ts';
import { toFieldErrors } from './errors.ts';

const errors = (body: unknown) => {
  const res = AdminSettingsPatchSchema.safeParse(body);
  return res.success ? [] : toFieldErrors(res.error.issues);
};

describe('the settings contract', () => {
  it('VAT: 0–100 with at most two decimals', () => {
    for (const ok of [0, 25, 25.5, 25.25, 100, 12.1, 0.01])
      expect(VatPercentSchema.safeParse(ok).success, `${ok}`).toBe(true);
    for (const bad of [-0.01, 100.01, 25.555, 1 / 3])
      expect(VatPercentSchema.safeParse(bad).success, `${bad}`).toBe(false);
  });

  it('lists: e-mail addresses and host names lower-cased and each once, bad ones by line', () => {
    expect(
      AdminSettingsPatchSchema.parse({ confirmationCopies: [' A@Example.com', 'a@example.com', 'b@x.se'] }),
    ).toEqual({
      confirmationCopies: ['a@example.com', 'b@x.se'],
    });
    expect(AdminSettingsPatchSchema.parse({ trackingHosts: ['WWW.Example.com', 'www.example.com'] })).toEqual({
      trackingHosts: ['www.example.com'],
    });
    expect(errors({ confirmationCopies: ['ok@example.com', 'nope'] })).toEqual([
      { field: 'confirmationCopies.1', message: 'invalid' },
    ]);
    expect(errors({ trackingHosts: ['-bad.example.com'] })).toEqual([{ field: 'trackingHosts.0', message: 'invalid' }]);
    expect(isHostName('localhost')).toBe(true);
    expect(isHostName('a..b')).toBe(false);
    expect(isHostName('https://x.se')).toBe(false);
  });

  it('addresses: https, http only for localhost; empty clears; tracking needs {parcelNumber}', () => {
    expect(isShopUrl('https://shop.example.se/')).toBe(true);
    expect(isShopUrl('http://t4.localhost:3000')).toBe(true);
    expect(isShopUrl('http://shop.example.se')).toBe(false);
    expect(isShopUrl('javascript:alert(1)')).toBe(false);
    expect(isShopUrl('https://user:pw@shop.example.se')).toBe(false);
    expect(AdminSettingsPatchSchema.parse({ baseUrl: '', parcelTrackingUrl: null })).toEqual({
      baseUrl: null,
      parcelTrackingUrl: null,
    });
    expect(errors({ parcelTrackingUrl: 'https://track.example/' })).toEqual([
      { field: 'parcelTrackingUrl', message: 'invalid' },
    ]);
  });

  it('languages: each once, at least one; default and forced among them', () => {
    expect(errors({ languages: [] })).toEqual([{ field: 'languages', message: 'too_small' }]);
    expect(errors({ languages: ['sv', 'sv'] })).toEqual([{ field: 'languages', message: 'invalid' }]);
    expect(settingsCrossErrors({ languages: ['en', 'fi'], defaultLanguage: 'sv', forcedLanguage: 'dk' })).toEqual([
      { field: 'defaultLanguage', message: 'not_chosen' },
      { field: 'forcedLanguage', message: 'not_chosen' },
    ]);
    expect(settingsCrossErrors({ languages: ['fi'], defaultLanguage: 'fi', forcedLanguage: 'fi' })).toEqual([]);
  });

  it('takes no field it does not know (the id, public or not) and no fraction of a minor unit', () => {
    expect(errors({ id: 5, publicTenant: false })).toEqual([
      { field: 'id', message: 'unknown_field' },
      { field: 'publicTenant', message: 'unknown_field' },
    ]);
    expect(errors({ premiumPrice: 12.5 })).toEqual([{ field: 'premiumPrice', message: 'invalid' }]);
    expect(errors({ currency: 'kronor' })).toEqual([{ field: 'currency', message: 'invalid' }]);
    expect(AdminSettingsPatchSchema.parse({ currency: 'eur' })).toEqual({ currency: 'EUR' });
  });
});
