import type { EarlyInput } from '../lib/early-input.ts';
import { readEmbeddedTenant } from '../lib/embedded-tenant.ts';
import { pageLanguage } from '../lib/language.ts';
import { serverPageStays } from './server-page.ts';

/**
 * The start of a page the server rendered (decision 017), built into `/app-start.js`
 * (build/starter-script.ts) in place of the page's module script. The page shows and reads
 * without the app's code, so the code is asked for once the page has loaded and painted, or at
 * once when the shopper starts to use it (a touch, a key, focus), or where the server's page
 * cannot stay for this browser (a session, a cart, a cookie choice, another language or
 * layout: the app renders the page anew, app/server-page.ts). Until the app has taken the page
 * over, what the shopper does to its controls is held here and handed to the app, which
 * replays it (lib/early-input.ts): clicks on buttons and choices, text typed, options chosen.
 * Links and forms with an address (the header search) work as plain HTML meanwhile.
 */
export function startPage(me: HTMLElement): void {
  const app = me.dataset.app;
  if (!app) return;
  const modules = (me.dataset.modules ?? '').split(' ').filter(Boolean);
  const early: EarlyInput = { over: false, clicks: [], typed: [], chosen: [] };
  window.shopEarly = early;

  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app as string;
    document.head.append(script);
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // Where the server's page cannot stay, the app renders anew: its code is wanted at once.
  const startUnlessStays = () => {
    const root = document.getElementById('root');
    const tenant = readEmbeddedTenant();
    if (!root || !tenant || !serverPageStays(root, pageLanguage(tenant, window.location.search))) start();
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', startUnlessStays, { once: true });
  else startUnlessStays();
  // After the load event's paint: the content's requests (styles, the first picture) are done.
  // A browser that paints no frame soon (a page in the background) starts a moment later anyway.
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 250);
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });

  const CONTROL = 'button, [role="button"], [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"]';
  const inRoot = (el: EventTarget | null): el is Element => el instanceof Element && el.closest('#root') !== null;
  // A submit button of a form with an address submits as HTML (it works without the app).
  const submitsAsHtml = (el: Element) =>
    el.matches('button:not([type]), button[type="submit"]') &&
    (el as HTMLButtonElement).form?.hasAttribute('action') === true;

  addEventListener(
    'click',
    (event) => {
      if (early.over || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || !inRoot(control) || submitsAsHtml(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      early.clicks.push(control);
      start();
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const el = event.target;
      if (early.over || !inRoot(el) || !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
      // The text as typed: the app's first renders may reset the field to its own state.
      const held = early.typed.find((t) => t.field === el);
      if (held) held.text = el.value;
      else early.typed.push({ field: el, text: el.value });
    },
    true,
  );
  addEventListener(
    'change',
    (event) => {
      const el = event.target;
      if (early.over || !inRoot(el) || !(el instanceof HTMLSelectElement)) return;
      early.chosen.push({ select: el, value: el.value });
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (early.over || !inRoot(form) || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      // A form the app sends: held like a click on its submit button.
      event.preventDefault();
      early.clicks.push(form);
      start();
    },
    true,
  );
}
