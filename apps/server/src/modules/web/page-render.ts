import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, Tenant } from '@shop/contract';
import type { FirstViewAnswer } from './first-view.ts';

/** The web app's server render (apps/web/src/entry-server.tsx, built into apps/web/dist-server). */
export type RenderPage = (input: {
  url: string;
  tenant: Tenant;
  lang: Language;
  firstView: unknown[];
  viewportWidth: number;
}) => Promise<{ html: string; media: Record<string, boolean> } | null>;

/**
 * The web app's server render next to its build (`<web dist>/../dist-server/entry-server.js`,
 * written by `vite build --ssr`); null where it is not built: pages are then served as before,
 * for the browser to render.
 */
export async function loadPageRender(webDist: string | null): Promise<RenderPage | null> {
  if (!webDist) return null;
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/** The first view's answers as the render takes them (the page carries the same). */
export function renderedAnswers(answers: readonly FirstViewAnswer[]): unknown[] {
  return answers.map((a) => ({ call: a.call, body: a.body, answer: JSON.parse(a.json) as unknown }));
}

/** The viewport widths a page is rendered for: a phone's and a desktop's (the layouts of SPEC.md §9). */
export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;

/**
 * The viewport the server renders a page for: a phone's where the browser says it is on one
 * (`Sec-CH-UA-Mobile: ?1`, or "Mobi" in its user agent, as browsers on phones write), else a
 * desktop's. The browser takes the HTML over only where its own width gives the same layout.
 */
export function viewportWidthOf(headers: {
  'user-agent'?: string | undefined;
  'sec-ch-ua-mobile'?: string | string[] | undefined;
}): number {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return PHONE_WIDTH;
  return /Mobi/i.test(headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** The app's root element holding the render, with the media queries it answered. */
export function renderedRoot(html: string, media: Record<string, boolean>): string {
  const attribute = JSON.stringify(media).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<div id="root" data-media="${attribute}">${html}</div>`;
}
