import { describe, expect, it } from 'vitest';
import { checkoutContext, ONE_LINE_CART } from '../../../test/checkout-fixtures.ts';
import { emptyDraft, setCopyDelivery } from './checkout-draft.ts';
import { addressSchema, changedFields, checkoutSchema, draftPath } from './checkout-form.ts';

describe('draftPath', () => {
  it('names the form field of an order request path', () => {
    expect(draftPath('deliveryAddress.city', 'deliveryAddress')).toBe('address.city');
    expect(draftPath('deliveryAddress.contactPerson', 'deliveryAddress')).toBe('contact.contactPerson');
    expect(draftPath('postalAddress.zipCode', 'postalAddress')).toBe('address.zipCode');
    expect(draftPath('invoiceAddress.gln', 'deliveryAddress')).toBe('invoice.gln');
    expect(draftPath('invoiceAddress.recipient', 'postalAddress')).toBe('invoice.recipient');
    expect(draftPath('bankAccountNumber', 'deliveryAddress')).toBe('forms.bankAccountNumber');
    expect(draftPath('referenceNumberInterval', 'deliveryAddress')).toBe('forms.referenceNumberInterval');
    expect(draftPath('message', 'deliveryAddress')).toBe('message');
    expect(draftPath('invoiceType', 'deliveryAddress')).toBe('invoiceType');
  });

  it('has no field for the articles, the other step-1 prefix or unknown paths', () => {
    expect(draftPath('articles.0.articleNumber', 'deliveryAddress')).toBeNull();
    expect(draftPath('articles', 'deliveryAddress')).toBeNull();
    expect(draftPath('postalAddress.city', 'deliveryAddress')).toBeNull();
    expect(draftPath('deliveryAddress.nothing', 'deliveryAddress')).toBeNull();
    expect(draftPath('hasAdministrativeFee', 'deliveryAddress')).toBeNull();
  });
});

describe('changedFields', () => {
  it('lists the leaves a draft change sets, and a whole object that appears', () => {
    const draft = { ...emptyDraft('Sverige'), address: { ...emptyDraft('Sverige').address, recipient: 'Acme AB' } };
    const changes = changedFields(draft, setCopyDelivery(draft, true));
    expect(changes).toEqual([
      ['invoice.recipient', 'Acme AB'],
      ['copyDelivery', true],
      ['invoiceBeforeCopy', { ...emptyDraft('Sverige').address }],
    ]);
    expect(changedFields(draft, draft)).toEqual([]);
  });
});

const CTX = checkoutContext({ invoiceRequired: false });
const CART = ONE_LINE_CART;

describe('checkoutSchema and addressSchema', () => {
  it("file the contract's checks under the form's fields", () => {
    const result = checkoutSchema(CTX, CART, 'deliveryAddress').safeParse(emptyDraft('Sverige'));
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues).toContain('address.recipient:required');
    expect(issues).toContain('contact.contactPerson:required');
    expect(issues.every((i) => !i.startsWith('articles'))).toBe(true);
  });

  it('checks an address dialog by its own fields', () => {
    const address = { ...emptyDraft('Sverige').address, recipient: 'Acme', streetName: 'Storgatan', city: 'Sthlm' };
    const result = addressSchema('deliveryAddress', { recipient: true, installationCountry: 'Sverige' }).safeParse({
      ...address,
      zipCode: '1112',
    });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual(['zipCode:invalid']);
  });
});
