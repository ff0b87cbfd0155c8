/**
 * Money rules. Every amount is an integer number of minor units (öre, cents, pence).
 * One rounding helper (half away from zero) is used for every computed amount.
 */

/** Rounds a non-integer amount of minor units to an integer, half away from zero. */
export function roundMinor(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError('amount must be finite');
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** VAT percent (e.g. 25.5) as basis points (2550), so that arithmetic stays in integers. */
export function vatBasisPoints(vatPercent: number): number {
  return Math.round(vatPercent * 100);
}

/** Price with VAT = price × (1 + vat% / 100), in minor units. */
export function withVat(netMinor: number, vatPercent: number): number {
  return roundMinor((netMinor * (10000 + vatBasisPoints(vatPercent))) / 10000);
}

/** The VAT part of a net amount, in minor units. */
export function vatOf(netMinor: number, vatPercent: number): number {
  return withVat(netMinor, vatPercent) - netMinor;
}

/** Sum of integer minor amounts; throws on non-integers so float drift never enters a total. */
export function sumMinor(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isInteger(v)) throw new RangeError(`not an integer amount: ${v}`);
    total += v;
  }
  return total;
}

/** Converts a major-unit decimal (12.5) to minor units (1250). */
export function toMinor(major: number): number {
  return roundMinor(major * 100);
}

export type PricePayer = 'ALWAYS_CUSTOMER' | 'TENANT' | 'CUSTOMER';

/**
 * The unit price a customer sees: 0 when the tenant pays, net for business customers,
 * with VAT for private customers.
 */
export function displayUnitPrice(
  netMinor: number,
  opts: { payer: PricePayer; privateCustomer: boolean; vatPercent: number },
): number {
  if (opts.payer === 'TENANT') return 0;
  return opts.privateCustomer ? withVat(netMinor, opts.vatPercent) : netMinor;
}

/** Intl locale used to format numbers for a UI language. */
export function intlLocale(lang: string): string {
  switch (lang) {
    case 'sv':
      return 'sv-SE';
    case 'no':
      return 'nb-NO';
    case 'dk':
      return 'da-DK';
    case 'fi':
      return 'fi-FI';
    case 'es':
      return 'es-ES';
    default:
      return 'en-GB';
  }
}

/**
 * How a UI language writes numbers and amounts, as `Intl.NumberFormat` writes them for its
 * locale (CLDR 48; money.test.ts compares every language and currency here with Intl). Numbers
 * and amounts are written from this table, the same on the server, in the mail and in the
 * browser: a browser's first `Intl.NumberFormat` loads its locale data, which held the main
 * thread for 20–100 ms of a page's start (decision 017), and a browser with other locale data
 * than the server's would read a server-rendered price differently. A currency without a symbol
 * here is formatted by Intl.
 */
type NumberStyle = {
  decimal: string;
  group: string;
  /** Digits of the integer part below which it is not grouped (es: 1234 but 12.345). */
  minGrouping: number;
  minus: string;
  /** The currency symbol after the amount (with a no-break space) or before it. */
  currencyAfter: boolean;
  symbols: Readonly<Record<string, string>>;
};

const NBSP = '\u00a0';
const MINUS = '\u2212';
const NUMBER_STYLES: Readonly<Record<string, NumberStyle>> = {
  sv: {
    decimal: ',',
    group: NBSP,
    minGrouping: 1,
    minus: MINUS,
    currencyAfter: true,
    symbols: { SEK: 'kr', EUR: '€', GBP: 'GBP', DKK: 'Dkr', NOK: 'Nkr', USD: 'US$', CHF: 'CHF' },
  },
  en: {
    decimal: '.',
    group: ',',
    minGrouping: 1,
    minus: '-',
    currencyAfter: false,
    symbols: { SEK: 'SEK', EUR: '€', GBP: '£', DKK: 'DKK', NOK: 'NOK', USD: 'US$', CHF: 'CHF' },
  },
  no: {
    decimal: ',',
    group: NBSP,
    minGrouping: 1,
    minus: MINUS,
    currencyAfter: true,
    symbols: { SEK: 'SEK', EUR: '€', GBP: '£', DKK: 'DKK', NOK: 'kr', USD: 'USD', CHF: 'CHF' },
  },
  dk: {
    decimal: ',',
    group: '.',
    minGrouping: 1,
    minus: '-',
    currencyAfter: true,
    symbols: { SEK: 'SEK', EUR: '€', GBP: '£', DKK: 'kr.', NOK: 'NOK', USD: 'US$', CHF: 'CHF' },
  },
  fi: {
    decimal: ',',
    group: NBSP,
    minGrouping: 1,
    minus: MINUS,
    currencyAfter: true,
    symbols: { SEK: 'SEK', EUR: '€', GBP: '£', DKK: 'DKK', NOK: 'NOK', USD: '$', CHF: 'CHF' },
  },
  es: {
    decimal: ',',
    group: '.',
    minGrouping: 2,
    minus: '-',
    currencyAfter: true,
    symbols: { SEK: 'SEK', EUR: '€', GBP: 'GBP', DKK: 'DKK', NOK: 'NOK', USD: 'US$', CHF: 'CHF' },
  },
};

