import type { AboutVariant, Tenant } from '@shop/contract';

/**
 * How a shop lays its content pages out (SPEC.md §2 'Static pages'), from its content settings;
 * the texts themselves, with the FAQ questions and the terms' sections, come from the server.
 */
export type ContentProfile = {
  about: AboutVariant;
  /** Whether the about page shows the hero illustration (non-public shops). */
  aboutHero: boolean;
  invoiceDays: number;
  /** Credit-rating badge on the contact page. */
  creditBadge: boolean;
  /** The Finnish contact layout. */
  finnishContact: boolean;
};

/** The layout of the content pages of a shop. */
export function contentProfile(tenant: Pick<Tenant, 'publicTenant' | 'theme' | 'content'>): ContentProfile {
  const { content } = tenant;
  return {
    about: content.about ?? (tenant.theme.variant === 'lab' ? 'lab' : 'nordic'),
    aboutHero: !tenant.publicTenant,
    invoiceDays: content.invoiceDays,
    creditBadge: content.creditBadge,
    finnishContact: content.finnishContact,
  };
}
