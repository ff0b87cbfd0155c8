import { describe, expect, it } from 'vitest';
import { parseGroupId } from './shop-page.tsx';

describe('group in the address', () => {
  it('is none on /shop', () => {
    expect(parseGroupId(null)).toBeNull();
  });

  it('is a group id when written in digits', () => {
    expect(parseGroupId('17')).toBe(17);
  });

  it('is invalid otherwise (the page goes to /404)', () => {
    for (const raw of ['abc', '17a', '-3', '1.5', '', '12345678901']) expect(parseGroupId(raw)).toBe('invalid');
  });
});
