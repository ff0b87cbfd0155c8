import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../test/fixtures.ts';
import { contentProfile } from './profile.ts';

/** Demo shop `id` with its content settings as seeded. */
const shop = (id: number, publicTenant = true, variant: 'default' | 'lab' = 'default') => ({
  id,
  publicTenant,
  theme: { primary: '#0b3d5c', variant },
  content: demoContent(id, publicTenant),
});

describe('contentProfile', () => {
  it('gives Finland net 14 days, its own contact layout and no badge', () => {
    expect(contentProfile(shop(5))).toMatchObject({ invoiceDays: 14, finnishContact: true, creditBadge: false });
    for (const id of [3, 4, 6, 7, 8, 9]) {
      expect(contentProfile(shop(id, id !== 3))).toMatchObject({
        invoiceDays: 30,
        finnishContact: false,
        creditBadge: true,
      });
    }
  });

  it('shows the about hero on the non-public shop and names each shop its own story', () => {
    expect(contentProfile(shop(3, false))).toMatchObject({ aboutHero: true, about: 'internal' });
    expect(contentProfile(shop(4))).toMatchObject({ aboutHero: false, about: 'nordic' });
    expect(contentProfile(shop(8, true, 'lab')).about).toBe('lab');
    expect(contentProfile(shop(42, true, 'lab')).about).toBe('lab');
    expect(contentProfile(shop(43)).about).toBe('nordic');
  });
});
