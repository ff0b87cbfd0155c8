import { type AdminOrder, type OrderEventType, PARCEL_NUMBER } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOrderEvent } from '../api/orders.ts';
import styles from './order-page.module.css';

export type EventOutcome =
  | { kind: 'done'; event: OrderEventType }
  | { kind: 'conflict' }
  | { kind: 'failed'; code: string };

type Props = {
  order: AdminOrder;
  onOutcome: (outcome: EventOutcome) => void;
};

function outcomeOf(error: unknown): EventOutcome {
  if (error instanceof ApiError && error.status === 409) return { kind: 'conflict' };
  return { kind: 'failed', code: error instanceof ApiError && error.operationError ? error.operationError : 'error' };
}

/** The events the state machine allows now, as buttons; shipped asks the parcel number, cancel asks first. */
export function OrderActions({ order, onOutcome }: Props) {
  const { t } = useTranslation();
  const event = useOrderEvent(order.orderNumber);
  const [dialog, setDialog] = useState<'shipped' | 'canceled' | null>(null);
  const [parcel, setParcel] = useState('');
  const [parcelError, setParcelError] = useState<string | null>(null);

  const run = async (type: OrderEventType, parcelNumber?: string) => {
    try {
      await event.mutateAsync(parcelNumber ? { type, parcelNumber } : { type });
      setDialog(null);
      onOutcome({ kind: 'done', event: type });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const field = error.fieldErrors.find((f) => f.field === 'parcelNumber');
        if (field && type === 'shipped') {
          setParcelError(field.message);
          return;
        }
      }
      setDialog(null);
      onOutcome(outcomeOf(error));
    }
  };

  const submitParcel = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = parcel.trim();
    if (!value) return setParcelError('required');
    if (!PARCEL_NUMBER.test(value)) return setParcelError('invalid');
    setParcelError(null);
    void run('shipped', value);
  };

  if (order.allowedEvents.length === 0) return null;
  return (
    <div>
      <ul aria-label={t('order.actions')} className={styles.actionList}>
        {order.allowedEvents.map((type) => (
          <li key={type}>
            <Button
              variant={type === 'canceled' ? 'danger' : 'primary'}
              isDisabled={event.isPending}
              onPress={() => {
                if (type === 'shipped' || type === 'canceled') {
                  setParcel('');
                  setParcelError(null);
                  setDialog(type);
                } else void run(type);
              }}
            >
              {t(`order.event.${type}`)}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={dialog === 'shipped'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('order.shippedDialog.title', { orderNumber: order.orderNumber })}
      >
        <form onSubmit={submitParcel} noValidate>
          <Field
            label={t('order.shippedDialog.parcelNumber')}
            value={parcel}
            onChange={(e) => setParcel(e.currentTarget.value)}
            error={
              parcelError ? t(`validation.parcel_${parcelError === 'required' ? 'required' : 'invalid'}`) : undefined
            }
            autoComplete="off"
            maxLength={40}
            autoFocus
          />
          <DialogActions>
            <Button onPress={() => setDialog(null)}>{t('common.close')}</Button>
            <Button type="submit" variant="primary" isDisabled={event.isPending}>
              {t('order.shippedDialog.submit')}
            </Button>
          </DialogActions>
        </form>
      </Modal>
      <Modal
        isOpen={dialog === 'canceled'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('order.cancelDialog.title', { orderNumber: order.orderNumber })}
        role="alertdialog"
      >
        <p>{t('order.cancelDialog.text')}</p>
        <DialogActions>
          <Button onPress={() => setDialog(null)} autoFocus>
            {t('order.cancelDialog.keep')}
          </Button>
          <Button variant="danger" isDisabled={event.isPending} onPress={() => void run('canceled')}>
            {t('order.cancelDialog.confirm')}
          </Button>
        </DialogActions>
      </Modal>
    </div>
  );
}
