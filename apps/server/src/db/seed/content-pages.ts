import {
  CONTENT_PAGES,
  type ContentBodies,
  type ContentPageName,
  type HomeBody,
  type Language,
  REFRESH_BINDING_COOKIE,
  STORAGE_KEYS,
  type TenantContent,
} from '@shop/contract';
import type { Db } from '../connect.ts';
import { seedData } from './demo-data.ts';
import type { TenantContact } from './tenants.ts';

/**
 * The demo content pages (issue 24 item 5): about, FAQ, terms, contact and cookie information of
 * a shop in each of its languages, built from the texts in `demo/content-pages-<lang>.json` (the one
 * copy of them; the shop reads the pages from `content_pages`) and the shop's content settings
 * (`tenants.content`): which FAQ questions, which about story, whether the terms carry the
 * general conditions, the Finnish contact layout and the short cookie title.
 */

export interface ContentTexts {
  titles: Record<Exclude<ContentPageName, 'home'> | 'cookiesShort', string>;
  home: Omit<HomeBody, 'tagline'> & { tagline: { sealwise: string; lab: string } };
  about: {
    intro: { sealwise: string; lab: string };
    market: Record<string, string>;
    valuesTitle: string;
    values: { heading: string; text: string }[];
    factsTitle: string;
    facts: string[];
  };
  faq: { intro: string; questions: { question: string; answer: string }[] };
  terms: { intro: string; sections: Record<string, { heading: string; paragraphs: string[] }> };
  contact: { intro: string; fiIntro: string; fiInvoicing: string };
  cookies: {
    intro: string;
    controller: string;
    processing: ContentBodies['cookies']['processing'];
    rights: string[];
    cookiesIntro: string;
    types: { cookie: string; httpOnly: string; local: string };
    purposes: Record<'consent' | 'binding' | 'cart' | 'customerType' | 'user' | 'lang', string>;
    lifetimes: Record<'consent' | 'binding' | 'never' | 'neverLogout', string>;
  };
}

const textsCache = new Map<Language, ContentTexts>();

/** The demo texts of a language. */
export function contentTexts(lang: Language): ContentTexts {
  let texts = textsCache.get(lang);
  if (!texts) {
    texts = seedData<ContentTexts>(`content-pages-${lang}.json`);
    textsCache.set(lang, texts);
  }
  return texts;
}

/** What the pages of a shop are built from. */
export interface ContentTenant {
  id: number;
  publicTenant: boolean;
  themeVariant: 'default' | 'lab';
  languages: readonly Language[];
  content: TenantContent;
  contact: TenantContact;
}

/** FAQ questions every shop has, those asked outside Finland, and the Swedish main variant's. */
const FAQ_BASE = 7;
const FAQ_OUTSIDE_FINLAND = 2;
const FAQ_SWEDISH_EXTRA = 2;

/** The shop's cookie and local-storage names: the web's CONSENT_COOKIE and LANGUAGE_KEY, and the contract's. */
const CONSENT_COOKIE = 'shop_consent';
const LANGUAGE_KEY = 'lang';

/** The bodies of every page of a shop in one language (from `texts`, by default the demo texts of `lang`). */
export function contentBodies(t: ContentTenant, lang: Language, x: ContentTexts = contentTexts(lang)): ContentBodies {
  const { content, contact } = t;
  const about = content.about ?? (t.themeVariant === 'lab' ? 'lab' : 'nordic');
  let faqCount = FAQ_BASE;
  if (content.faqExtraQuestions) faqCount += FAQ_OUTSIDE_FINLAND;
  if (content.faqExtraQuestions && lang === 'sv') faqCount += FAQ_SWEDISH_EXTRA;
  const c = x.cookies;
  return {
    home: { ...x.home, tagline: x.home.tagline[t.themeVariant === 'lab' ? 'lab' : 'sealwise'] },
    about: {
      title: x.titles.about,
      lead: x.about.intro[about === 'lab' ? 'lab' : 'sealwise'],
      paragraphs: [x.about.market[about] ?? ''].filter(Boolean),
      valuesTitle: x.about.valuesTitle,
      values: x.about.values,
      factsTitle: x.about.factsTitle,
      facts: x.about.facts,
    },
    faq: { title: x.titles.faq, intro: x.faq.intro, questions: x.faq.questions.slice(0, faqCount) },
    terms: {
      title: x.titles.terms,
      intro: x.terms.intro,
      sections: Object.entries(x.terms.sections)
        .filter(([key]) => key !== 'conditions' || content.termsConditions)
        .map(([, section]) => section),
    },
    contact: {
      title: x.titles.contact,
      intro: content.finnishContact ? x.contact.fiIntro : x.contact.intro,
      address: [contact.companyName, contact.street, `${contact.zipCode} ${contact.city}`, contact.country],
      phone: contact.phone,
      email: contact.email,
      hours: contact.hours,
      registrationNumber: contact.registrationNumber,
      vatNumber: contact.vatNumber,
      notes: content.finnishContact ? [x.contact.fiInvoicing] : [],
    },
    cookies: {
      title: content.shortCookieTitle ? x.titles.cookiesShort : x.titles.cookies,
      intro: c.intro,
      controller: c.controller,
      processing: c.processing,
      rights: c.rights,
      cookiesIntro: c.cookiesIntro,
      cookies: [
        { name: CONSENT_COOKIE, type: c.types.cookie, purpose: c.purposes.consent, lifetime: c.lifetimes.consent },
        {
          name: REFRESH_BINDING_COOKIE,
          type: c.types.httpOnly,
          purpose: c.purposes.binding,
          lifetime: c.lifetimes.binding,
        },
        { name: STORAGE_KEYS.cart, type: c.types.local, purpose: c.purposes.cart, lifetime: c.lifetimes.never },
        {
          name: STORAGE_KEYS.customerType,
          type: c.types.local,
          purpose: c.purposes.customerType,
          lifetime: c.lifetimes.never,
        },
        { name: STORAGE_KEYS.user, type: c.types.local, purpose: c.purposes.user, lifetime: c.lifetimes.neverLogout },
        { name: LANGUAGE_KEY, type: c.types.local, purpose: c.purposes.lang, lifetime: c.lifetimes.never },
      ],
    },
  };
}

/** The `content_pages` rows of a shop: each of `pages` in each of its languages. */
export function contentPageRows(t: ContentTenant, pages: readonly ContentPageName[] = CONTENT_PAGES) {
  return t.languages.flatMap((language) => {
    const bodies = contentBodies(t, language);
    return pages.map((page) => ({
      tenant_id: t.id,
      page,
      language,
      body: JSON.stringify(bodies[page]),
      updated_by: 'seed',
    }));
  });
}

/** Writes the demo pages (`pages`, by default all) of the shops (nothing for a page a shop already has). */
export async function insertContentPages(
  db: Db,
  tenants: readonly ContentTenant[],
  pages: readonly ContentPageName[] = CONTENT_PAGES,
): Promise<void> {
  const rows = tenants.flatMap((t) => contentPageRows(t, pages));
  if (rows.length === 0) return;
  await db
    .insertInto('content_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'page', 'language']).doNothing())
    .execute();
}
