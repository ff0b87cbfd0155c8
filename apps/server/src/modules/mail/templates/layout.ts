import { Body, Column, Container, Head, Heading, Html, Row, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Language } from '@shop/contract';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/**
 * What every mail template shares: the page around the content (shop name in the shop's
 * colour, a notice band, the footer), the styles, and rendering to HTML. The templates are React
 * components written with `createElement` (the server runs .ts without a JSX step); React
 * escapes every text and attribute, so no template builds markup from strings.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const MUTED = '#52606d';
export const INK = '#1f2933';
export const LINE = '#e4e7eb';
const PAGE = '#f0f2f5';
const DEFAULT_PRIMARY = '#0b3d5c';

/** `text` with each `{key}` of `values` filled in; unknown keys stay as they are. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The `lang` of the HTML: the language's BCP 47 tag (Norwegian Bokmål, Danish). */
export const HTML_LANG: Record<Language, string> = { sv: 'sv', en: 'en', no: 'nb', es: 'es', fi: 'fi', dk: 'da' };

/** The shop colour when it is a plain hex colour (it goes into a style), else the default. */
export function primaryColour(colour: string | undefined): string {
  const value = (colour ?? '').trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : DEFAULT_PRIMARY;
}

/** White or near-black text, whichever reads better on the colour. */
export function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#111111' : '#ffffff';
}

/** A section's heading. */
export function SectionHeading({ children }: { children?: ReactNode }): ReactElement {
  return h(
    Heading,
    { as: 'h2', style: { margin: '0 0 8px', fontSize: '15px', lineHeight: '1.4', color: INK } },
    children,
  );
}

/** A paragraph of body text. */
export function Paragraph({
  children,
  size = 14,
  margin = '0',
}: {
  children?: ReactNode;
  size?: number;
  margin?: string;
}): ReactElement {
  return h(Text, { style: { margin, fontSize: `${size}px`, lineHeight: '1.5', color: INK } }, children);
}

/** Lines of text in one paragraph, a line break between each. */
export function lines(items: readonly ReactNode[]): ReactNode[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [h('br', { key: `br${i}` }), item]));
}

/** `label: value` lines with the labels muted (to join with `lines`). */
export function labelled(details: readonly (readonly [string, string])[]): ReactNode[] {
  return details.map(([label, value], i) =>
    h('span', { key: `d${i}` }, h('span', { style: { color: MUTED } }, `${label}:`), ` ${value}`),
  );
}

/** A block of the mail's content with its padding. */
export function Block({
  children,
  padding = '0 24px 20px',
  rule = false,
}: {
  children?: ReactNode;
  padding?: string;
  /** A line above the block (the footer's). */
  rule?: boolean;
}): ReactElement {
  const style = rule ? { padding, borderTop: `1px solid ${LINE}` } : { padding };
  return h(Row, null, h(Column, { style }, children));
}

export interface LayoutProps {
  lang: Language;
  title: string;
  shop: string;
  /** The shop's colour (`tenant.theme.primary`); a default when it is not a hex colour. */
  primary?: string;
  /** A highlighted line under the shop name (e.g. "this is a copy"). */
  notice?: string;
  /** The footer: contact lines under a rule. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The page of every mail: shop name in its colour, the content on white, the footer. */
export function MailLayout(props: LayoutProps): ReactElement {
  const primary = primaryColour(props.primary);
  return h(
    Html,
    { lang: HTML_LANG[props.lang] },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, props.title),
    ),
    h(
      Body,
      { style: { margin: '0', padding: '24px 8px', background: PAGE, fontFamily: FONT, color: INK } },
      h(
        Container,
        { style: { width: '100%', maxWidth: '600px', background: '#ffffff', fontFamily: FONT, color: INK } },
        h(
          Row,
          null,
          h(
            Column,
            {
              style: {
                background: primary,
                color: textOn(primary),
                padding: '20px 24px',
                fontSize: '20px',
                fontWeight: 'bold',
              },
            },
            props.shop,
          ),
        ),
        props.notice
          ? h(
              Row,
              null,
              h(
                Column,
                {
                  style: {
                    background: '#fff4d6',
                    color: INK,
                    padding: '12px 24px',
                    fontSize: '14px',
                    fontWeight: 'bold',
                    borderBottom: '1px solid #f0d68a',
                  },
                },
                props.notice,
              ),
            )
          : null,
        props.children,
        props.footer ? h(Block, { padding: '20px 24px 24px', rule: true }, props.footer) : null,
      ),
    ),
  );
}

/**
 * The HTML of a mail component. React's output is kept as it is, but for three spellings:
 * its markers (`<!--$-->`, the components' `<!--html-->` and the `<!-- -->` between adjacent
 * texts) are dropped, an apostrophe is written `&#39;` (React writes `&#x27;`) and a line break
 * `<br>`, the forms the mails had before and their checks read.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  const html = await render(element);
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replaceAll('&#x27;', '&#39;')
    .replaceAll('<br/>', '<br>');
}

/** The big first heading of a mail. */
export function Title({ children }: { children?: ReactNode }): ReactElement {
  return h(
    Heading,
    { as: 'h1', style: { margin: '0 0 12px', fontSize: '20px', lineHeight: '1.3', color: INK } },
    children,
  );
}
