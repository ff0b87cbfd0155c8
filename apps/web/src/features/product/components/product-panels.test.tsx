// @vitest-environment jsdom
import type { Product } from '@shop/contract';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { makeArticle, makeTenant, productDetails } from '../../../test/fixtures.ts';
import { ProductPanels } from './product-panels.tsx';

const product = (): Product => ({
  id: 7,
  groupId: 1,
  name: '[en]Security tape',
  description: '[en]Tape',
  recommended: false,
  image: null,
  articles: [makeArticle(1, 10900, { articleNumber: 'DK-1', quantity: 6, weight: 2560 })],
  ...productDetails(),
});

beforeEach(() => useTenantStore.setState({ tenant: makeTenant() }));
afterEach(cleanup);

describe("the product details' weights", () => {
  it('are grouped as the page language writes numbers (Danish: 2.560 g)', () => {
    initI18n('dk');
    const { container } = render(<ProductPanels product={product()} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('2.560 g');
  });

  it('and in Finnish with a space (4 540 g)', () => {
    initI18n('fi');
    const p = product();
    p.articles = [makeArticle(1, 10900, { articleNumber: 'FI-1', quantity: 6, weight: 4540 })];
    const { container } = render(<ProductPanels product={p} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('4 540 g');
  });
});
