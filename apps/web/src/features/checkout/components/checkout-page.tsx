import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressType, countryLabel } from '@shop/contract';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useFormState, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCustomer } from '../../../stores/customer.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';
import { MissingAddressBanners } from '../../addresses/index.ts';
import { useAdministrativeFeeSync, useCartPricing } from '../../cart/index.ts';
import { markRedirectedToSummary } from '../../summary/index.ts';
import { createOrder } from '../api/create-order.ts';
import { applyDraft, type CheckoutForm as CheckoutFormApi, type CheckoutName } from '../hooks/checkout-form.ts';
import { type CheckoutModel, CheckoutModelContext } from '../hooks/checkout-model.ts';
import { useCheckoutAddressType } from '../hooks/use-address-type.ts';
import {
  addressPrefix,
  buildOrderRequest,
  type CartForOrder,
  type CheckoutContext,
  type CheckoutDraft,
  draftFromCustomer,
  emptyDraft,
  formsStepShown,
} from '../lib/checkout-draft.ts';
import { checkoutSchema, draftPath } from '../lib/checkout-form.ts';
import { checkoutNoticesFor } from '../lib/checkout-validation.ts';
import { clearGuestDraft, restoreGuestDraft, saveGuestDraft } from '../lib/guest-draft.ts';
import { AddressStep } from './address-step.tsx';
import styles from './checkout.module.css';
import { ContactStep } from './contact-step.tsx';
import { FormsStep } from './forms-step.tsx';
import { MessageStep } from './message-step.tsx';
import { OrderSummary } from './order-summary.tsx';
import { AdvancePaymentStep, PaymentStep } from './payment-step.tsx';
import { ShippingStep, usePremiumShown } from './shipping-step.tsx';
import { type Failure, SubmitSection } from './submit-section.tsx';

const FORM_ID = 'checkout-form';
const INVALID = '[aria-invalid="true"], button[data-invalid]';

type CheckoutResolver = Resolver<CheckoutDraft>;

function CheckoutForm({
  addressType,
  pricingPending,
  form,
  resolverRef,
}: {
  addressType: AddressType;
  pricingPending: boolean;
  form: CheckoutFormApi;
  /** Where the form's resolver finds the checks of this shop, shopper and cart. */
  resolverRef: RefObject<CheckoutResolver | null>;
}) {
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
      eInvoiceAccepted: s.eInvoiceSelected === true,
      premiumSelected: s.premiumSelected,
      orderKey: s.orderKey,
    })),
  );
  const lines = useMemo(() => Object.values(cart.items), [cart.items]);

  const ctx = useMemo<CheckoutContext>(
    () => ({
      addressType,
      guest,
      privateCustomer,
      // Consumers pay in advance (SPEC.md §1): no invoice address, invoice terms or fee.
      invoiceRequired: cart.requiredInvoiceAddress && !privateCustomer,
      invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
      eInvoiceQuestion: tenant.checkout.eInvoiceQuestion,
      forms: formsStepShown(tenant.adminOrderFormType, lines),
      orderMessage: tenant.checkout.orderMessage,
      installationCountry: tenant.installationCountry,
    }),
    [addressType, guest, privateCustomer, cart.requiredInvoiceAddress, tenant, lines],
  );
  const prefix = addressPrefix(ctx);
  const forOrder = useMemo<CartForOrder>(
    () => ({
      lines,
      hasAdministrativeFee: cart.hasAdministrativeFee,
      premiumSelected: premiumShown && cart.premiumSelected,
      eInvoiceAccepted: cart.eInvoiceAccepted,
      language: currentLanguage(),
    }),
    [lines, cart.hasAdministrativeFee, cart.premiumSelected, cart.eInvoiceAccepted, premiumShown],
  );
  const resolver = useMemo(() => zodResolver(checkoutSchema(ctx, forOrder, prefix)), [ctx, forOrder, prefix]);
  resolverRef.current = resolver;
  const [attempted, setAttempted] = useState(false);

  // The notices follow what the shopper types (SPEC.md §5).
  const [recipient, invoiceRecipient, organisationNumber] = useWatch({
    control: form.control,
    name: ['address.recipient', 'invoice.recipient', 'invoice.organisationNumber'],
  });
  const notices = useMemo(
    () =>
      checkoutNoticesFor(
        {
          address: { recipient },
          invoice: { recipient: invoiceRecipient, organisationNumber },
        } as CheckoutDraft,
        ctx,
        { itemCount: lines.length, eInvoiceAnswer: cart.eInvoiceSelected },
      ),
    [recipient, invoiceRecipient, organisationNumber, ctx, lines.length, cart.eInvoiceSelected],
  );
  const model = useMemo<CheckoutModel>(
    () => ({ ctx, prefix, notices, attempted, countryEditable: tenant.publicTenant }),
    [ctx, prefix, notices, attempted, tenant.publicTenant],
  );

  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [placed, setPlaced] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusPending = useRef(false);
  const { isSubmitting, submitCount } = useFormState({ control: form.control });
  const areaRef = useRef<HTMLDivElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // After a refused attempt, once its errors show: the first invalid field, else the notices,
  // else the failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an attempt ends (focusRequest, submitCount)
  useEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    focusPending.current = false;
    const target =
      areaRef.current?.querySelector<HTMLElement>(INVALID) ?? noticesRef.current ?? failureRef.current ?? null;
    target?.focus();
  }, [focusRequest, submitCount, isSubmitting]);

  const refused = () => {
    focusPending.current = true;
    setFocusRequest((n) => n + 1);
  };

  const send = async (draft: CheckoutDraft) => {
    if (notices.length > 0 || sendingRef.current) {
      if (!sendingRef.current) refused();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const answer = await createOrder(buildOrderRequest(draft, ctx, forOrder), cart.orderKey);
      markRedirectedToSummary(answer.orderNumber);
      clearGuestDraft();
      setPlaced(true);
      await navigate(`/checkout/summary/${answer.orderNumber}`);
      useCartStore.getState().clear();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        for (const e of error.fieldErrors) {
          const name = draftPath(e.field, prefix);
          if (name) form.setError(name as CheckoutName, { type: 'server', message: e.message });
        }
        setFailure({ kind: 'fields', errors: error.fieldErrors });
      } else {
        console.error('order/ajaxCreateNew', error);
        setFailure({ kind: 'operation', code: errorCode(error) });
      }
      refused();
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };
  const submit = form.handleSubmit(send, refused);

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
      <FormProvider {...form}>
        <div className={styles.layout} ref={areaRef}>
          <form
            id={FORM_ID}
            className={styles.steps}
            noValidate
            onSubmit={(event) => {
              if (sendingRef.current) {
                event.preventDefault();
                return;
              }
              setAttempted(true);
              setFailure(null);
              void submit(event);
            }}
          >
            <AddressStep number={++step} />
            <ContactStep number={++step} />
            <ShippingStep number={++step} />
            {ctx.invoiceRequired ? (
              <PaymentStep number={++step} />
            ) : ctx.privateCustomer ? (
              <AdvancePaymentStep number={++step} />
            ) : null}
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
      </FormProvider>
    </CheckoutModelContext.Provider>
  );
}

