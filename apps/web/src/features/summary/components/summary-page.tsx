import {
  addressLines,
  countryLabel,
  deliveryKindOf,
  formatMoney,
  formatNumber,
  LIMITS,
  localize,
  type Order,
  type OrderView as PlacedOrderView,
  packagesLabel,
  packageText,
  viewOrder,
} from '@shop/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/pages.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConsent } from '../../consent/index.ts';
import { isOrderMissing, useOrder, useSendConfirmation } from '../api/order.ts';
import { reportPurchaseOnce } from '../lib/tracking.ts';
import styles from './summary-page.module.css';

/** The order number of `/checkout/summary/{orderNumber}`, or null when it is not one. */
export function parseOrderNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The progress indicator with the shop's logo, while the order loads (and while there is none). */
function OrderLoading() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="summary-loading">
      <Logo variant={tenant.theme.variant} name={tenant.name} />
      <span className={styles.progress} aria-hidden="true">
        <span />
      </span>
      <span>{t('summary.loading')}</span>
    </div>
  );
}

type StoredAddress = Order['deliveryAddress'];

function AddressBlock({ title, address, testId }: { title: string; address: StoredAddress; testId: string }) {
  const { t, i18n } = useTranslation();
  if (!address) return null;
  const v = (key: string) => address[key]?.trim() || null;
  const lines = addressLines(address, (c) => countryLabel(c, i18n.language));
  const extras: [string, string | null][] = [
    [t('summary.address.contactPerson'), v('contactPerson')],
    [t('summary.address.phone'), v('contactPhoneNumber')],
    [t('summary.address.email'), v('contactNotificationInformation')],
    [t('summary.address.reference'), v('invoiceReference')],
    [t('summary.address.organisationNumber'), v('organisationNumber')],
    [t('summary.address.pdfEmail'), v('emailInvoiceAddress')],
    [t('summary.address.gln'), v('gln')],
    [t('summary.address.eInvoiceAddress'), v('electronicInvoiceSystemAddress')],
    [t('summary.address.operator'), v('electronicOperator')],
  ];
  const shown = extras.filter((e): e is [string, string] => !!e[1]);
  return (
    <TitledSection classes={[styles.card, styles.cardTitle]} title={title} testId={testId}>
      <address className={styles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {shown.length > 0 ? (
        <dl className={styles.details}>
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </TitledSection>
  );
}

function SendConfirmation({ orderNumber }: { orderNumber: number }) {
  const { t } = useTranslation();
  const send = useSendConfirmation(orderNumber);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An address the server refuses (422) is said on the field, as the form's own checks are.
  const refused = send.error instanceof ApiError ? send.error.fieldErrors[0]?.message : undefined;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    if (!value) setError('required');
    else if (value.length > LIMITS.email || input?.validity.typeMismatch) setError('invalid');
    else {
      setError(null);
      send.mutate(value);
      return;
    }
    input?.focus();
  };

  return (
    <TitledSection classes={[styles.card, styles.cardTitle]} title={t('summary.send.title')} testId="summary-send">
      <p className={styles.muted}>{t('summary.send.intro')}</p>
      <form className={styles.sendForm} noValidate onSubmit={submit}>
        <Field label={t('summary.send.email')} error={fieldErrorText(t, error ?? refused)} className={styles.field}>
          {(control) => (
            <input
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.email}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
                if (send.isSuccess || send.isError) send.reset();
              }}
              data-testid="summary-send-email"
              {...control}
            />
          )}
        </Field>
        <Button type="submit" disabled={send.isPending} data-testid="summary-send-submit">
          {send.isPending ? t('summary.send.sending') : t('summary.send.submit')}
        </Button>
      </form>
      <div role="status" className={styles.sendStatus}>
        {send.isSuccess ? (
          <p className={styles.sent} data-testid="summary-send-sent">
            {t('summary.send.sent')}
          </p>
        ) : null}
        {/* SPEC §8: a failed confirmation e-mail is only logged; the limit on copies is said. */}
        {send.isError && errorCode(send.error) === 'too_many_attempts' ? (
          <p className={styles.error} data-testid="summary-send-error">
            {t('summary.send.errors.too_many_attempts')}
          </p>
        ) : null}
      </div>
    </TitledSection>
  );
}

/**
 * How the order is paid, in the words of its e-mail: in advance for a consumer (the shop
 * contacts them), else the invoice kind the order stored.
 */
function PaymentText({ view }: { view: PlacedOrderView }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (!view.payment) return null;
  const text =
    view.payment === 'ADVANCE'
      ? t('summary.payment.advance')
      : t('summary.payment.invoice', {
          days: tenant.content.invoiceDays,
          method: t(`summary.payment.${view.payment}`),
        });
  return (
    <section className={styles.card} data-testid="summary-payment" data-kind={view.payment}>
      <h2 className={styles.cardTitle}>{t('summary.payment.title')}</h2>
      <p className={styles.muted} data-testid="summary-payment-text">
        {text}
      </p>
    </section>
  );
}

