import { ADDRESS_TYPES, type AdminCustomer, formatMoney } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AddressBlock } from '../../../components/ui/address-block.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Definitions, ui } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { formatDate, useTranslation } from '../../../lib/i18n.ts';
import { page } from '../../../lib/page-data.ts';
import { useMay, useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { OrderStatusBadge } from '../../orders/index.ts';
import { useAddStore, useCustomer, usePasswordReset, useRemoveStore, useSetDisabled } from '../api/customers.ts';
import styles from './customers.module.css';

type Message = { tone: 'success' | 'failure'; text: string };

function Stores({
  customer,
  mayChange,
  onMessage,
}: {
  customer: AdminCustomer;
  mayChange: boolean;
  onMessage: (m: Message) => void;
}) {
  const { t } = useTranslation();
  const add = useAddStore(customer.customerNumber);
  const remove = useRemoveStore(customer.customerNumber);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const store = {
      storeCustomerNumber: String(data.get('storeCustomerNumber') ?? '').trim(),
      storeId: String(data.get('storeId') ?? '').trim(),
      name: String(data.get('name') ?? '').trim(),
    };
    const local: Record<string, string> = {};
    if (!/^\d{8}$/.test(store.storeCustomerNumber))
      local.storeCustomerNumber = store.storeCustomerNumber ? 'invalid' : 'required';
    if (!store.storeId) local.storeId = 'required';
    if (!store.name) local.name = 'required';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await add.mutateAsync(store);
      form.reset();
      onMessage({ tone: 'success', text: t('customer.storeAdded', { name: store.name }) });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
      else onMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
    }
  };

  const fieldError = (name: string) => (errors[name] ? t(`validation.${errors[name]}`) : undefined);

  return (
    <Card title={t('customer.stores')} className={styles.wide}>
      {customer.stores.length === 0 ? <p className={ui.muted}>{t('customer.noStores')}</p> : null}
      <ul className={styles.stores}>
        {customer.stores.map((store) => (
          <li key={store.customerNumber}>
            <span>
              <strong>{store.name}</strong>{' '}
              <span className={ui.muted}>
                · {store.storeId} · {store.customerNumber}
              </span>
            </span>
            {mayChange ? (
              <Button
                variant="quiet"
                isDisabled={remove.isPending}
                onPress={async () => {
                  try {
                    await remove.mutateAsync(store.customerNumber);
                    onMessage({ tone: 'success', text: t('customer.storeRemoved', { name: store.name }) });
                  } catch (error) {
                    onMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
                  }
                }}
                aria-label={t('customer.removeStore', { name: store.name })}
              >
                {t('customer.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {mayChange ? (
        <form className={styles.storeForm} onSubmit={submit} noValidate aria-label={t('customer.addStore')}>
          <Field
            label={t('customer.storeCustomerNumber')}
            name="storeCustomerNumber"
            inputMode="numeric"
            maxLength={8}
            error={fieldError('storeCustomerNumber')}
          />
          <Field label={t('customer.storeId')} name="storeId" maxLength={50} error={fieldError('storeId')} />
          <Field label={t('customer.storeName')} name="name" maxLength={50} error={fieldError('name')} />
          <Button type="submit" isDisabled={add.isPending}>
            {t('customer.addStore')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

function CustomerView({ customer }: { customer: AdminCustomer }) {
  const { t, lang } = useTranslation();
  const session = useSession();
  const mayChange = useMay('customers:write');
  const mayStores = useMay('stores:write');
  const storeAccounts = session !== null && page().storeAccountTenants.includes(session.tenant);
  const setDisabled = useSetDisabled(customer.customerNumber);
  const reset = usePasswordReset(customer.customerNumber);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);

  const toggle = async (disabled: boolean) => {
    setConfirmDisable(false);
    try {
      await setDisabled.mutateAsync(disabled);
      setMessage({ tone: 'success', text: t(disabled ? 'customer.wasDisabled' : 'customer.wasEnabled') });
    } catch (error) {
      setMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
    }
  };

  const sendReset = async () => {
    try {
      await reset.mutateAsync();
      setMessage({ tone: 'success', text: t('customer.resetSent', { email: customer.email ?? '' }) });
    } catch (error) {
      setMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
    }
  };

  return (
    <>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>
          {customer.name}
          {customer.disabled ? <Badge status="disabled">{t('customer.disabled')}</Badge> : null}
        </h1>
        {mayChange ? (
          <div className={ui.actions}>
            {customer.disabled ? (
              <Button variant="primary" onPress={() => void toggle(false)} isDisabled={setDisabled.isPending}>
                {t('customer.enable')}
              </Button>
            ) : (
              <Button variant="danger" onPress={() => setConfirmDisable(true)} isDisabled={setDisabled.isPending}>
                {t('customer.disable')}
              </Button>
            )}
            <Button onPress={() => void sendReset()} isDisabled={reset.isPending || !customer.email}>
              {t('customer.sendReset')}
            </Button>
          </div>
        ) : null}
      </div>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      <p className={ui.muted}>
        {t('customer.number', { customerNumber: customer.customerNumber })} ·{' '}
        <Link to={`/audit?entity=customer&id=${customer.customerNumber}`}>{t('audit.link')}</Link>
      </p>
      <div className={styles.grid}>
        <Card title={t('customer.details')}>
          <Definitions
            items={[
              [t('order.email'), customer.email ?? t('customer.noEmail')],
              [t('order.customerType'), t(customer.privateCustomer ? 'customer.private' : 'customer.business')],
              [t('customer.organisationNumber'), customer.organisationNumber ?? ''],
              [t('customer.newsletter'), t(customer.allowNewsletter ? 'common.yes' : 'common.no')],
              [t('customer.createdAt'), formatDate(customer.createdAt, lang, false)],
            ]}
          />
        </Card>
        <Card title={t('order.addresses')}>
          <div className={styles.addresses}>
            {customer.addresses.length === 0 ? <p className={ui.muted}>{t('address.none')}</p> : null}
            {[...customer.addresses]
              .sort((a, b) => ADDRESS_TYPES.indexOf(a.addressType) - ADDRESS_TYPES.indexOf(b.addressType))
              .map((a) => (
                <AddressBlock key={a.addressType} title={t(`address.${a.addressType}`)} address={a.address} />
              ))}
          </div>
        </Card>
        {storeAccounts || customer.stores.length > 0 ? (
          <Stores customer={customer} mayChange={mayStores && storeAccounts} onMessage={setMessage} />
        ) : null}
        <Card title={t('customer.orders')} className={styles.wide}>
          {customer.orders.length === 0 ? (
            <p className={ui.muted}>{t('orders.empty')}</p>
          ) : (
            <div className={styles.scroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.columns.orderNumber')}</th>
                    <th scope="col">{t('orders.columns.orderDate')}</th>
                    <th scope="col">{t('orders.columns.status')}</th>
                    <th scope="col" className={ui.number}>
                      {t('orders.columns.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {customer.orders.map((o) => (
                    <tr key={o.orderNumber}>
                      <td>
                        <Link to={`/orders/${o.orderNumber}`}>{o.orderNumber}</Link>
                      </td>
                      {/* The day is enough here (the order shows its time): the list stays narrow on a phone. */}
                      <td className={styles.date}>{formatDate(o.orderDate, lang, false)}</td>
                      <td>
                        <OrderStatusBadge status={o.status} />
                      </td>
                      <td className={ui.number}>{formatMoney(o.total, o.currency, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
      <Modal
        isOpen={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={t('customer.disableDialog.title', { name: customer.name })}
        role="alertdialog"
      >
        <p>{t('customer.disableDialog.text')}</p>
        <DialogActions>
          <Button onPress={() => setConfirmDisable(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={() => void toggle(true)}>
            {t('customer.disable')}
          </Button>
        </DialogActions>
      </Modal>
    </>
  );
}

/** One customer: details, addresses, stores and latest orders; changes for operators who may make them. */
export function CustomerPage() {
  const { t } = useTranslation();
  const customerNumber = useParams().customerNumber ?? '';
  useDocumentTitle(t('customer.title', { customerNumber }));
  const query = useCustomer(customerNumber);
  return (
    <div data-testid="customer-page">
      <p className={styles.back}>
        <Link to="/customers">{t('customer.back')}</Link>
      </p>
      {query.isError ? <Notice tone="failure">{t(`errors.${errorCode(query.error)}`)}</Notice> : null}
      {query.data ? <CustomerView customer={query.data} /> : null}
    </div>
  );
}
