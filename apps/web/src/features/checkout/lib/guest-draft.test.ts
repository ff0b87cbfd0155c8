// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, setCopyDelivery } from './checkout-draft.ts';
import { clearGuestDraft, GUEST_DRAFT_KEY, restoreGuestDraft, saveGuestDraft } from './guest-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('guest draft in sessionStorage', () => {
  it('keeps the whole draft across a reload or a visit to the cart: addresses, contact, message and choices', () => {
    const draft = emptyDraft('Sverige');
    draft.address.recipient = 'Acme AB';
    draft.contact.contactPerson = 'Eva';
    draft.invoice.organisationNumber = '556000-1234';
    draft.message = 'Ring the bell twice';
    draft.allowNewsletter = true;
    draft.invoiceType = 'PDF';
    draft.forms.bankAccountNumber = 'SE45 5000 0000 0583 9825 7466';
    saveGuestDraft(setCopyDelivery(draft, true));
    const stored = JSON.parse(sessionStorage.getItem(GUEST_DRAFT_KEY) ?? '{}');
    expect(Object.keys(stored)).not.toContain('password');

    const restored = restoreGuestDraft(emptyDraft('Sverige'));
    expect(restored.address.recipient).toBe('Acme AB');
    expect(restored.invoice.recipient).toBe('Acme AB');
    expect(restored.invoice.organisationNumber).toBe('556000-1234');
    expect(restored.contact.contactPerson).toBe('Eva');
    expect(restored.copyDelivery).toBe(true);
    expect(restored.message).toBe('Ring the bell twice');
    expect(restored.allowNewsletter).toBe(true);
    expect(restored.invoiceType).toBe('PDF');
    expect(restored.forms.bankAccountNumber).toBe('SE45 5000 0000 0583 9825 7466');
    // Unticking restores the invoice address from before the copy.
    expect(setCopyDelivery(restored, false).invoice.recipient).toBe('');
  });

  it('ignores a missing, malformed or hand-edited entry', () => {
    const base = emptyDraft('Sverige');
    expect(restoreGuestDraft(base)).toBe(base);
    sessionStorage.setItem(GUEST_DRAFT_KEY, '{not json');
    expect(restoreGuestDraft(base)).toBe(base);
    sessionStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ address: { recipient: 5 }, contact: {}, invoice: {} }));
    expect(restoreGuestDraft(base)).toBe(base);
    sessionStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ address: {}, contact: {}, invoice: {} }));
    const restored = restoreGuestDraft(base);
    expect(restored.address.country).toBe('Sverige');
    expect(restored.copyDelivery).toBe(false);
  });

  it("is kept per shopper: a signed-in customer's draft is not another shopper's", () => {
    const draft = emptyDraft('Sverige');
    draft.message = 'For Eva only';
    saveGuestDraft(draft, 'eva@example.com');
    expect(restoreGuestDraft(emptyDraft('Sverige'), 'eva@example.com').message).toBe('For Eva only');
    expect(restoreGuestDraft(emptyDraft('Sverige'), 'bo@example.com').message).toBe('');
    expect(restoreGuestDraft(emptyDraft('Sverige')).message).toBe('');
  });

  it('clears', () => {
    saveGuestDraft(emptyDraft('Sverige'));
    clearGuestDraft();
    expect(sessionStorage.getItem(GUEST_DRAFT_KEY)).toBeNull();
  });
});