function OrderItems({ order, view }: { order: Order; view: PlacedOrderView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const percent = formatNumber(order.vatPercent, lang);
  const onRequest = view.onRequest.map((item) => localize(item.name, lang)).join(', ');
  return (
    <TitledSection classes={[styles.card, styles.cardTitle]} title={t('summary.items.title')} testId="summary-items">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <TableHead
            columns={[
              t('summary.items.product'),
              { label: t('summary.items.amount'), className: styles.num },
              { label: view.withVat ? t('summary.items.priceShown') : t('summary.items.price'), className: styles.num },
            ]}
          />
          <tbody>
            {view.lines.map(({ item, shown }) => {
              const name = localize(item.name, lang);
              const size =
                packageText(item.description, item.name, lang) ?? t('summary.items.pieces', { count: item.quantity });
              return (
                <tr key={item.articleNumber} data-testid="summary-item">
                  <td>
                    <span className={styles.itemName}>
                      {item.containerId ? <Link to={`/article/${item.containerId}`}>{name}</Link> : name}
                    </span>
                    <span className={styles.muted}>
                      {t('summary.items.articleNumber', { number: item.articleNumber })}
                    </span>
                  </td>
                  <td className={`${styles.num} tabular`} data-testid="summary-item-packages">
                    {packagesLabel(item.amount, size, lang)}
                  </td>
                  <td className={`${styles.num} tabular`} data-testid="summary-item-price">
                    {shown === null ? localize(item.alternativePrice, lang) : money(shown)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {onRequest ? (
        <p className={styles.muted} data-testid="summary-on-request">
          {t('summary.items.onRequest', { names: onRequest })}
        </p>
      ) : null}
      <dl className={styles.totals} data-testid="summary-totals" data-with-vat={view.withVat}>
        <div data-testid="summary-items-total">
          <dt>{t('summary.totals.items')}</dt>
          <dd className="tabular">{money(view.items)}</dd>
        </div>
        <div data-testid="summary-shipping">
          <dt>{t('summary.totals.shipping')}</dt>
          <dd className="tabular">{money(view.shipping)}</dd>
        </div>
        {view.administrativeFee > 0 ? (
          <div data-testid="summary-fee">
            <dt>{t('summary.totals.fee')}</dt>
            <dd className="tabular">{money(view.administrativeFee)}</dd>
          </div>
        ) : null}
        {view.withVat ? (
          <>
            <div className={styles.gross} data-testid="summary-gross">
              <dt>{t('summary.totals.gross')}</dt>
              <dd className="tabular">{money(view.total)}</dd>
            </div>
            <div data-testid="summary-vat">
              <dt>{t('summary.totals.ofWhichVat', { percent })}</dt>
              <dd className="tabular">{money(view.totals.vat)}</dd>
            </div>
          </>
        ) : (
          <>
            <div data-testid="summary-net">
              <dt>{t('summary.totals.net')}</dt>
              <dd className="tabular">{money(view.totals.net)}</dd>
            </div>
            <div data-testid="summary-vat">
              <dt>{t('summary.totals.vat', { percent })}</dt>
              <dd className="tabular">{money(view.totals.vat)}</dd>
            </div>
            <div className={styles.gross} data-testid="summary-gross">
              <dt>{t('summary.totals.gross')}</dt>
              <dd className="tabular">{money(view.totals.gross)}</dd>
            </div>
          </>
        )}
      </dl>
    </TitledSection>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const premium = deliveryKindOf(order.orderItems) === 'PREMIUM';
  const postal = order.addressType === 'POSTAL' && order.postalAddress;
  const view = viewOrder(order);
  return (
    <>
      <div className={styles.intro}>
        <p className={styles.thanks}>{t('summary.thanks')}</p>
        <p className={styles.orderNumber} data-testid="summary-order-number">
          {t('summary.orderNumber')} <strong className="tabular">{order.orderNumber}</strong>
        </p>
        {order.email ? <p className={styles.muted}>{t('summary.emailed', { email: order.email })}</p> : null}
      </div>
      <div className={styles.grid}>
        <div className={styles.main}>
          <OrderItems order={order} view={view} />
        </div>
        <div className={styles.side}>
          <AddressBlock
            title={postal ? t('summary.address.postal') : t('summary.address.delivery')}
            address={postal ? order.postalAddress : order.deliveryAddress}
            testId="summary-delivery-address"
          />
          <AddressBlock
            title={t('summary.address.invoice')}
            address={order.invoiceAddress}
            testId="summary-invoice-address"
          />
          <PaymentText view={view} />
          <section className={styles.card} data-testid="summary-delivery" data-kind={premium ? 'PREMIUM' : 'NORMAL'}>
            <h2 className={styles.cardTitle}>{t('summary.delivery.title')}</h2>
            <p className={styles.muted}>{premium ? t('summary.delivery.premium') : t('summary.delivery.normal')}</p>
          </section>
          <SendConfirmation orderNumber={order.orderNumber} />
        </div>
      </div>
      <p className={styles.continue}>
        <Link to="/" className={buttonClass('secondary')}>
          {t('summary.continue')}
        </Link>
      </p>
    </>
  );
}

/** The order confirmation `/checkout/summary/{orderNumber}` (SPEC.md §2, §4). */
export default function SummaryPage({ match }: PageProps<'summary'>) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const consent = useConsent();
  const orderNumber = parseOrderNumber(match.orderNumber);
  const query = useOrder(orderNumber);
  const order = query.data ?? null;
  useDocumentTitle(t('pages.summary'));

  useEffect(() => {
    if (!order) return;
    reportPurchaseOnce(order, {
      consent,
      hostname: window.location.hostname,
      trackingHosts: tenant.trackingHosts,
      lang: i18n.language,
    });
  }, [order, consent, tenant.trackingHosts, i18n.language]);

  // No such order (or not this shopper's): the progress indicator stays (SPEC.md §8).
  const failed = query.isError && !isOrderMissing(query.error);
  return (
    <div className={styles.page} data-testid="page-summary" data-order={match.orderNumber}>
      <PageHeading className={styles.title}>{t('pages.summary')}</PageHeading>
      {order ? (
        <OrderView order={order} />
      ) : failed ? (
        <Alert tone="error">
          <p>
            {t('errors.error')}{' '}
            <Button variant="link" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </Button>
          </p>
        </Alert>
      ) : (
        <OrderLoading />
      )}
    </div>
  );
}
