import { z } from 'zod';
import {
  CONTENT_LIMITS,
  CONTENT_PAGES,
  CONTENT_PLACEHOLDERS,
  type ContentPageName,
  HOME_ICONS,
  HOME_PLACEHOLDERS,
  HOME_PROMOTIONS_MAX,
  knownPlaceholders,
} from './content-text.ts';
import { LANGUAGES } from './language.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The shop's content pages as data (issue 24 item 5): one body per tenant, page and language,
 * plain text only (no HTML; paragraphs are arrays). A text may name the shop's current values as
 * `{{name}}` (CONTENT_PLACEHOLDERS); the shop fills them in when it shows the page, so a changed
 * fee, VAT or phone number needs no edit of the pages.
 */

function text(max: number, known: readonly string[] = CONTENT_PLACEHOLDERS) {
  return singleLine(z.string().trim().min(1).max(max)).refine((v) => knownPlaceholders(v, known), {
    message: 'invalid',
  });
}
const Line = text(CONTENT_LIMITS.line);
const Paragraph = text(CONTENT_LIMITS.paragraph);
const Paragraphs = z.array(Paragraph).max(CONTENT_LIMITS.paragraphs);

export const AboutBodySchema = z.strictObject({
  title: Line,
  lead: Paragraph,
  paragraphs: Paragraphs,
  valuesTitle: Line,
  values: z.array(z.strictObject({ heading: Line, text: Paragraph })).max(6),
  factsTitle: Line,
  facts: z.array(Line).max(10),
});

export const FaqBodySchema = z.strictObject({
  title: Line,
  intro: Paragraph,
  /** In the order the shop shows them. */
  questions: z.array(z.strictObject({ question: Line, answer: Paragraph })).max(CONTENT_LIMITS.questions),
});

export const TermsBodySchema = z.strictObject({
  title: Line,
  intro: Paragraph,
  sections: z.array(z.strictObject({ heading: Line, paragraphs: Paragraphs.min(1) })).max(CONTENT_LIMITS.sections),
});

export const ContactBodySchema = z.strictObject({
  title: Line,
  intro: Paragraph,
  /** The postal address, one line each. */
  address: z.array(Line).min(1).max(6),
  phone: singleLine(z.string().trim().min(1).max(40)),
  email: z.string().trim().max(100).pipe(z.email('invalid')),
  /** Opening hours on working days, e.g. 08:00-17:00. */
  hours: singleLine(z.string().trim().min(1).max(60)),
  registrationNumber: singleLine(z.string().trim().max(40)),
  vatNumber: singleLine(z.string().trim().max(40)),
  /** Further paragraphs (the Finnish shop's invoicing note). */
  notes: Paragraphs,
});

export const CookiesBodySchema = z.strictObject({
  title: Line,
  intro: Paragraph,
  /** Who the data controller is. */
  controller: Paragraph,
  processing: z
    .array(z.strictObject({ purpose: Line, data: Paragraph, basis: Line, retention: Line }))
    .max(CONTENT_LIMITS.rows),
  rights: Paragraphs,
  cookiesIntro: Paragraph,
  cookies: z
    .array(
      z.strictObject({
        name: singleLine(z.string().trim().min(1).max(60)),
        type: Line,
        purpose: Line,
        lifetime: Line,
      }),
    )
    .max(CONTENT_LIMITS.rows),
});

const HomeLine = text(CONTENT_LIMITS.line, HOME_PLACEHOLDERS);
const HomeParagraph = text(CONTENT_LIMITS.paragraph, HOME_PLACEHOLDERS);

/**
 * The home page's texts (SPEC.md §2): the banner (heading, tagline, the button into the range),
 * the promotions block (why buy here) and the slider's heading. 'In focus' is the recommended
 * products and the slider's products are picked in the back office's campaigns page.
 */
export const HomeBodySchema = z.strictObject({
  title: HomeLine,
  tagline: HomeParagraph,
  cta: HomeLine,
  /** The promotions block's heading (read by screen readers). */
  promotionsTitle: HomeLine,
  promotions: z
    .array(z.strictObject({ icon: z.enum(HOME_ICONS), title: HomeLine, text: HomeParagraph }))
    .max(HOME_PROMOTIONS_MAX),
  sliderTitle: HomeLine,
});

export type AboutBody = z.infer<typeof AboutBodySchema>;
export type FaqBody = z.infer<typeof FaqBodySchema>;
export type TermsBody = z.infer<typeof TermsBodySchema>;
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type CookiesBody = z.infer<typeof CookiesBodySchema>;
export type HomeBody = z.infer<typeof HomeBodySchema>;

/** The body schema of each page. */
export const CONTENT_BODY_SCHEMAS = {
  about: AboutBodySchema,
  faq: FaqBodySchema,
  terms: TermsBodySchema,
  contact: ContactBodySchema,
  cookies: CookiesBodySchema,
  home: HomeBodySchema,
} as const;

export interface ContentBodies {
  about: AboutBody;
  faq: FaqBody;
  terms: TermsBody;
  contact: ContactBody;
  cookies: CookiesBody;
  home: HomeBody;
}
export type ContentBody = ContentBodies[ContentPageName];

/** A page as stored (any page's body; `CONTENT_BODY_SCHEMAS[page]` checks it). */
export const ContentBodySchema = z.union([
  AboutBodySchema,
  FaqBodySchema,
  TermsBodySchema,
  ContactBodySchema,
  CookiesBodySchema,
  HomeBodySchema,
]);

// ---------------------------------------------------------------------------------------------
// The shop's call: `POST /api/content/ajaxGet` (and `/api/guest/...`).

export const ContentPageBodySchema = z.strictObject({
  page: z.enum(CONTENT_PAGES),
  lang: z.enum(LANGUAGES).nullish(),
});

export const ContentPageAnswerSchema = z.object({
  page: z.enum(CONTENT_PAGES),
  /** The language served (the requested one, else the tenant's default, else English). */
  language: z.enum(LANGUAGES),
  body: ContentBodySchema,
  updatedAt: z.string(),
});
export type ContentPageAnswer = z.infer<typeof ContentPageAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The back office's calls: `/api/admin/content...`.

export const ContentPageParamSchema = z.object({
  page: z.enum(CONTENT_PAGES),
  language: z.enum(LANGUAGES),
});

export const ContentListQuerySchema = z.object({ tenant: TenantIdSchema });

export const ContentListItemSchema = z.object({
  page: z.enum(CONTENT_PAGES),
  language: z.enum(LANGUAGES),
  /** Null: the page has no text in this language yet (the shop falls back). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export const ContentListAnswerSchema = z.object({
  /** The tenant's languages, default first. */
  languages: z.array(z.enum(LANGUAGES)),
  items: z.array(ContentListItemSchema),
});
export type ContentListAnswer = z.infer<typeof ContentListAnswerSchema>;

export const AdminContentPageSchema = z.object({
  page: z.enum(CONTENT_PAGES),
  language: z.enum(LANGUAGES),
  /** Null: no text in this language yet; `fallback` is what the shop shows instead. */
  body: ContentBodySchema.nullable(),
  fallback: z.object({ language: z.enum(LANGUAGES), body: ContentBodySchema }).nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

/** The PATCH body: the whole page (checked against the page's schema by the server). */
export const AdminContentPatchSchema = z.strictObject({ body: z.record(z.string(), z.unknown()) });
