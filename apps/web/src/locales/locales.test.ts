import { LANGUAGES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loaded } from '../lib/i18n-loader.eager.ts';

const FILES = loaded as Record<(typeof LANGUAGES)[number], unknown>;

/** Every leaf as a dotted key with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const [key, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(key, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const reference = leaves(FILES.en);

describe('locale files', () => {
  it('exist for every interface language', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    const file = leaves(FILES[lang]);

    it(`${lang} has exactly the keys of en (shell and features)`, () => {
      expect([...file.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it(`${lang} has a non-empty text for every key`, () => {
      for (const [key, value] of file) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });

    it(`${lang} uses the same placeholders as en`, () => {
      for (const [key, value] of file) {
        expect(placeholders(String(value)), key).toEqual(placeholders(String(reference.get(key))));
      }
    });
  }
});
