import { describe, expect, it } from 'vitest';
import { checkAmount, embedUrl, packageText, parseProductId, parseSpecification } from './product-helpers.ts';

describe('product helpers', () => {
  it('accepts only positive whole ids', () => {
    expect(parseProductId('58')).toBe(58);
    expect(parseProductId('abc')).toBeNull();
    expect(parseProductId('0')).toBeNull();
    expect(parseProductId('5.5')).toBeNull();
    expect(parseProductId('99999999999')).toBeNull();
  });

  it('reads the package size from the article name', () => {
    const name = '[sv]Tejp blå[en]Tape blue';
    expect(packageText({ name: '[sv]Tejp blå, 6 rullar[en]Tape blue, 6 rolls' }, name, 'sv')).toBe('6 rullar');
    expect(packageText({ name: '[en]Something else' }, name, 'en')).toBe('Something else');
    expect(packageText({ name: '' }, name, 'en')).toBeNull();
  });

  it('splits the specification into label and value rows', () => {
    expect(parseSpecification('Colour: Blue\nSize: 50 mm × 50 m\n\nNote')).toEqual([
      { label: 'Colour', value: 'Blue' },
      { label: 'Size', value: '50 mm × 50 m' },
      { label: '', value: 'Note' },
    ]);
  });

  it('checks the amount', () => {
    expect(checkAmount(' 12 ')).toEqual({ ok: true, amount: 12 });
    expect(checkAmount('0')).toEqual({ ok: false, reason: 'min' });
    expect(checkAmount('1e3')).toEqual({ ok: false, reason: 'notNumber' });
    expect(checkAmount('10000')).toEqual({ ok: false, reason: 'max' });
  });

  it('embeds external videos from privacy-friendly hosts', () => {
    expect(embedUrl({ source: 'YOUTUBE', id: 'abc' })).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc/);
    expect(embedUrl({ source: 'VIMEO', id: '42' })).toMatch(/^https:\/\/player\.vimeo\.com\/video\/42/);
  });
});
