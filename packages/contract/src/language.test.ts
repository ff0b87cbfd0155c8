import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localize, parseTagged, toTagged } from './language.ts';

describe('language tags', () => {
  const text = '[sv]Säkerhetspåse[en]Security bag[fi]Turvapussi';

  it('returns the part for the language, then en, then sv, then the first part', () => {
    expect(localize(text, 'sv')).toBe('Säkerhetspåse');
    expect(localize(text, 'fi')).toBe('Turvapussi');
    expect(localize(text, 'dk')).toBe('Security bag');
    expect(localize('[sv]Påse[fi]Pussi', 'dk')).toBe('Påse');
    expect(localize('[fi]Pussi[no]Pose', 'dk')).toBe('Pussi');
  });

  it('returns untagged text as it is and empty text as empty', () => {
    expect(localize('Plain text', 'sv')).toBe('Plain text');
    expect(localize('', 'sv')).toBe('');
    expect(localize(null, 'sv')).toBe('');
    expect(localize(undefined, 'en')).toBe('');
  });

  it('round-trips every language through toTagged and parseTagged', () => {
    const word = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !s.includes('[') && s.trim() === s && s !== '');
    fc.assert(
      fc.property(fc.tuple(word, word, word, word, word, word), (words) => {
        const texts = Object.fromEntries(LANGUAGES.map((l, i) => [l, words[i] as string]));
        const tagged = toTagged(texts);
        for (const l of LANGUAGES) expect(localize(tagged, l)).toBe(texts[l]);
        expect(parseTagged(tagged).size).toBe(6);
      }),
    );
  });
});
