import { type Language, STORAGE_KEYS } from '@shop/contract';
import { parseConsent } from '../features/consent/index.ts';
import { isRecord } from '../lib/guards.ts';
import { htmlLang } from '../lib/language.ts';
import { sameMedia, serverMedia } from '../lib/server-media.ts';
import { readJson, readPrivateCustomerType, readUser } from '../lib/storage.ts';

/** Whether the browser keeps cart lines (`localStorage.state`): a saved line of any form counts. */
function keepsCartLines(): boolean {
  const saved = readJson(STORAGE_KEYS.cart);
  return isRecord(saved) && isRecord(saved.items) && Object.keys(saved.items).length > 0;
}

/**
 * Whether this browser sees a page as the server renders it, a guest's: no stored session, no
 * cart lines, the business prices and no cookie choice yet (the stores start from the same
 * storage).
 */
export function seesGuestPage(): boolean {
  return (
    readUser() === null &&
    !keepsCartLines() &&
    readPrivateCustomerType() !== true &&
    parseConsent(document.cookie) === null
  );
}

/**
 * Whether the page the server rendered into `container` stays until the app takes it over
 * (hydration): it was rendered for a guest, in the language the app shows (`lang`), for a
 * layout this browser's media queries answer alike. Otherwise the app renders the page anew,
 * and the page's starter asks for the app's code at once (app/starter.ts).
 */
export function serverPageStays(container: HTMLElement, lang: Language): boolean {
  const media = serverMedia(container);
  return (
    media !== null &&
    container.firstElementChild !== null &&
    document.documentElement.lang === htmlLang(lang) &&
    seesGuestPage() &&
    sameMedia(media)
  );
}
