import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../test/fixtures.ts';
import { contentProfile, TERMS_SECTIONS } from './profile.ts';

/** Demo shop `id` with its content settings as seeded. */
const shop = (id: number, publicTenant = true, variant: 'default' | 'lab' = 'default') => ({
  id,
  publicTenant,
  theme: { primary: '#0b3d5c', variant },
  content: demoContent(id, publicTenant),
});

describe('contentProfile', () => {
  it('lists 7 FAQ questions in Finland, 9 elsewhere and 11 in the Swedish main variant', () => {
    expect(contentProfile(shop(5), 'fi').faq).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(contentProfile(shop(3, false), 'en').faq).toHaveLength(9);
    expect(contentProfile(shop(3, false), 'sv').faq).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(contentProfile(shop(8), 'en').faq).toHaveLength(9);
  });

  it("leaves the 'general conditions' out of the terms of the Nordic main shop only", () => {
    expect(contentProfile(shop(4), 'sv').terms).toEqual(TERMS_SECTIONS.filter((s) => s !== 'conditions'));
    for (const id of [5, 6, 7, 8, 9]) expect(contentProfile(shop(id), 'en').terms).toEqual([...TERMS_SECTIONS]);
  });

  it('gives Finland net 14 days, its own contact layout, no badge and the short cookie title', () => {
    expect(contentProfile(shop(5), 'fi')).toMatchObject({
      invoiceDays: 14,
      finnishContact: true,
      creditBadge: false,
      shortCookieTitle: true,
    });
    for (const id of [3, 4, 6, 7, 8, 9]) {
      expect(contentProfile(shop(id, id !== 3), 'sv')).toMatchObject({
        invoiceDays: 30,
        finnishContact: false,
        creditBadge: true,
        shortCookieTitle: false,
      });
    }
  });

  it('shows the about hero on the non-public shop and tells each shop its own story', () => {
    expect(contentProfile(shop(3, false), 'sv')).toMatchObject({ aboutHero: true, about: 'internal' });
    expect(contentProfile(shop(4), 'sv')).toMatchObject({ aboutHero: false, about: 'nordic' });
    expect(contentProfile(shop(8, true, 'lab'), 'en').about).toBe('lab');
    expect(contentProfile(shop(42, true, 'lab'), 'en').about).toBe('lab');
    expect(contentProfile(shop(43), 'en').about).toBe('nordic');
  });
});
