import { describe, expect, it, vi } from 'vitest';
import { interpolate, lookupMessage, pluralCategory, resolveMessage, translator } from './messages.ts';

const en = {
  app: { retry: 'Try again', nested: { deep: 'Deep' } },
  items: { count_one: '{{count}} item', count_other: '{{count}} items' },
  only: { other_other: '{{count}} things' },
  plain: { word: 'Word' },
  hello: 'Hello {{ name }}, {{missing}}you have {{n}}',
};

const sv = { items: { count_one: '{{count}} sak', count_other: '{{count}} saker' } };

describe('lookupMessage', () => {
  it('finds a text by dotted key, at any depth', () => {
    expect(lookupMessage(en, 'app.retry')).toBe('Try again');
    expect(lookupMessage(en, 'app.nested.deep')).toBe('Deep');
    expect(lookupMessage(en, 'hello')).toBe(en.hello);
  });

  it('answers undefined for a group, a missing key, a key under a text, and no messages', () => {
    expect(lookupMessage(en, 'app')).toBeUndefined();
    expect(lookupMessage(en, 'app.nothing')).toBeUndefined();
    expect(lookupMessage(en, 'app.retry.more')).toBeUndefined();
    expect(lookupMessage(undefined, 'app.retry')).toBeUndefined();
    expect(lookupMessage({ a: null }, 'a.b')).toBeUndefined();
  });
});

describe('resolveMessage', () => {
  it('takes the plural form of the count in the language', () => {
    expect(resolveMessage(en, 'en', 'items.count', 1)).toBe('{{count}} item');
    expect(resolveMessage(en, 'en', 'items.count', 0)).toBe('{{count}} items');
    expect(resolveMessage(en, 'en', 'items.count', 3)).toBe('{{count}} items');
    expect(resolveMessage(sv, 'sv', 'items.count', 1)).toBe('{{count}} sak');
    expect(resolveMessage(sv, 'sv', 'items.count', 2)).toBe('{{count}} saker');
  });

  it('falls back to _other, then to the key itself, and ignores a count that is no number', () => {
    // Latvian's 0 is 'zero', which these messages do not have.
    expect(pluralCategory('lv', 0)).toBe('zero');
    expect(resolveMessage(en, 'lv', 'items.count', 0)).toBe('{{count}} items');
    expect(resolveMessage(en, 'en', 'plain.word', 5)).toBe('Word');
    expect(resolveMessage(en, 'en', 'items.count', '1')).toBeUndefined();
    expect(resolveMessage(en, 'en', 'plain.word', undefined)).toBe('Word');
  });

  it('uses the rules of the BCP 47 tag it is given', () => {
    expect(pluralCategory('da', 1)).toBe('one');
    expect(pluralCategory('nb', 1)).toBe('one');
    expect(pluralCategory('fi', 2)).toBe('other');
  });
});

describe('interpolate', () => {
  it('fills {{name}} placeholders, spaces allowed, and leaves nothing for a missing or null value', () => {
    expect(interpolate(en.hello, { name: 'Ann', n: 3, missing: null })).toBe('Hello Ann, you have 3');
    expect(interpolate('{{a}}{{b}}', { a: 0, b: false })).toBe('0false');
  });

  it('keeps a text without options or placeholders as it is', () => {
    expect(interpolate('Hello {{name}}', undefined)).toBe('Hello {{name}}');
    expect(interpolate('No braces', { name: 'x' })).toBe('No braces');
    expect(interpolate('single {name}', { name: 'x' })).toBe('single {name}');
  });
});

describe('translator', () => {
  const missing = vi.fn();
  const t = translator((key, count) => resolveMessage(en, 'en', key, count), missing);

  it('resolves, picks the plural form by count and fills the placeholders', () => {
    expect(t('app.retry')).toBe('Try again');
    expect(t('items.count', { count: 1 })).toBe('1 item');
    expect(t('items.count', { count: 2 })).toBe('2 items');
    expect(t('only.other', { count: 1 })).toBe('1 things');
    expect(missing).not.toHaveBeenCalled();
  });

  it('answers the key of a missing text and reports it', () => {
    expect(t('no.such.key')).toBe('no.such.key');
    expect(missing).toHaveBeenCalledWith('no.such.key');
  });
});
