import type { StoreRequest } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Definitions, ui } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { DialogActions, Modal } from '../../../components/ui/modal.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { formatDate, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type RequestFilter, useApproveRequest, useRejectRequest, useStoreRequests } from '../api/store-requests.ts';
import styles from './store-requests.module.css';

const FILTERS: RequestFilter[] = ['PENDING', 'APPROVED', 'REJECTED', ''];

type Message = { tone: 'success' | 'warning' | 'failure'; text: string };

/** A pending request's two decisions, each with its button's look (texts `stores.<decision>`, `stores.<decision>Named`). */
const DECISIONS = [
  ['approve', 'primary'],
  ['reject', 'danger'],
] as const;

function customerOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'customerNumber' in answer) {
    const value = (answer as { customerNumber: unknown }).customerNumber;
    return typeof value === 'string' ? value : null;
  }
  return null;
}

function RequestCard({
  request,
  onApprove,
  onReject,
  busy,
  mayDecide,
}: {
  request: StoreRequest;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
  mayDecide: boolean;
}) {
  const { t, lang } = useTranslation();
  const items: [string, React.ReactNode][] = [
    [t('stores.corporateId'), request.corporateId],
    [t('stores.contact'), request.contactName],
    [t('order.email'), request.email],
    [t('stores.phone'), request.phone ?? ''],
    [t('stores.received'), formatDate(request.createdAt, lang)],
  ];
  if (request.message) items.push([t('order.message'), request.message]);
  if (request.decidedAt)
    items.push([
      t('stores.decided'),
      `${formatDate(request.decidedAt, lang)}${request.decidedBy ? ` · ${request.decidedBy}` : ''}`,
    ]);
  if (request.reason) items.push([t('stores.reason'), request.reason]);
  if (request.customerNumber)
    items.push([
      t('order.customerNumber'),
      <Link key="c" to={`/customers/${request.customerNumber}`}>
        {request.customerNumber}
      </Link>,
    ]);
  return (
    <li>
      <Card>
        <div className={styles.head}>
          <h2 className={styles.company}>{request.companyName}</h2>
          <Badge status={request.status}>{t(`stores.status.${request.status}`)}</Badge>
        </div>
        <Definitions items={items} />
        {mayDecide && request.status === 'PENDING' ? (
          <div className={`${ui.actions} ${styles.actions}`}>
            {DECISIONS.map(([decision, variant]) => (
              <Button
                key={decision}
                variant={variant}
                onPress={decision === 'approve' ? onApprove : onReject}
                isDisabled={busy}
                aria-label={t(`stores.${decision}Named`, { company: request.companyName })}
              >
                {t(`stores.${decision}`)}
              </Button>
            ))}
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** Requests for store accounts (the shop behind a login): approve creates the customer, reject mails the reason. */
export function StoreRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('stores.title'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status') ?? 'PENDING';
  const status: RequestFilter =
    raw === 'all' ? '' : (FILTERS as string[]).includes(raw) ? (raw as RequestFilter) : 'PENDING';
  const list = useStoreRequests(status);
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const mayDecide = useMay('stores:write');
  const [message, setMessage] = useState<Message | null>(null);
  const [rejecting, setRejecting] = useState<StoreRequest | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      setMessage({ tone: 'warning', text: t('stores.alreadyDecided') });
      void list.refetch();
    } else setMessage({ tone: 'failure', text: t(`errors.${errorCode(error)}`) });
  };

  const doApprove = async (request: StoreRequest) => {
    try {
      const answer = await approve.mutateAsync(request.id);
      const customerNumber = customerOf(answer);
      setMessage({
        tone: 'success',
        text: customerNumber
          ? t('stores.approvedAs', { company: request.companyName, customerNumber })
          : t('stores.approved', { company: request.companyName }),
      });
    } catch (error) {
      failed(error);
    }
  };

  const submitReject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rejecting) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (!reason) return setReasonError('required');
    setReasonError(null);
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      setMessage({ tone: 'success', text: t('stores.rejected', { company: rejecting.companyName }) });
      setRejecting(null);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors.find((f) => f.field === 'reason') : undefined;
      if (field) return setReasonError(field.message);
      setRejecting(null);
      failed(error);
    }
  };

  return (
    <div data-testid="store-requests-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('stores.title')}</h1>
        <div className={styles.filter}>
          <SelectField
            label={t('stores.show')}
            value={status}
            onChange={(e) => {
              setMessage(null);
              setSearch(e.currentTarget.value === 'PENDING' ? {} : { status: e.currentTarget.value || 'all' });
            }}
          >
            {FILTERS.map((f) => (
              <option key={f || 'all'} value={f}>
                {t(`stores.filter.${f || 'all'}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {list.isError ? <Notice tone="failure">{t(`errors.${errorCode(list.error)}`)}</Notice> : null}
      {list.data && list.data.length === 0 ? <p className={ui.muted}>{t('stores.empty')}</p> : null}
      <ul className={styles.list}>
        {list.data?.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={approve.isPending || reject.isPending}
            mayDecide={mayDecide}
            onApprove={() => void doApprove(request)}
            onReject={() => {
              setReasonError(null);
              setRejecting(request);
            }}
          />
        ))}
      </ul>
      <Modal
        isOpen={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('stores.rejectDialog.title', { company: rejecting?.companyName ?? '' })}
      >
        <form onSubmit={submitReject} noValidate>
          <Field
            label={t('stores.rejectDialog.reason')}
            name="reason"
            maxLength={500}
            autoFocus
            error={reasonError ? t(`validation.${reasonError}`) : undefined}
          />
          <p className={ui.muted}>{t('stores.rejectDialog.hint')}</p>
          <DialogActions>
            <Button onPress={() => setRejecting(null)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="danger" isDisabled={reject.isPending}>
              {t('stores.reject')}
            </Button>
          </DialogActions>
        </form>
      </Modal>
    </div>
  );
}