/** The style of a UI language; any other language reads as English (as `intlLocale`). */
function numberStyle(lang: string): NumberStyle {
  return NUMBER_STYLES[lang] ?? (NUMBER_STYLES.en as NumberStyle);
}

/** Digits of a non-negative integer part, grouped by three as the style writes them. */
function groupDigits(digits: string, style: NumberStyle): string {
  if (digits.length < 4 + style.minGrouping - 1) return digits;
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${style.group}${out}` : part;
  }
  return out;
}

/**
 * A non-negative finite number as integer and fraction digits, at most `maxFraction` of them,
 * rounded half away from zero on its shortest decimal form (as Intl does: 1.005 → 1.01); null
 * where that form is exponential (numbers from 1e21, below 1e-6), which Intl formats instead.
 */
function decimalDigits(value: number, maxFraction: number): { int: string; frac: string } | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [int = '0', frac = ''] = text.split('.');
  if (frac.length <= maxFraction) return { int, frac: frac.replace(/0+$/, '') };
  const kept = `${int}${frac.slice(0, maxFraction)}`;
  const up = frac.charCodeAt(maxFraction) - 48 >= 5;
  const rounded = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const intDigits = rounded.slice(0, rounded.length - maxFraction) || '0';
  return { int: intDigits, frac: rounded.slice(rounded.length - maxFraction).replace(/0+$/, '') };
}

const intlNumbers = new Map<string, Intl.NumberFormat>();

/** Intl's format for what the table does not cover (exponential sizes, NaN, other currencies). */
function intlFormat(value: number, lang: string, options: Intl.NumberFormatOptions): string {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = intlNumbers.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), options);
    intlNumbers.set(key, f);
  }
  return f.format(value);
}

function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/**
 * A plain number as the UI language writes it, at most 2 decimals: a VAT rate of 25.5 reads
 * '25,5' in Finnish and '25.5' in English (the page, the cart and the mail alike).
 */
export function formatNumber(value: number, lang: string): string {
  const parts = Number.isFinite(value) ? decimalDigits(Math.abs(value), 2) : null;
  if (!parts) return intlFormat(value, lang, { maximumFractionDigits: 2 });
  const style = numberStyle(lang);
  const number = `${groupDigits(parts.int, style)}${parts.frac ? `${style.decimal}${parts.frac}` : ''}`;
  return isNegative(value) ? `${style.minus}${number}` : number;
}

/**
 * Formats minor units in the tenant currency. Whole amounts show no decimals,
 * fractional amounts show exactly 2 decimals (SPEC §5).
 */
export function formatMoney(minor: number, currency: string, lang: string): string {
  const fractional = minor % 100 !== 0;
  const style = numberStyle(lang);
  const symbol = style.symbols[currency];
  // Beyond 1e15 minor units Intl's amount (minor / 100 as a float) has lost its last digits.
  if (symbol === undefined || !Number.isInteger(minor) || Math.abs(minor) >= 1e15) {
    return intlFormat(minor / 100, lang, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: fractional ? 2 : 0,
      maximumFractionDigits: fractional ? 2 : 0,
    });
  }
  const abs = Math.abs(minor);
  const int = groupDigits(String(Math.floor(abs / 100)), style);
  const number = fractional ? `${int}${style.decimal}${String(abs % 100).padStart(2, '0')}` : int;
  const sign = isNegative(minor) ? style.minus : '';
  if (style.currencyAfter) return `${sign}${number}${NBSP}${symbol}`;
  // Before the amount: a symbol ending in a letter is set apart from the digits (SEK 1,234).
  const apart = /\p{L}$/u.test(symbol) ? NBSP : '';
  return `${sign}${symbol}${apart}${number}`;
}

/** The cheapest customer-paid package of a product: the 'from' price of a listing. */
export function lowestPrice(articles: readonly { price: number; payer: PricePayer }[]): number | null {
  let min: number | null = null;
  for (const a of articles) {
    const p = a.payer === 'TENANT' ? 0 : a.price;
    if (min === null || p < min) min = p;
  }
  return min;
}
