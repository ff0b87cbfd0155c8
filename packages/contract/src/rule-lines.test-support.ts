/** Arbitraries of the cart and order rules' tests (not a test file itself). */
import fc from 'fast-check';
import { MAX_LINE_AMOUNT, type RuleLine } from './cart-line.ts';

/** Who pays an article. */
export const payerArbitrary = fc.constantFrom('ALWAYS_CUSTOMER' as const, 'TENANT' as const, 'CUSTOMER' as const);

/** Any cart line the rules may meet: any payer, price, weight and amount. */
export const ruleLineArbitrary: fc.Arbitrary<RuleLine> = fc.record({
  amount: fc.integer({ min: 1, max: MAX_LINE_AMOUNT }),
  article: fc.record({
    price: fc.integer({ min: 0, max: 10_000_000 }),
    weight: fc.integer({ min: 0, max: 50_000 }),
    freeShipping: fc.boolean(),
    payer: payerArbitrary,
  }),
});
