import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressTypeFor,
  addressTypeForWeight,
  administrativeFeeApplies,
  cartTotal,
  chargedUnitPrice,
  deliveryKindOf,
  FREIGHT_WEIGHT_STEP_G,
  freightWeight,
  invoiceForKind,
  invoiceKindOf,
  invoiceRequired,
  isValidAmount,
  itemsTotal,
  linePrice,
  normalFreight,
  orderTotals,
  POSTAL_MAX_WEIGHT_G,
  PREMIUM_DELIVERY_DEFAULT_MINOR,
  premiumFreight,
  totalWeight,
} from './checkout-rules.ts';
import { withVat } from './money.ts';
import { ruleLineArbitrary } from './rule-lines.test-support.ts';

const line = ruleLineArbitrary;
const lines = fc.array(line, { maxLength: 30 });
const vat = fc.constantFrom(0, 20, 21, 25, 25.5);

describe('cart and order rules', () => {
  it('a line costs unit price × amount, nothing when the shop pays', () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(linePrice(l)).toBe(l.article.payer === 'TENANT' ? 0 : l.article.price * l.amount);
        expect(Number.isInteger(linePrice(l))).toBe(true);
      }),
    );
    expect(chargedUnitPrice({ price: 500, payer: 'TENANT' })).toBe(0);
  });

  it('the items total is the sum of the line prices, whatever the order of the lines', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const total = itemsTotal(ls);
        expect(total).toBe(ls.reduce((s, l) => s + linePrice(l), 0));
        expect(itemsTotal([...ls].reverse())).toBe(total);
      }),
    );
  });

  it('cart total = items + shipping + fee', () => {
    fc.assert(
      fc.property(lines, fc.nat(100_000), fc.nat(10_000), (ls, shipping, fee) => {
        const items = itemsTotal(ls);
        expect(cartTotal({ items, shipping, administrativeFee: fee })).toBe(items + shipping + fee);
      }),
    );
  });

  it('freight weight leaves out free-shipping lines and never exceeds the total weight', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(freightWeight(ls)).toBeLessThanOrEqual(totalWeight(ls));
        expect(freightWeight(ls.map((l) => ({ ...l, article: { ...l.article, freeShipping: true } })))).toBe(0);
      }),
    );
  });

  it('normal freight: nothing without weight, one price per started step, never decreasing with weight', () => {
    expect(normalFreight(0, 14900)).toBe(0);
    expect(normalFreight(1, 14900)).toBe(14900);
    expect(normalFreight(FREIGHT_WEIGHT_STEP_G, 14900)).toBe(14900);
    expect(normalFreight(FREIGHT_WEIGHT_STEP_G + 1, 14900)).toBe(29800);
    expect(normalFreight(5000, null)).toBe(0);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(100_000), (a, b, price) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(normalFreight(lo, price)).toBeLessThanOrEqual(normalFreight(hi, price));
      }),
    );
  });

  it('premium: the shop price, else the default 250, and none where not offered', () => {
    expect(premiumFreight(25000, true)).toBe(25000);
    expect(premiumFreight(null, true)).toBe(PREMIUM_DELIVERY_DEFAULT_MINOR);
    expect(PREMIUM_DELIVERY_DEFAULT_MINOR).toBe(25000);
    expect(premiumFreight(25000, false)).toBeNull();
  });

  it('premium follows the weight as normal freight does: never cheaper than normal freight for a heavy cart', () => {
    expect(premiumFreight(25000, true, 0)).toBe(25000);
    expect(premiumFreight(25000, true, FREIGHT_WEIGHT_STEP_G)).toBe(25000);
    expect(premiumFreight(25000, true, FREIGHT_WEIGHT_STEP_G + 1)).toBe(50000);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 100_000 }), (weight, normal) => {
        const premium = premiumFreight(normal, true, weight) ?? 0;
        expect(premium).toBeGreaterThanOrEqual(normalFreight(weight, normal));
      }),
    );
  });

  it('invoice kind: the type chosen where the shop offers the choice, else e-invoice when accepted, PDF with an e-mail, else paper', () => {
    const kind = (over: Partial<Parameters<typeof invoiceKindOf>[0]>) =>
      invoiceKindOf({
        invoiceTypeChoice: false,
        eInvoiceQuestion: true,
        requested: null,
        pdfInvoiceEmail: null,
        ...over,
      });
    expect(kind({ invoiceTypeChoice: true })).toBe('E-INVOICE');
    expect(kind({ invoiceTypeChoice: true, requested: 'PDF' })).toBe('PDF');
    expect(kind({ requested: 'E-INVOICE', pdfInvoiceEmail: 'a@b.se' })).toBe('E-INVOICE');
    expect(kind({ pdfInvoiceEmail: 'a@b.se' })).toBe('PDF');
    expect(kind({})).toBe('PAPER');
    expect(kind({ eInvoiceQuestion: false, requested: 'E-INVOICE' })).toBe('PAPER');
  });

  it('the invoice address keeps only what its kind uses (E-INVOICE drops the PDF e-mail, PDF the e-address)', () => {
    const invoice = {
      recipient: 'Oy',
      emailInvoiceAddress: 'pdf@x.fi',
      electronicInvoiceSystemAddress: '0037',
      electronicOperator: 'OP',
    };
    expect(invoiceForKind(invoice, 'E-INVOICE')).toEqual({ ...invoice, emailInvoiceAddress: null });
    expect(invoiceForKind(invoice, 'PDF')).toEqual({
      ...invoice,
      electronicInvoiceSystemAddress: null,
      electronicOperator: null,
    });
    expect(invoiceForKind(invoice, 'PAPER')).toMatchObject({
      recipient: 'Oy',
      emailInvoiceAddress: null,
      electronicOperator: null,
    });
  });

  it('address type: public shops deliver, an empty cart is postal, otherwise weight decides', () => {
    expect(addressTypeFor({ publicTenant: true, itemCount: 0, weightGrams: 0 })).toBe('DELIVERY');
    expect(addressTypeFor({ publicTenant: false, itemCount: 0, weightGrams: 0 })).toBe('POSTAL');
    expect(addressTypeFor({ publicTenant: false, itemCount: 2, weightGrams: POSTAL_MAX_WEIGHT_G })).toBe('POSTAL');
    expect(addressTypeFor({ publicTenant: false, itemCount: 2, weightGrams: POSTAL_MAX_WEIGHT_G + 1 })).toBe(
      'DELIVERY',
    );
    fc.assert(
      fc.property(fc.nat(1_000_000), (w) => {
        expect(addressTypeFor({ publicTenant: false, itemCount: 1, weightGrams: w })).toBe(addressTypeForWeight(w));
      }),
    );
  });

  it('invoice: needed when the customer pays some article', () => {
    expect(invoiceRequired([])).toBe(false);
    expect(invoiceRequired(['TENANT'])).toBe(false);
    expect(invoiceRequired(['TENANT', 'CUSTOMER'])).toBe(true);
    expect(invoiceRequired(['CUSTOMER'], 'TENANT')).toBe(false);
    expect(invoiceRequired(['ALWAYS_CUSTOMER'], 'TENANT')).toBe(true);
  });

  it('administrative fee only with a paper invoice', () => {
    const base = { invoiceRequired: true, waived: false, wantsFee: true };
    expect(administrativeFeeApplies(base)).toBe(true);
    expect(administrativeFeeApplies({ ...base, wantsFee: false })).toBe(false);
    expect(administrativeFeeApplies({ ...base, waived: true })).toBe(false);
    expect(administrativeFeeApplies({ ...base, invoiceRequired: false })).toBe(false);
    expect(administrativeFeeApplies({ ...base, pdfInvoiceEmail: 'ap@example.com' })).toBe(false);
    expect(administrativeFeeApplies({ ...base, eInvoiceAddress: '0037123' })).toBe(false);
    expect(administrativeFeeApplies({ ...base, eInvoiceAddress: '  ' })).toBe(true);
  });

  it('order totals: gross = net + VAT, VAT rounded once on the net total', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), vat, (net, v) => {
        const t = orderTotals(net, v);
        expect(t.gross).toBe(t.net + t.vat);
        expect(t.gross).toBe(withVat(net, v));
        expect(Number.isInteger(t.vat)).toBe(true);
      }),
    );
    expect(orderTotals(10000, 25.5)).toEqual({ net: 10000, vat: 2550, gross: 12550 });
  });

  it('amounts are whole numbers from 1 to 9999', () => {
    expect([0, 1, 1.5, 9_999, 10_000, -1, Number.NaN].map(isValidAmount)).toEqual([
      false,
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('delivery text: premium when a premium freight line is present', () => {
    expect(deliveryKindOf([{ freight: 'NONE' }, { freight: 'NORMAL' }])).toBe('NORMAL');
    expect(deliveryKindOf([{ freight: 'NONE' }, { freight: 'PREMIUM' }])).toBe('PREMIUM');
  });
});
