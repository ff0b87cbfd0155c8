// @vitest-environment jsdom

import { STORAGE_KEYS } from '@shop/contract';
import { act, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPage } from '../app/starter.ts';
import { replayEarlyInput } from './early-input.ts';

/** Runs the page's starter as the browser does, from its script element's data. */
function runStarter(): void {
  const script = document.createElement('script');
  script.dataset.app = '/assets/index-abc.js';
  script.dataset.modules = '/assets/page-abc.js /assets/shared-abc.js';
  startPage(script);
}

/** What the starter has asked for: the app's module and its parts. */
function requested() {
  return {
    app: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) =>
      s.getAttribute('src'),
    ),
    modules: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
  };
}

const added: string[] = [];

/** The shopper's cookie choice, stored or (null) cleared. */
function setConsentCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = value === null ? 'shop_consent=; Max-Age=0; Path=/' : `shop_consent=${value}; Path=/`;
}

const storedUser = {
  access_token: 'a',
  refresh_token: 'r',
  roles: ['ROLE_CUSTOMER'],
  username: 'b@example.com',
  tenant_id: 4,
  id: 9,
  currency: 'SEK',
};

function Shop() {
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [gift, setGift] = useState(false);
  const [size, setSize] = useState('S');
  return (
    <main>
      <form
        aria-label="buy"
        onSubmit={(event) => {
          event.preventDefault();
          added.push(`submitted ${quantity}`);
        }}
      >
        <input aria-label="quantity" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
        <select aria-label="size" value={size} onChange={(e) => setSize(e.target.value)}>
          <option value="S">S</option>
          <option value="M">M</option>
        </select>
        <input type="checkbox" aria-label="gift" checked={gift} onChange={(e) => setGift(e.target.checked)} />
        <button type="button" onClick={() => added.push(`add ${quantity} ${size} ${gift ? 'gift' : 'plain'} ${note}`)}>
          Add
        </button>
      </form>
      <form aria-label="search form" action="/results">
        <input name="q" aria-label="search" defaultValue="" />
        <button type="submit">Search</button>
      </form>
    </main>
  );
}

function AfterHydration(): null {
  useEffect(replayEarlyInput, []);
  return null;
}

let root: Root | null = null;
let container: HTMLElement;

/**
 * The server's HTML of the page in `#root`, as the browser has it before the app's code: a
 * guest's page in English, for a layout that answers no media query (`data-media`).
 */
function serverPage(page: ReactNode, media: Record<string, boolean> = {}): void {
  const tenant = document.createElement('script');
  tenant.id = 'tenant-data';
  tenant.type = 'application/json';
  tenant.textContent = JSON.stringify({ id: 4, languages: ['en', 'sv'], defaultLanguage: 'en', forcedLanguage: null });
  document.head.append(tenant);
  document.documentElement.lang = 'en';
  container = document.createElement('div');
  container.id = 'root';
  container.dataset.media = JSON.stringify(media);
  container.innerHTML = renderToString(page);
  document.body.append(container);
}

/** The app takes the page over; what it replays has run when this returns. */
async function hydrate(page: ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        {page}
        <AfterHydration />
      </>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const byLabel = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`) as T;

/** A fresh page and browser state; an earlier starter listens still: ended, it holds nothing. */
function freshPage(): void {
  if (window.shopEarly) window.shopEarly.over = true;
  delete window.shopEarly;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  setConsentCookie(null);
  window.history.replaceState(null, '', '/');
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  added.length = 0;
  freshPage();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.restoreAllMocks();
});

describe("a server-rendered page's starter (app/starter.ts) and the app's replay", () => {
  it("asks for the app's code at the shopper's first touch, not before", () => {
    serverPage(<Shop />);
    runStarter();
    expect(requested()).toEqual({ app: [], modules: [] });
    byLabel<HTMLElement>('quantity').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested()).toEqual({
      app: ['/assets/index-abc.js'],
      modules: ['/assets/page-abc.js', '/assets/shared-abc.js'],
    });
    // Once only.
    byLabel<HTMLElement>('note').dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(requested().app).toHaveLength(1);
  });

  it("asks for the app's code at once where the server's page cannot stay for this browser", () => {
    const cases: [string, () => void][] = [
      ['a stored session', () => localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(storedUser))],
      ['cart lines', () => localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: { '7': {} } }))],
      ['the private prices', () => localStorage.setItem(STORAGE_KEYS.customerType, 'true')],
      ['a cookie choice', () => setConsentCookie('accepted.v1')],
      ['another language chosen', () => localStorage.setItem('lang', 'sv')],
      ['another language in the address', () => window.history.replaceState(null, '', '/?lang=sv')],
      ['another layout', () => container.setAttribute('data-media', '{"(min-width: 900px)":true}')],
    ];
    for (const [name, differ] of cases) {
      freshPage();
      serverPage(<Shop />);
      differ();
      runStarter();
      expect(requested().app, name).toEqual(['/assets/index-abc.js']);
    }
  });

  it('waits where the page stays: the business prices chosen, a chosen language the page is in, a malformed session', () => {
    localStorage.setItem(STORAGE_KEYS.customerType, 'false');
    localStorage.setItem('lang', 'en');
    localStorage.setItem(STORAGE_KEYS.user, '{"access_token":');
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items: {} }));
    serverPage(<Shop />);
    runStarter();
    expect(requested().app).toEqual([]);
  });

  it('holds text typed, options chosen, boxes ticked and buttons pressed, and hands them to the app once it has taken the page over', async () => {
    serverPage(<Shop />);
    runStarter();
    typeInto(byLabel('quantity'), '12');
    typeInto(byLabel('note'), 'by Friday');
    const size = byLabel<HTMLSelectElement>('size');
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    const gift = byLabel<HTMLInputElement>('gift');
    gift.click();
    // A tick that the app has not seen is not shown as done: the box ticks when the app takes it.
    expect(gift.checked).toBe(false);
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add') as HTMLButtonElement;
    add.click();
    expect(added).toEqual([]);

    await hydrate(<Shop />);
    expect(added).toEqual(['add 12 M gift by Friday']);
    expect(gift.checked).toBe(true);
    expect(byLabel<HTMLInputElement>('quantity').value).toBe('12');

    // From now on the app has the page: nothing is held or replayed again.
    await act(async () => add.click());
    expect(added).toEqual(['add 12 M gift by Friday', 'add 12 M gift by Friday']);
  });

  it('holds a form sent with Enter and sends it through the app', async () => {
    serverPage(<Shop />);
    runStarter();
    typeInto(byLabel('quantity'), '3');
    const form = container.querySelector('form[aria-label="buy"]') as HTMLFormElement;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    await hydrate(<Shop />);
    expect(added).toEqual(['submitted 3']);
  });

  it('leaves a form with an address to the browser: the search works as plain HTML', () => {
    serverPage(<Shop />);
    runStarter();
    const search = container.querySelector('form[action="/results"]') as HTMLFormElement;
    const button = search.querySelector('button') as HTMLButtonElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    search.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);
    expect(window.shopEarly?.clicks).toEqual([]);
  });

  it('replays nothing on a page the app renders anew (its elements are gone)', async () => {
    serverPage(<Shop />);
    runStarter();
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add') as HTMLButtonElement;
    add.click();
    container.replaceChildren();
    replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added).toEqual([]);
    expect(window.shopEarly?.over).toBe(true);
  });
});
