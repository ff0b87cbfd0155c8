import { z } from 'zod';
import { LANGUAGES, type Language } from './language.ts';
import { interpolate } from './messages.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The shop's content pages as data (issue 24 item 5): one body per tenant, page and language,
 * plain text only (no HTML; paragraphs are arrays). A text may name the shop's current values as
 * `{{name}}` (CONTENT_PLACEHOLDERS); the shop fills them in when it shows the page, so a changed
 * fee, VAT or phone number needs no edit of the pages.
 */

export const CONTENT_PAGES = ['about', 'faq', 'terms', 'contact', 'cookies'] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The values a page's texts may name as `{{name}}`. */
export const CONTENT_PLACEHOLDERS = [
  'name',
  'company',
  'street',
  'zip',
  'city',
  'country',
  'phone',
  'email',
  'hours',
  'days',
  'vat',
  'fee',
  'seconds',
] as const;
export type ContentPlaceholder = (typeof CONTENT_PLACEHOLDERS)[number];
export type ContentValues = Record<ContentPlaceholder, string | number>;

export const CONTENT_LIMITS = {
  /** A heading, a title, a question, a table cell or an address line. */
  line: 200,
  /** A paragraph or an answer. */
  paragraph: 2_000,
  paragraphs: 20,
  questions: 50,
  sections: 30,
  rows: 30,
} as const;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Whether every `{{name}}` of a text is a known placeholder. */
export function knownPlaceholders(text: string): boolean {
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!(CONTENT_PLACEHOLDERS as readonly string[]).includes(m[1] as string)) return false;
  }
  return true;
}

function text(max: number) {
  return singleLine(z.string().trim().min(1).max(max)).refine(knownPlaceholders, { message: 'invalid' });
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

export type AboutBody = z.infer<typeof AboutBodySchema>;
export type FaqBody = z.infer<typeof FaqBodySchema>;
export type TermsBody = z.infer<typeof TermsBodySchema>;
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type CookiesBody = z.infer<typeof CookiesBodySchema>;

/** The body schema of each page. */
export const CONTENT_BODY_SCHEMAS = {
  about: AboutBodySchema,
  faq: FaqBodySchema,
  terms: TermsBodySchema,
  contact: ContactBodySchema,
  cookies: CookiesBodySchema,
} as const;

export interface ContentBodies {
  about: AboutBody;
  faq: FaqBody;
  terms: TermsBody;
  contact: ContactBody;
  cookies: CookiesBody;
}
export type ContentBody = ContentBodies[ContentPageName];

/** A page as stored (any page's body; `CONTENT_BODY_SCHEMAS[page]` checks it). */
export const ContentBodySchema = z.union([
  AboutBodySchema,
  FaqBodySchema,
  TermsBodySchema,
  ContactBodySchema,
  CookiesBodySchema,
]);

/** `text` with its `{{placeholders}}` filled from the shop's values. */
export function fillContent(value: string, values: Partial<ContentValues>): string {
  return interpolate(value, values);
}

/**
 * The languages to look a page up in, best first: the requested one, the tenant's default, then
 * English.
 */
export function contentLanguages(requested: Language | null | undefined, defaultLanguage: Language): Language[] {
  const out: Language[] = [];
  for (const l of [requested, defaultLanguage, 'en'] as const) if (l && !out.includes(l)) out.push(l);
  return out;
}

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
