import {
  type Category,
  type ContentPageName,
  fillContent,
  type HOME_PLACEHOLDERS,
  htmlLang,
  type Language,
  localize,
  lowestPrice,
  type Product,
  type ProductSummary,
  type Tenant,
} from '@shop/contract';
import { escapeHtml } from '../../lib/html.ts';
import { CONTENT_ROUTES, type ContentRoute, type FirstViewAnswer, type FirstViewPage } from './first-view.ts';

/**
 * What a page tells search engines and link previews, from the same answers the first view
 * embeds: its title and description in the page's language, its canonical address and its
 * addresses in the shop's other languages (hreflang), Open Graph tags, schema.org JSON-LD
 * (`Product` with its offer on a product page, `BreadcrumbList` on listings and products),
 * whether it may be indexed, and its HTTP status (404 for a product or group the shop does not
 * have). The web app sets the same title once it runs (lib/use-document-title.ts).
 */
export interface PageMeta {
  status: 200 | 404;
  lang: Language;
  title: string;
  description: string | null;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  image: string | null;
  type: 'website' | 'product';
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
}

/** The pages whose content is the shopper's own (cart, checkout, account...): never indexed. */
const PRIVATE_PATHS = /^\/(cart|checkout|account|login|resetPassword|results|quick-order)(\/|$)/;

/** The shop's not-found page's own address (apps/web routing.ts), also where the server renders it. */
export const NOT_FOUND_PATH = '/404';

