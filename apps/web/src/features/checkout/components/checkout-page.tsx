import type { AddressType, Tenant } from '@shop/contract';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePrivateCustomer } from '../../account/hooks/customer-type-store.ts';
import { MissingAddressBanners } from '../../addresses/components/missing-address-banners.tsx';
import { useAuthStore } from '../../auth/hooks/auth-store.ts';
import { fetchAdministrativeFee } from '../../cart/api/index.ts';
import { setAdministrativeFee } from '../../cart/hooks/cart-costs.ts';
import { useCartStore } from '../../cart/hooks/cart-store.ts';
import { useCartPricing } from '../../cart/hooks/use-cart-pricing.ts';
import { markRedirectedToSummary } from '../../summary/index.ts';
import { createOrder } from '../api/create-order.ts';
import { useCustomer } from '../api/customer.ts';
import { type CheckoutModel, CheckoutModelContext } from '../hooks/checkout-model.ts';
import {
  type CheckoutStore,
  CheckoutStoreContext,
  createCheckoutStore,
  useCheckout,
  useCheckoutStoreApi,
} from '../hooks/checkout-store.ts';
import { useCheckoutAddressType } from '../hooks/use-address-type.ts';
import {
  addressPrefix,
  buildOrderRequest,
  type CheckoutContext,
  draftFromCustomer,
  emptyDraft,
  formsStepShown,
} from '../lib/checkout-draft.ts';
import { checkoutNoticesFor, validateCheckout } from '../lib/checkout-validation.ts';
import { clearGuestDraft, restoreGuestDraft, saveGuestDraft } from '../lib/guest-draft.ts';
import { AddressStep } from './address-step.tsx';
import styles from './checkout.module.css';
import { ContactStep } from './contact-step.tsx';
import { FormsStep } from './forms-step.tsx';
import { MessageStep } from './message-step.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShippingStep, usePremiumShown } from './shipping-step.tsx';
import { type Failure, SubmitSection } from './submit-section.tsx';

const FORM_ID = 'checkout-form';
const INVALID = '[aria-invalid="true"], button[data-invalid]';

/**
 * The administrative fee follows the invoice (SPEC.md §4, §9): charged with a paper invoice —
 * an invoice is required, the shop does not waive it and the payer has not accepted e-invoices
 * — and removed otherwise.
 */
function useAdministrativeFeeSync(tenant: Tenant, pricingPending: boolean): void {
  const required = useCartStore((s) => s.requiredInvoiceAddress);
  const eInvoice = useCartStore((s) => s.eInvoiceSelected);
  const hasFee = useCartStore((s) => s.administrativeFee !== null);
  const waived = tenant.checkout.waiveAdministrativeFee;
  useEffect(() => {
    if (pricingPending) return;
    if (!required || waived || eInvoice === true) {
      if (hasFee) setAdministrativeFee(null);
      return;
    }
    if (hasFee) return;
    let current = true;
    fetchAdministrativeFee()
      .then((fee) => {
        const now = useCartStore.getState();
        if (current && now.eInvoiceSelected !== true && now.requiredInvoiceAddress) setAdministrativeFee(fee);
      })
      .catch((error: unknown) => console.error('order/ajaxGetAdministrativeFee', error));
    return () => {
      current = false;
    };
  }, [pricingPending, required, waived, eInvoice, hasFee]);
}

