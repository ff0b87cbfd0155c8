import { describe, expect, it } from 'vitest';
import { LoginBodySchema } from './auth.ts';
import { toFieldErrors } from './errors.ts';
import { normalizeBrowserLanguage, pickLanguage } from './language.ts';
import { isValidPage, pageCount } from './limits.ts';

describe('language choice', () => {
  const nordic = {
    forcedLanguage: null,
    languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'] as const,
    defaultLanguage: 'sv' as const,
  };

  it('uses the forced language whatever the browser says', () => {
    expect(pickLanguage({ forcedLanguage: 'fi', languages: ['fi'], defaultLanguage: 'fi' }, ['en-GB'])).toBe('fi');
    expect(pickLanguage({ forcedLanguage: 'dk', languages: ['dk'], defaultLanguage: 'dk' }, ['sv'])).toBe('dk');
  });

  it('uses the browser language when the tenant offers it, else the default', () => {
    expect(pickLanguage({ ...nordic, languages: [...nordic.languages] }, ['nb-NO', 'en'])).toBe('no');
    expect(pickLanguage({ ...nordic, languages: [...nordic.languages] }, ['da-DK'])).toBe('dk');
    expect(pickLanguage({ ...nordic, languages: [...nordic.languages] }, ['de-DE', 'fr'])).toBe('sv');
    expect(pickLanguage({ forcedLanguage: null, languages: ['sv', 'en'], defaultLanguage: 'sv' }, ['es'])).toBe('sv');
    expect(normalizeBrowserLanguage('EN-us')).toBe('en');
  });
});

describe('validation messages', () => {
  it('maps zod issues to translatable keys', () => {
    const res = LoginBodySchema.safeParse({ username: '', password: 'x'.repeat(51), extra: 1 });
    expect(res.success).toBe(false);
    const errors = res.success ? [] : toFieldErrors(res.error.issues);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'required' },
        { field: 'password', message: 'too_long' },
        { field: 'extra', message: 'unknown_field' },
      ]),
    );
  });
});

describe('pagination', () => {
  it('ignores pages below 1 or above the page count', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(0, 20)).toBe(1);
    expect(isValidPage(0, 3)).toBe(false);
    expect(isValidPage(4, 3)).toBe(false);
    expect(isValidPage(3, 3)).toBe(true);
    expect(isValidPage(1.5, 3)).toBe(false);
  });
});
