import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageMatch, PageName } from './routing.ts';

export type PageProps<P extends PageName = PageName> = { match: Extract<PageMatch, { page: P }> };

type LazyPage = LazyExoticComponent<ComponentType<{ match: PageMatch }>>;

/**
 * Pages that have their own component, each loaded on first use (route-level code splitting).
 * Pages missing here show their heading only (PageView).
 */
export const PAGE_COMPONENTS: Partial<Record<PageName, LazyPage>> = {
  home: lazy(() => import('../features/catalog/components/home-page.tsx')) as LazyPage,
  shop: lazy(() => import('../features/catalog/components/shop-page.tsx')) as LazyPage,
  results: lazy(() => import('../features/catalog/components/results-page.tsx')) as LazyPage,
  article: lazy(() => import('../features/product/components/product-page.tsx')) as LazyPage,
  about: lazy(() => import('../features/content/components/about-page.tsx')) as LazyPage,
  faq: lazy(() => import('../features/content/components/faq-page.tsx')) as LazyPage,
  terms: lazy(() => import('../features/content/components/terms-page.tsx')) as LazyPage,
  contact: lazy(() => import('../features/content/components/contact-page.tsx')) as LazyPage,
  cookieinformation: lazy(() => import('../features/content/components/cookie-information-page.tsx')) as LazyPage,
};
