import {
  type ContentPageName,
  DEFAULT_PAGE_SIZE,
  HOME_CAMPAIGNS,
  HOME_SLIDER_PRODUCTS,
  isLanguage,
  type Language,
  LIMITS,
  PAGE_SIZES,
  PRODUCT_SORTS,
  pageCount,
  pickLanguage,
  RECOMMENDED_COUNT,
  SEARCH_PAGE_SIZE,
  type Tenant,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The first view of a catalog page: which page an address shows, the catalog calls the web app
 * makes for it (with exactly the bodies it sends), and the server's answers to them, so that
 * the page can carry them and show at once. The web app uses an answer only for a query with
 * the same call and body (apps/web/src/lib/first-view.ts): a difference costs a request, never
 * a wrong answer.
 */

/** The content pages by their route (the web app's page names) and the content they show. */
export const CONTENT_ROUTES = {
  about: 'about',
  faq: 'faq',
  terms: 'terms',
  contact: 'contact',
  cookieinformation: 'cookies',
} as const satisfies Record<string, ContentPageName>;
export type ContentRoute = keyof typeof CONTENT_ROUTES;

export type FirstViewPage =
  | { page: 'home' }
  | { page: 'shop'; group: number | null }
  | { page: 'article'; id: number | null }
  | { page: 'results' }
  | { page: ContentRoute };

/**
 * The page of a path whose first view comes with it (`/`, `/shop`, `/shop/{group}`,
 * `/article/{id}`, `/results`, the content pages), else null.
 */
export function firstViewPage(pathname: string): FirstViewPage | null {
  const parts = pathname.split('/').filter((s) => s !== '');
  const [first, second] = parts;
  if (first === undefined) return { page: 'home' };
  if (parts.length === 1 && first === 'results') return { page: 'results' };
  if (parts.length === 1 && Object.hasOwn(CONTENT_ROUTES, first)) return { page: first as ContentRoute };
  if (first === 'shop' && parts.length === 1) return { page: 'shop', group: null };
  if (second === undefined || parts.length !== 2) return null;
  if (first === 'shop') return { page: 'shop', group: /^\d{1,9}$/.test(second) ? Number(second) : null };
  if (first === 'article') {
    const id = /^\d{1,10}$/.test(second) ? Number(second) : 0;
    return { page: 'article', id: id >= 1 && id <= 2_147_483_647 ? id : null };
  }
  return null;
}

/** Language tags of an `Accept-Language` header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The interface language the web app will most likely choose (apps/web lib/language.ts): the
 * forced language, a `?lang=` the tenant offers, else the browser's languages, else the
 * default. (A choice kept in the browser's storage is unknown here.)
 */
export function likelyLanguage(tenant: Tenant, query: URLSearchParams, acceptLanguage: string | undefined): Language {
  if (tenant.forcedLanguage) return tenant.forcedLanguage;
  const asked = query.get('lang');
  if (isLanguage(asked) && tenant.languages.includes(asked)) return asked;
  return pickLanguage(tenant, acceptedLanguages(acceptLanguage));
}

export type FirstViewCall = { call: string; body: Record<string, unknown> };

/** A call with the server's answer as JSON text. */
export type FirstViewAnswer = FirstViewCall & { json: string };

/** The listing state of a shop address, as the web app reads it (features/catalog/hooks/listing-params.ts). */
export function listingOf(
  query: URLSearchParams,
  filterKey = 'filter',
): { page: number; size: number; sort: string; filter: string } {
  const rawPage = (query.get('page') ?? '').trim();
  const page = rawPage === '' ? 1 : /^-?\d+$/.test(rawPage) ? Number(rawPage) : Number.NaN;
  const size = Number(query.get('size'));
  const sort = query.get('sort') ?? '';
  return {
    page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? sort : 'position',
    filter: (query.get(filterKey) ?? '').trim().slice(0, LIMITS.searchPattern),
  };
}

const CATEGORIES: FirstViewCall = { call: 'articleCategory/ajaxGetArticleCategoriesForCustomer', body: {} };
const GROUPS: FirstViewCall = { call: 'articleGroup/ajaxGetArticleGroupsForCustomer', body: {} };

type Ask = (call: FirstViewCall) => Promise<FirstViewAnswer | null>;

/**
 * The first view's calls and answers for a guest: the header's categories on every page, then
 * the page's own calls. Only answered calls are returned.
 */
export async function firstViewAnswers(
  view: FirstViewPage,
  tenant: Tenant,
  lang: Language,
  query: URLSearchParams,
  ask: Ask,
): Promise<FirstViewAnswer[]> {
  const calls: FirstViewCall[] = [CATEGORIES];
  let later: Promise<FirstViewAnswer[]> = Promise.resolve([]);
  switch (view.page) {
    case 'home':
      calls.push({ call: 'content/ajaxGet', body: { page: 'home', lang } });
      calls.push({ call: 'articleContainer/ajaxList', body: { recommended: true, limit: RECOMMENDED_COUNT, lang } });
      if (tenant.showCampaigns) calls.push({ call: 'campaign/ajaxList', body: { limit: HOME_CAMPAIGNS, offset: 0 } });
      calls.push({
        call: 'articleContainer/ajaxList',
        body: { limit: HOME_SLIDER_PRODUCTS, offset: 0, sort: 'position', slider: true, lang },
      });
      break;
    case 'shop':
      calls.push(GROUPS);
      if (view.group !== null) later = listingAnswers({ group: view.group }, lang, query, ask);
      break;
    case 'article':
      if (view.id !== null) calls.push({ call: 'articleContainer/ajaxGet', body: { id: view.id } }, GROUPS);
      break;
    case 'results':
      if (listingOf(query, 'q').filter !== '') later = listingAnswers({ search: true }, lang, query, ask);
      break;
    default:
      calls.push({ call: 'content/ajaxGet', body: { page: CONTENT_ROUTES[view.page], lang } });
  }
  const answers = await Promise.all([...calls.map(ask), later]);
  return answers.flat().filter((a): a is FirstViewAnswer => a !== null);
}

/**
 * A listing's total, then the page the address asks for if it exists: a group's (with its
 * filter, page size and sort), or the search results of `?q=` (20 a page, by relevance).
 */
async function listingAnswers(
  of: { group: number } | { search: true },
  lang: Language,
  query: URLSearchParams,
  ask: Ask,
): Promise<FirstViewAnswer[]> {
  const search = 'search' in of;
  const listing = search ? { ...listingOf(query, 'q'), size: SEARCH_PAGE_SIZE } : listingOf(query);
  const pattern = listing.filter || undefined;
  const articleGroup = search ? undefined : of.group;
  const list = (page: number) =>
    ask({
      call: 'articleContainer/ajaxList',
      body: {
        articleGroup,
        pattern,
        limit: listing.size,
        offset: (page - 1) * listing.size,
        ...(search ? {} : { sort: listing.sort }),
        lang,
      },
    });
  const totalCall: FirstViewCall = { call: 'articleContainer/ajaxTotal', body: { articleGroup, pattern, lang } };
  if (listing.page === 1) {
    const [total, first] = await Promise.all([ask(totalCall), list(1)]);
    return [total, first].filter((a): a is FirstViewAnswer => a !== null);
  }
  const total = await ask(totalCall);
  if (!total) return [];
  const count = (JSON.parse(total.json) as { count?: unknown }).count;
  if (typeof count !== 'number') return [total];
  const pages = pageCount(count, listing.size);
  const page =
    Number.isInteger(listing.page) && listing.page >= 1 && listing.page <= Math.max(1, pages) ? listing.page : 1;
  const answer = await list(page);
  return answer ? [total, answer] : [total];
}

/** Asks the server's own guest API (as the browser would), for the tenant; null unless answered with 200. */
export function askOwnApi(app: FastifyInstance, tenant: Tenant): Ask {
  return async ({ call, body }) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/guest/${call}?tenant=${tenant.id}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(body),
    });
    return res.statusCode === 200 ? { call, body, json: res.body } : null;
  };
}