/** A description of at most `max` characters, cut at a word. */
export function shorten(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The content page a path shows, if any. */
export function contentPageOf(pathname: string): ContentPageName | null {
  const route = pathname.replace(/\/+$/, '').slice(1);
  return Object.hasOwn(CONTENT_ROUTES, route) ? CONTENT_ROUTES[route as ContentRoute] : null;
}

export interface MetaInput {
  tenant: Tenant;
  lang: Language;
  /** The shop's address, no trailing slash (config tenantBaseUrl). */
  base: string;
  pathname: string;
  query: URLSearchParams;
  view: FirstViewPage | null;
  answers: readonly FirstViewAnswer[];
  /** The page names of the web app's texts in `lang` (`pages.*`), where the build has them. */
  pageNames: Record<string, string>;
}

function answerOf<T>(
  answers: readonly FirstViewAnswer[],
  call: string,
  match?: (body: Record<string, unknown>) => boolean,
) {
  const found = answers.find((a) => a.call === call && (!match || match(a.body)));
  return found ? (JSON.parse(found.json) as T) : null;
}

/** The addresses of a page: per language (`?lang=`, none for the default), with a listing's page. */
function addresses(input: MetaInput, page: number) {
  const { tenant, base, pathname } = input;
  const url = (lang: Language | null) => {
    const q = new URLSearchParams();
    if (lang && lang !== tenant.defaultLanguage) q.set('lang', lang);
    if (page > 1) q.set('page', String(page));
    const qs = q.toString();
    return `${base}${pathname}${qs ? `?${qs}` : ''}`;
  };
  const asked = input.query.get('lang');
  const several = !tenant.forcedLanguage && tenant.languages.length > 1;
  const canonical = url(several && asked === input.lang ? input.lang : null);
  const alternates = several
    ? [
        ...tenant.languages.map((l) => ({ hreflang: htmlLang(l), href: url(l) })),
        { hreflang: 'x-default', href: url(null) },
      ]
    : [];
  return { canonical, alternates };
}

function breadcrumbs(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** schema.org `Product` with its offer as a guest sees it (business prices, without VAT). */
function productLd(product: Product, input: MetaInput, url: string, images: string[]): Record<string, unknown> {
  const { tenant, lang } = input;
  const priced = product.articles.filter((a) => !a.alternativePrice);
  const prices = priced.map((a) => (a.payer === 'TENANT' ? 0 : a.price));
  const low = lowestPrice(priced);
  const spec = (price: number) => ({
    '@type': 'UnitPriceSpecification',
    price: money(price),
    priceCurrency: tenant.currency,
    valueAddedTaxIncluded: false,
  });
  const offers =
    low === null
      ? undefined
      : prices.length > 1
        ? {
            '@type': 'AggregateOffer',
            lowPrice: money(low),
            highPrice: money(Math.max(...prices)),
            offerCount: prices.length,
            priceCurrency: tenant.currency,
            availability: 'https://schema.org/InStock',
            url,
          }
        : {
            '@type': 'Offer',
            price: money(low),
            priceCurrency: tenant.currency,
            priceSpecification: spec(low),
            availability: 'https://schema.org/InStock',
            url,
          };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localize(product.name, lang),
    description: shorten(localize(product.description, lang), 500),
    ...(images.length > 0 ? { image: images } : {}),
    sku: product.articles[0]?.articleNumber,
    brand: { '@type': 'Brand', name: tenant.name },
    ...(offers ? { offers } : {}),
  };
}

/** The meta of a page: see PageMeta. */
export function pageMeta(input: MetaInput): PageMeta {
  const { tenant, lang, base, view, answers, pageNames } = input;
  const media = (file: string) => `${base}/media/${encodeURIComponent(file)}`;
  const noindex = !tenant.publicTenant || PRIVATE_PATHS.test(input.pathname);
  const categories = answerOf<Category[]>(answers, 'articleCategory/ajaxGetArticleCategoriesForCustomer') ?? [];
  const groups = categories.flatMap((c) => c.groups);
  const home = { name: tenant.name, url: `${base}/` };
  const named = (name: string | undefined) => name || tenant.name;
  let page = 1;
  const meta: Omit<PageMeta, 'canonical' | 'alternates'> = {
    status: 200,
    lang,
    title: tenant.name,
    description: null,
    image: null,
    type: 'website',
    jsonLd: [],
    noindex,
  };

  if (view?.page === 'home') {
    const content = answerOf<{ body: { tagline?: string } }>(answers, 'content/ajaxGet');
    const { contact } = tenant;
    const values: Record<(typeof HOME_PLACEHOLDERS)[number], string> = {
      name: tenant.name,
      company: contact.companyName,
      phone: contact.phone,
      email: contact.email,
      hours: contact.hours,
    };
    if (content?.body.tagline) meta.description = shorten(fillContent(content.body.tagline, values));
  } else if (view?.page === 'shop') {
    const group = view.group === null ? null : groups.find((g) => g.id === view.group);
    if (view.group !== null && !group && categories.length > 0) meta.status = 404;
    if (group) {
      const name = localize(group.name, lang);
      meta.title = name;
      meta.description = shorten(localize(group.description, lang)) || null;
      meta.image = group.imageFilename ? media(group.imageFilename) : null;
      const rawPage = Number(input.query.get('page'));
      page = Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1;
      meta.jsonLd.push(breadcrumbs([home, { name, url: `${base}/shop/${group.id}` }]));
    } else if (view.group === null) {
      meta.title = named(pageNames.shop);
    } else {
      meta.title = named(pageNames.notFound);
    }
    if (meta.status === 200 && !meta.image) {
      const list = answerOf<ProductSummary[]>(answers, 'articleContainer/ajaxList');
      const first = list?.find((p) => p.image)?.image;
      if (first) meta.image = media(first);
    }
  } else if (view?.page === 'article') {
    const product =
      view.id === null ? null : answerOf<Product | { nonExistant: true }>(answers, 'articleContainer/ajaxGet');
    if (!product || product.nonExistant) {
      meta.status = 404;
      meta.title = named(pageNames.notFound);
    } else {
      const name = localize(product.name, lang);
      const url = `${base}/article/${product.id}`;
      const images = [...product.images.map((i) => i.fileName), ...(product.image ? [product.image] : [])]
        .filter((f, i, all) => all.indexOf(f) === i)
        .map(media);
      meta.title = name;
      meta.description = shorten(localize(product.description, lang)) || null;
      meta.image = images[0] ?? null;
      meta.type = 'product';
      meta.jsonLd.push(productLd(product, input, url, images));
      const group = groups.find((g) => g.id === product.groupId);
      meta.jsonLd.push(
        breadcrumbs([
          home,
          ...(group ? [{ name: localize(group.name, lang), url: `${base}/shop/${group.id}` }] : []),
          { name, url },
        ]),
      );
    }
  } else if (input.pathname === NOT_FOUND_PATH) {
    meta.status = 404;
    meta.title = named(pageNames.notFound);
  } else {
    const content = contentPageOf(input.pathname);
    const answer = content
      ? answerOf<{ body: { title?: string; intro?: string; lead?: string } }>(answers, 'content/ajaxGet')
      : null;
    const key = content === 'cookies' ? 'cookieinformation' : content;
    meta.title = answer?.body.title ?? named(key ? pageNames[key] : undefined);
    const lead = answer?.body.lead ?? answer?.body.intro;
    if (lead) meta.description = shorten(lead.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\s+/g, ' '));
  }
  return { ...meta, ...addresses(input, page) };
}

/** The full `<title>` as the web app writes it: 'Page | Shop', or the shop's name alone. */
export function documentTitle(meta: Pick<PageMeta, 'title'>, tenant: Pick<Tenant, 'name'>): string {
  return meta.title && meta.title !== tenant.name ? `${meta.title} | ${tenant.name}` : tenant.name;
}

/** The `<head>` tags of the meta (the `<title>` is written in place of the template's). */
export function metaTags(meta: PageMeta, tenant: Pick<Tenant, 'name'>): string {
  const tags: string[] = [];
  const content = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
  if (meta.noindex) content('name', 'robots', 'noindex, nofollow');
  if (meta.description) content('name', 'description', meta.description);
  if (meta.status === 200 && !meta.noindex) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}">`);
    for (const a of meta.alternates) {
      tags.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`);
    }
  }
  content('property', 'og:site_name', tenant.name);
  content('property', 'og:title', documentTitle(meta, tenant));
  content('property', 'og:type', meta.type);
  content('property', 'og:url', meta.canonical);
  content('property', 'og:locale', htmlLang(meta.lang));
  if (meta.description) content('property', 'og:description', meta.description);
  if (meta.image) content('property', 'og:image', meta.image);
  for (const ld of meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.map((t) => `  ${t}`).join('\n');
}
