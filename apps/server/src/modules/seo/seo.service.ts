import type { Tenant } from '@shop/contract';
import { tenantBaseUrl } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { baseUrlSetting, sitemapRows } from './seo.repository.ts';

/**
 * The crawl files of a shop (issue 25 item 4): `/robots.txt` and `/sitemap.xml` on each shop's
 * own address. A non-public shop is closed to crawlers: its robots.txt disallows everything and
 * its sitemap lists nothing.
 */

/** At most this many addresses in one sitemap file (sitemaps.org); more make a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The shop's public address, no trailing slash: its configured base URL, else its host name. */
export async function shopBaseUrl(ctx: AppContext, tenantId: number): Promise<string> {
  return tenantBaseUrl(ctx.config, tenantId, await baseUrlSetting(ctx.db, tenantId));
}

export function robotsTxt(tenant: Tenant, base: string): string {
  if (!tenant.publicTenant) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /results',
    'Disallow: /quick-order',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

type Entry = { loc: string; lastmod: Date | null };

/** A W3C datetime (sitemaps.org `lastmod`), seconds precision, UTC. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

const latest = (dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? new Date(d) : max), null);

/** Every address of the shop the sitemap lists, in order: home, the range, groups, products, pages. */
export async function sitemapEntries(ctx: AppContext, tenant: Tenant, base: string): Promise<Entry[]> {
  if (!tenant.publicTenant) return [];
  const { products, groups, pages } = await sitemapRows(ctx.db, tenant.id);
  const productsOf = new Map<number, Date[]>();
  for (const p of products) productsOf.set(p.group_id, [...(productsOf.get(p.group_id) ?? []), p.updated_at]);
  const pageDate = (page: string) => {
    const row = pages.find((r) => r.page === page);
    return row?.updated_at ? new Date(row.updated_at as unknown as string) : null;
  };
  const range = latest(products.map((p) => p.updated_at));
  const paths: [string, string][] = [
    ['about', '/about'],
    ['terms', '/terms'],
    ['contact', '/contact'],
    ['cookies', '/cookieinformation'],
    ...(tenant.content.faqPage ? ([['faq', '/faq']] as [string, string][]) : []),
  ];
  return [
    { loc: `${base}/`, lastmod: latest([range, pageDate('home')]) },
    { loc: `${base}/shop`, lastmod: range },
    ...groups.map((g) => ({
      loc: `${base}/shop/${g.id}`,
      lastmod: latest([g.updated_at, ...(productsOf.get(g.id) ?? [])]),
    })),
    ...products.map((p) => ({ loc: `${base}/article/${p.id}`, lastmod: new Date(p.updated_at) })),
    ...paths
      .filter(([page]) => pageDate(page))
      .map(([page, path]) => ({ loc: `${base}${path}`, lastmod: pageDate(page) })),
  ];
}

/** One sitemap file of these entries. */
export function urlset(entries: readonly Entry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length > 0 ? '\n' : ''}</urlset>\n`;
}

/** The sitemap index of a shop with more addresses than one file takes: `/sitemap-1.xml`, ... */
export function sitemapIndex(entries: readonly Entry[], base: string): string {
  const files: string[] = [];
  for (let i = 0; i * SITEMAP_MAX_URLS < entries.length; i++) {
    const part = entries.slice(i * SITEMAP_MAX_URLS, (i + 1) * SITEMAP_MAX_URLS);
    const lastmod = latest(part.map((e) => e.lastmod));
    files.push(
      `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * `/sitemap.xml` (part null) or `/sitemap-N.xml`: the addresses of the shop in one file, or an
 * index of files of at most SITEMAP_MAX_URLS each; null for a part that does not exist.
 */
export async function sitemapXml(ctx: AppContext, tenant: Tenant, part: number | null): Promise<string | null> {
  const base = await shopBaseUrl(ctx, tenant.id);
  const entries = await sitemapEntries(ctx, tenant, base);
  const split = entries.length > SITEMAP_MAX_URLS;
  if (part === null) return split ? sitemapIndex(entries, base) : urlset(entries);
  if (!split) return null;
  const slice = entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
  return part >= 1 && slice.length > 0 ? urlset(slice) : null;
}
