import { describe, expect, it } from 'vitest';
import { makeTenant } from '../test/fixtures.ts';
import { chooseLanguage, htmlLang, showsLanguageLinks } from './language.ts';

describe('chooseLanguage', () => {
  const nordic = makeTenant();

  it('uses the forced language whatever else is known', () => {
    const finland = makeTenant({ id: 5, forcedLanguage: 'fi', languages: ['fi'], defaultLanguage: 'fi' });
    expect(chooseLanguage(finland, 'sv', ['en-GB'])).toBe('fi');
    const denmark = makeTenant({ id: 9, forcedLanguage: 'dk', defaultLanguage: 'dk' });
    expect(chooseLanguage(denmark, 'en', ['sv-SE'])).toBe('dk');
  });

  it('prefers a language the shopper chose before, if the tenant offers it', () => {
    expect(chooseLanguage(nordic, 'es', ['en-GB'])).toBe('es');
    const internal = makeTenant({ id: 3, languages: ['sv', 'en'], publicTenant: false });
    expect(chooseLanguage(internal, 'fi', ['en-US'])).toBe('en');
  });

  it('takes the first browser language the tenant offers', () => {
    expect(chooseLanguage(nordic, null, ['de-DE', 'nb-NO', 'en'])).toBe('no');
    expect(chooseLanguage(nordic, null, ['da'])).toBe('dk');
    expect(chooseLanguage(nordic, null, ['fi-FI'])).toBe('fi');
    expect(chooseLanguage(nordic, 'xx', ['en-US'])).toBe('en');
  });

  it('falls back to the tenant default', () => {
    expect(chooseLanguage(nordic, null, ['de-DE'])).toBe('sv');
    expect(chooseLanguage(makeTenant({ defaultLanguage: 'en' }), null, [])).toBe('en');
  });
});

describe('language details', () => {
  it('maps the shop codes to html lang tags', () => {
    expect(htmlLang('dk')).toBe('da');
    expect(htmlLang('no')).toBe('nb');
    expect(htmlLang('sv')).toBe('sv');
    expect(htmlLang('fi')).toBe('fi');
  });

  it('shows language links only without a forced language', () => {
    expect(showsLanguageLinks(makeTenant())).toBe(true);
    expect(showsLanguageLinks(makeTenant({ forcedLanguage: 'fi' }))).toBe(false);
    expect(showsLanguageLinks(makeTenant({ languages: ['sv'] }))).toBe(false);
  });
});
