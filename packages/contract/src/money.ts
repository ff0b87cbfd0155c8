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

const formatters = new Map<string, Intl.NumberFormat>();

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

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A plain number as the UI language writes it, at most 2 decimals: a VAT rate of 25.5 reads
 * '25,5' in Finnish and '25.5' in English (the page, the cart and the mail alike).
 */
export function formatNumber(value: number, lang: string): string {
  let f = numberFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
    numberFormatters.set(lang, f);
  }
  return f.format(value);
}

/**
 * Formats minor units in the tenant currency. Whole amounts show no decimals,
 * fractional amounts show exactly 2 decimals (SPEC §5).
 */
export function formatMoney(minor: number, currency: string, lang: string): string {
  const fractional = minor % 100 !== 0;
  const key = `${currency}|${lang}|${fractional}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: fractional ? 2 : 0,
      maximumFractionDigits: fractional ? 2 : 0,
    });
    formatters.set(key, f);
  }
  return f.format(minor / 100);
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
