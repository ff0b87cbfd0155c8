/**
 * The `redirectedToSummary` flag (SPEC.md §3, §4): set by the checkout right before it goes to
 * the order confirmation, cleared once the order has been reported, so that a reload or a
 * later visit never reports it again. Kept in sessionStorage, per order number.
 */
const KEY = 'redirectedToSummary';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readFlags(): number[] {
  try {
    const value: unknown = JSON.parse(session()?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

function writeFlags(flags: number[]): void {
  try {
    if (flags.length === 0) session()?.removeItem(KEY);
    else session()?.setItem(KEY, JSON.stringify(flags.slice(-20)));
  } catch {
    // Storage blocked: the order is then not reported, never reported twice.
  }
}

/** The checkout calls this after placing order `orderNumber`, before navigating to its summary. */
export function markRedirectedToSummary(orderNumber: number): void {
  const flags = readFlags().filter((n) => n !== orderNumber);
  writeFlags([...flags, orderNumber]);
}

/** Whether the shopper arrived at this order's summary straight from placing it. */
export function isRedirectedToSummary(orderNumber: number): boolean {
  return readFlags().includes(orderNumber);
}

export function clearRedirectedToSummary(orderNumber: number): void {
  writeFlags(readFlags().filter((n) => n !== orderNumber));
}
