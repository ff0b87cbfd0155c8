/**
 * What a shopper did on a server-rendered page before the app took it over, as the page's
 * starter (app/starter.ts) held it: clicks on controls (and forms sent), text typed, options
 * chosen. Once the app has taken the page over, it replays them in order, so that nothing done
 * while the code was on its way is lost (decision 017).
 */
export type EarlyInput = {
  over: boolean;
  /** Controls clicked (a form: sent with Enter). */
  clicks: Element[];
  /** Each field typed in, with its text as last typed. */
  typed: { field: HTMLInputElement | HTMLTextAreaElement; text: string }[];
  chosen: { select: HTMLSelectElement; value: string }[];
};

declare global {
  interface Window {
    shopEarly?: EarlyInput;
  }
}

/**
 * Hands the text typed in a field to the app: its own `onChange` runs as if it were typed now.
 * React compares a field's value with the one it last saw (set through the element's `value`),
 * so that is set to something else first, and the text put back past it.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative) return;
  field.value = text === '' ? ' ' : '';
  setNative.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether React has taken the element over: it marks each element it hydrates with its props
 * (`__reactProps$…`). A part of the page whose code came later (a lazy part, a Suspense
 * boundary) is taken over after the rest; an event sent to it before would find no handler.
 */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** How long a held input waits for its part of the page to be taken over. */
const WAIT_MS = 10_000;

/** Until `element` is taken over (true), or gone or waited for too long (false). */
async function whenTakenOver(element: Element, deadline: number): Promise<boolean> {
  while (element.isConnected && !takenOver(element) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  return element.isConnected && takenOver(element);
}

async function replay(early: EarlyInput): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (const { field, text } of early.typed) if (await whenTakenOver(field, deadline)) retype(field, text);
  for (const { select, value } of early.chosen) {
    if (!(await whenTakenOver(select, deadline))) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (early.clicks.length === 0) return;
  // The app renders what was typed and chosen first (React runs those updates in a microtask),
  // so that the buttons pressed then see it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const target of early.clicks) {
    if (!(await whenTakenOver(target, deadline))) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}

/**
 * Ends the holding and replays what was held, in order, each on its element once the app has
 * taken it over (after a render anew the elements are gone: nothing is replayed).
 */
export function replayEarlyInput(): void {
  const early = typeof window === 'undefined' ? undefined : window.shopEarly;
  if (!early || early.over) return;
  early.over = true;
  void replay(early);
}
