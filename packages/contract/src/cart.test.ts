import { describe, expect, it } from 'vitest';
import { packagesLabel, packageText } from './package-text.ts';

describe('packages', () => {
  const product = '[sv]Insättningsblankett[en]Deposit form';
  it('reads the package size from the article name', () => {
    expect(packageText('[sv]Insättningsblankett, 100 st[en]Deposit form, 100 forms', product, 'en')).toBe('100 forms');
    expect(packageText('[en]Something else', product, 'en')).toBe('Something else');
    expect(packageText('', product, 'en')).toBeNull();
  });

  it('writes an amount of packages with the package size: 2 × 100 forms', () => {
    expect(packagesLabel(2, '100 forms', 'en')).toBe('2 × 100 forms');
    expect(packagesLabel(1200, '1 roll', 'en')).toBe('1,200 × 1 roll');
    expect(packagesLabel(3, '6 rullar', 'sv')).toBe('3 × 6 rullar');
  });
});
