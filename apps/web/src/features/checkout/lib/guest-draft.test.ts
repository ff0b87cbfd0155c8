// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, setCopyDelivery } from './checkout-draft.ts';
import { clearGuestDraft, GUEST_DRAFT_KEY, restoreGuestDraft, saveGuestDraft } from './guest-draft.ts';

beforeEach(() => sessionStorage.clear());

describe('guest draft in sessionStorage', () => {
  it('keeps addresses and contact across a reload, not the rest of the draft', () => {
    const draft = emptyDraft('Sverige');
    draft.address.recipient = 'Acme AB';
    draft.contact.contactPerson = 'Eva';
    draft.invoice.organisationNumber = '556000-1234';
    draft.message = 'not kept';
    draft.allowNewsletter = true;
    saveGuestDraft(setCopyDelivery(draft, true));
    const stored = JSON.parse(sessionStorage.getItem(GUEST_DRAFT_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['address', 'contact', 'copyDelivery', 'invoice', 'invoiceBeforeCopy']);

    const restored = restoreGuestDraft(emptyDraft('Sverige'));
    expect(restored.address.recipient).toBe('Acme AB');
    expect(restored.invoice.recipient).toBe('Acme AB');
    expect(restored.invoice.organisationNumber).toBe('556000-1234');
    expect(restored.contact.contactPerson).toBe('Eva');
    expect(restored.copyDelivery).toBe(true);
    expect(restored.message).toBe('');
    expect(restored.allowNewsletter).toBe(false);
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

  it('clears', () => {
    saveGuestDraft(emptyDraft('Sverige'));
    clearGuestDraft();
    expect(sessionStorage.getItem(GUEST_DRAFT_KEY)).toBeNull();
  });
});
