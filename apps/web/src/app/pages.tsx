import type { Language } from '@shop/contract';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { ensureArea } from '../lib/i18n.ts';
import type { PageMatch, PageName } from './routing.ts';

export type PageProps<P extends PageName = PageName> = { match: Extract<PageMatch, { page: P }> };

type PageComponent = ComponentType<{ match: PageMatch }>;

/**
 * A page that loads on first use together with its features' texts (route-level code
 * splitting). `preload` loads both ahead, e.g. for the first view before anything is shown;
 * a page whose code is there renders at once, without a loading state.
 */
export type LazyPage = PageComponent & { preload: (lang?: Language) => Promise<PageComponent> };

function page(area: string | readonly string[], load: () => Promise<{ default: ComponentType<never> }>): LazyPage {
  const areas = typeof area === 'string' ? [area] : area;
  let loaded: PageComponent | null = null;
  let loading: Promise<PageComponent> | null = null;
  const preload = (lang?: Language) => {
    loading ??= Promise.all([load(), ...areas.map((a) => ensureArea(a, lang))]).then(
      ([module]) => {
        loaded = module.default as PageComponent;
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: { match: PageMatch }) {
    // Decided once per mount, so that a page never switches between the two.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Page, { preload });
}

/** Pages that have their own component. Pages missing here show their heading only (PageView). */
export const PAGE_COMPONENTS: Partial<Record<PageName, LazyPage>> = {
  home: page('catalog', () => import('../features/catalog/components/home-page.tsx')),
  shop: page('catalog', () => import('../features/catalog/components/shop-page.tsx')),
  results: page('catalog', () => import('../features/catalog/components/results-page.tsx')),
  article: page('product', () => import('../features/product/components/product-page.tsx')),
  // The cart page has the login form for guests, and 'Save as order list' for customers.
  cart: page(['cart', 'auth', 'lists'], () => import('../features/cart/components/cart-page.tsx')),
  checkout: page('checkout', () => import('../features/checkout/components/checkout-page.tsx')),
  quickOrder: page('quick-order', () => import('../features/quick-order/components/quick-order-page.tsx')),
  summary: page('summary', () => import('../features/summary/components/summary-page.tsx')),
  account: page('account', () => import('../features/account/components/account-page.tsx')),
  accountNew: page('signup', () => import('../features/signup/components/create-account-page.tsx')),
  resetPassword: page('signup', () => import('../features/signup/components/reset-password-page.tsx')),
  about: page('content', () => import('../features/content/components/about-page.tsx')),
  faq: page('content', () => import('../features/content/components/faq-page.tsx')),
  terms: page('content', () => import('../features/content/components/terms-page.tsx')),
  contact: page('content', () => import('../features/content/components/contact-page.tsx')),
  cookieinformation: page('content', () => import('../features/content/components/cookie-information-page.tsx')),
};