/** An empty cart has nothing to check out: the empty-cart state, with the way to the products. */
function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <EmptyState classes={[styles.emptyCart, styles.emptyTitle]} texts="checkout.empty" testId="checkout-empty">
      <Link to="/shop" className={buttonClass('primary')} data-testid="checkout-empty-shop">
        {t('checkout.empty.shop')}
      </Link>
    </EmptyState>
  );
}

/** A signed-in customer's stored addresses and contact fill the form once they have loaded. */
function useCustomerPrefill(form: CheckoutFormApi, addressType: AddressType | null) {
  const customer = useCustomer();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !customer.data || !addressType) return;
    applied.current = true;
    const data = customer.data;
    applyDraft(form, (draft) => draftFromCustomer(draft, data, addressType));
  }, [customer.data, addressType, form]);
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
  const username = useAuthStore((s) => s.username);
  const owner = guest ? 'guest' : (username ?? 'customer');
  const itemCount = useCartStore((s) => Object.keys(s.items).length);
  // The whole draft, message included, survives 'edit cart' and back, and a reload.
  // A new draft's country is the shop's, named in the page's language (editable on a public shop).
  const [initial] = useState(() =>
    restoreGuestDraft(emptyDraft(countryLabel(tenant.installationCountry, currentLanguage())), owner),
  );
  const resolverRef = useRef<CheckoutResolver | null>(null);
  // Errors show once a field was left, and everywhere after the first 'Finish purchase'.
  const form = useForm<CheckoutDraft>({
    defaultValues: initial,
    resolver: (values, context, options) =>
      resolverRef.current ? resolverRef.current(values, context, options) : { values, errors: {} },
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const pricing = useCartPricing();
  const addressType = useCheckoutAddressType();
  useCustomerPrefill(form, guest ? null : addressType);
  useAdministrativeFeeSync(tenant, pricing.isPending);

  // What was typed survives a reload of the tab and a visit to the cart (sessionStorage; SPEC.md §6).
  useEffect(() => {
    const subscription = form.watch((values) => saveGuestDraft(values as CheckoutDraft, owner));
    return () => subscription.unsubscribe();
  }, [form, owner]);

  return (
    <div data-testid="page-checkout" className={styles.page}>
      <Link to="/" className={styles.back} data-testid="checkout-back">
        <span aria-hidden="true">←</span> {t('checkout.back')}
      </Link>
      <PageHeading className={styles.title}>{t('pages.checkout')}</PageHeading>
      {guest || itemCount === 0 ? null : <MissingAddressBanners />}
      {itemCount === 0 && !pricing.isPending ? (
        <EmptyCheckout />
      ) : addressType ? (
        <CheckoutForm
          addressType={addressType}
          pricingPending={pricing.isPending}
          form={form}
          resolverRef={resolverRef}
        />
      ) : (
        <PageLoading testId="checkout-loading" />
      )}
    </div>
  );
}