function CheckoutForm({ addressType, pricingPending }: { addressType: AddressType; pricingPending: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const guest = !useAuthStore((s) => s.loggedIn);
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  const premiumShown = usePremiumShown();
  const cart = useCartStore(
    useShallow((s) => ({
      items: s.items,
      requiredInvoiceAddress: s.requiredInvoiceAddress,
      eInvoiceSelected: s.eInvoiceSelected,
      hasAdministrativeFee: s.administrativeFee !== null,
      premiumSelected: s.premiumSelected,
      orderKey: s.orderKey,
    })),
  );
  const draft = useCheckout((s) => s.draft);
  const store = useCheckoutStoreApi();
  const lines = useMemo(() => Object.values(cart.items), [cart.items]);

  const ctx = useMemo<CheckoutContext>(
    () => ({
      addressType,
      guest,
      privateCustomer,
      invoiceRequired: cart.requiredInvoiceAddress,
      invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
      eInvoiceQuestion: tenant.checkout.eInvoiceQuestion,
      forms: formsStepShown(tenant.adminOrderFormType, lines),
      orderMessage: tenant.checkout.orderMessage,
      installationCountry: tenant.installationCountry,
    }),
    [addressType, guest, privateCustomer, cart.requiredInvoiceAddress, tenant, lines],
  );
  const request = useMemo(
    () =>
      buildOrderRequest(draft, ctx, {
        lines,
        hasAdministrativeFee: cart.hasAdministrativeFee,
        premiumSelected: premiumShown && cart.premiumSelected,
        language: currentLanguage(),
      }),
    [draft, ctx, lines, cart.hasAdministrativeFee, cart.premiumSelected, premiumShown],
  );
  const model = useMemo<CheckoutModel>(() => {
    const errors = new Map(validateCheckout(request, ctx).map((e) => [e.field, e.message]));
    const notices = checkoutNoticesFor(draft, ctx, { itemCount: lines.length, eInvoiceAnswer: cart.eInvoiceSelected });
    return { ctx, prefix: addressPrefix(ctx), errors, notices, countryEditable: tenant.publicTenant };
  }, [request, ctx, draft, lines.length, cart.eInvoiceSelected, tenant.publicTenant]);

  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placed, setPlaced] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const areaRef = useRef<HTMLDivElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // After a refused attempt: the first invalid field, else the notices, else the failure.
  useEffect(() => {
    if (focusRequest === 0) return;
    const target =
      areaRef.current?.querySelector<HTMLElement>(INVALID) ?? noticesRef.current ?? failureRef.current ?? null;
    target?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    store.getState().setSubmitted();
    setFailure(null);
    if (model.errors.size > 0 || model.notices.length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const answer = await createOrder(request, cart.orderKey);
      markRedirectedToSummary(answer.orderNumber);
      clearGuestDraft();
      setPlaced(true);
      await navigate(`/checkout/summary/${answer.orderNumber}`);
      useCartStore.getState().clear();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        store.getState().setServerErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
        setFailure({ kind: 'fields', errors: error.fieldErrors });
      } else {
        console.error('order/ajaxCreateNew', error);
        setFailure({ kind: 'operation', code: errorCode(error) });
      }
      setFocusRequest((n) => n + 1);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  if (placed) {
    return (
      <p role="status" className={styles.placed}>
        {t('checkout.submit.placed')}
      </p>
    );
  }

  let step = 0;
  return (
    <CheckoutModelContext.Provider value={model}>
      <div className={styles.layout} ref={areaRef}>
        <form id={FORM_ID} className={styles.steps} noValidate onSubmit={(e) => void submit(e)}>
          <AddressStep number={++step} />
          <ContactStep number={++step} />
          <ShippingStep number={++step} />
          {ctx.invoiceRequired ? <PaymentStep number={++step} /> : null}
          {ctx.orderMessage ? <MessageStep number={++step} /> : null}
          {ctx.forms ? <FormsStep number={++step} /> : null}
        </form>
        <aside className={styles.aside}>
          <OrderSummary />
        </aside>
        <SubmitSection
          formId={FORM_ID}
          sending={sending}
          busy={pricingPending}
          failure={failure}
          noticesRef={noticesRef}
          failureRef={failureRef}
        />
      </div>
    </CheckoutModelContext.Provider>
  );
}

/** A signed-in customer's stored addresses and contact fill the form once they have loaded. */
function useCustomerPrefill(store: CheckoutStore, addressType: AddressType | null) {
  const customer = useCustomer();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !customer.data || !addressType) return;
    applied.current = true;
    const data = customer.data;
    store.getState().update((draft) => draftFromCustomer(draft, data, addressType));
  }, [customer.data, addressType, store]);
}

/**
 * The checkout `/checkout` (SPEC.md §2): numbered steps on the left (address, contact person,
 * shipping, payment when an invoice is required, message, print-on-forms), the order summary on
 * the right (one column on phones), then the newsletter choice, 'Finish purchase' and the terms.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.checkout'));
  const tenant = useTenant();
  const guest = !useAuthStore((s) => s.loggedIn);
  const [store] = useState(() => {
    const base = emptyDraft(tenant.installationCountry);
    return createCheckoutStore(guest ? restoreGuestDraft(base) : base);
  });
  const pricing = useCartPricing();
  const addressType = useCheckoutAddressType();
  useCustomerPrefill(store, guest ? null : addressType);
  useAdministrativeFeeSync(tenant, pricing.isPending);

  // A guest's addresses survive a reload of the tab (sessionStorage; SPEC.md §6).
  useEffect(() => {
    if (!guest) return;
    return store.subscribe((state, previous) => {
      if (state.draft !== previous.draft) saveGuestDraft(state.draft);
    });
  }, [store, guest]);

  return (
    <div data-testid="page-checkout" className={styles.page}>
      <Link to="/" className={styles.back} data-testid="checkout-back">
        <span aria-hidden="true">←</span> {t('checkout.back')}
      </Link>
      <PageHeading className={styles.title}>{t('pages.checkout')}</PageHeading>
      {guest ? null : <MissingAddressBanners />}
      <CheckoutStoreContext.Provider value={store}>
        {addressType ? (
          <CheckoutForm addressType={addressType} pricingPending={pricing.isPending} />
        ) : (
          <PageLoading testId="checkout-loading" />
        )}
      </CheckoutStoreContext.Provider>
    </div>
  );
}