/** The embedded answers: a JSON array of `{ call, body, answer }`, safe inside `<script>`. */
export function firstViewJson(answers: readonly FirstViewAnswer[]): string {
  const items = answers.map(
    (a) => `{"call":${JSON.stringify(a.call)},"body":${JSON.stringify(a.body)},"answer":${a.json}}`,
  );
  return `[${items.join(',')}]`.replace(/</g, '\\u003c');
}

/** Media files the first view shows large near the top: the product's first image, the listing's first. */
export function firstViewImages(view: FirstViewPage, answers: readonly FirstViewAnswer[]): string[] {
  const parse = (call: string) => {
    const answer = answers.find((a) => a.call === call && !('recommended' in a.body));
    return answer ? (JSON.parse(answer.json) as unknown) : null;
  };
  if (view.page === 'article') {
    const product = parse('articleContainer/ajaxGet') as {
      nonExistant?: boolean;
      images?: { fileName?: string }[];
      image?: string | null;
    } | null;
    if (!product || product.nonExistant) return [];
    const first = product.images?.[0]?.fileName ?? product.image;
    return first ? [first] : [];
  }
  if (view.page === 'shop') {
    const list = parse('articleContainer/ajaxList') as { image?: string | null }[] | null;
    const first = Array.isArray(list) ? list[0]?.image : null;
    return first ? [first] : [];
  }
  return [];
}
