import { type ContentPageName, HOME_ICONS } from '@shop/contract';

/**
 * The fields of each page's body (contract `content-pages.ts`) as the editor shows them: a
 * one-line text, a paragraph, a list of either, one of a few values, or a list of items with
 * fields of their own.
 * Labels are `content.field.<key>`.
 */
export type FieldSpec =
  | { key: string; kind: 'line' }
  | { key: string; kind: 'text' }
  | { key: string; kind: 'lines' }
  | { key: string; kind: 'texts' }
  /** One of a few values, labelled `content.choice.<key>.<value>`. */
  | { key: string; kind: 'choice'; options: readonly string[] }
  | { key: string; kind: 'items'; item: string; fields: FieldSpec[] };

export const PAGE_FIELDS: Record<ContentPageName, FieldSpec[]> = {
  about: [
    { key: 'title', kind: 'line' },
    { key: 'lead', kind: 'text' },
    { key: 'paragraphs', kind: 'texts' },
    { key: 'valuesTitle', kind: 'line' },
    {
      key: 'values',
      kind: 'items',
      item: 'value',
      fields: [
        { key: 'heading', kind: 'line' },
        { key: 'text', kind: 'text' },
      ],
    },
    { key: 'factsTitle', kind: 'line' },
    { key: 'facts', kind: 'lines' },
  ],
  faq: [
    { key: 'title', kind: 'line' },
    { key: 'intro', kind: 'text' },
    {
      key: 'questions',
      kind: 'items',
      item: 'question',
      fields: [
        { key: 'question', kind: 'line' },
        { key: 'answer', kind: 'text' },
      ],
    },
  ],
  terms: [
    { key: 'title', kind: 'line' },
    { key: 'intro', kind: 'text' },
    {
      key: 'sections',
      kind: 'items',
      item: 'section',
      fields: [
        { key: 'heading', kind: 'line' },
        { key: 'paragraphs', kind: 'texts' },
      ],
    },
  ],
  contact: [
    { key: 'title', kind: 'line' },
    { key: 'intro', kind: 'text' },
    { key: 'address', kind: 'lines' },
    { key: 'phone', kind: 'line' },
    { key: 'email', kind: 'line' },
    { key: 'hours', kind: 'line' },
    { key: 'registrationNumber', kind: 'line' },
    { key: 'vatNumber', kind: 'line' },
    { key: 'notes', kind: 'texts' },
  ],
  cookies: [
    { key: 'title', kind: 'line' },
    { key: 'intro', kind: 'text' },
    { key: 'controller', kind: 'text' },
    {
      key: 'processing',
      kind: 'items',
      item: 'processingRow',
      fields: [
        { key: 'purpose', kind: 'line' },
        { key: 'data', kind: 'text' },
        { key: 'basis', kind: 'line' },
        { key: 'retention', kind: 'line' },
      ],
    },
    { key: 'rights', kind: 'texts' },
    { key: 'cookiesIntro', kind: 'text' },
    {
      key: 'cookies',
      kind: 'items',
      item: 'cookie',
      fields: [
        { key: 'name', kind: 'line' },
        { key: 'type', kind: 'line' },
        { key: 'purpose', kind: 'line' },
        { key: 'lifetime', kind: 'line' },
      ],
    },
  ],
  home: [
    { key: 'title', kind: 'line' },
    { key: 'tagline', kind: 'text' },
    { key: 'cta', kind: 'line' },
    { key: 'promotionsTitle', kind: 'line' },
    {
      key: 'promotions',
      kind: 'items',
      item: 'promotion',
      fields: [
        { key: 'icon', kind: 'choice', options: HOME_ICONS },
        { key: 'title', kind: 'line' },
        { key: 'text', kind: 'text' },
      ],
    },
    { key: 'sliderTitle', kind: 'line' },
  ],
};

/** A new, empty value of a field (a new item has each of its fields empty; a list of paragraphs one). */
export function emptyValue(spec: FieldSpec): unknown {
  if (spec.kind === 'line' || spec.kind === 'text') return '';
  if (spec.kind === 'choice') return spec.options[0] ?? '';
  if (spec.kind === 'items') return [];
  return [];
}

/** A new item of an `items` field. */
export function emptyItem(spec: Extract<FieldSpec, { kind: 'items' }>): Record<string, unknown> {
  return Object.fromEntries(spec.fields.map((f) => [f.key, f.kind === 'texts' ? [''] : emptyValue(f)]));
}

/** A whole empty body of a page. */
export function emptyBody(page: ContentPageName): Record<string, unknown> {
  return Object.fromEntries(PAGE_FIELDS[page].map((f) => [f.key, emptyValue(f)]));
}
