import type { FieldError } from '@shop/contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCheckoutForm } from '../hooks/checkout-form.ts';
import { messageText, useCheckoutModel } from '../hooks/checkout-model.ts';
import { fieldLabelKeys, NOTICE_KEYS } from '../lib/checkout-validation.ts';
import styles from './checkout.module.css';
import { CheckboxField } from './fields.tsx';

/**
 * The terms note with its link: the translation marks the linked words with <link>…</link>,
 * which this splits (a general rich-text translation component is not worth its code here).
 */
function TermsNote({ text }: { text: string }) {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return <Link to="/terms">{text}</Link>;
  const [, before, linked, after] = match;
  return (
    <>
      {before}
      <Link to="/terms">{linked}</Link>
      {after}
    </>
  );
}

/** Why the last attempt failed: the server's field errors, or an operation error code. */
export type Failure = { kind: 'fields'; errors: readonly FieldError[] } | { kind: 'operation'; code: string };

function FailureAlert({ failure, alertRef }: { failure: Failure; alertRef: Ref<HTMLDivElement> }) {
  const { t, i18n } = useTranslation();
  const exists = (k: string) => i18n.exists(k);
  const label = (path: string) => {
    const keys = fieldLabelKeys(path);
    const field = t(keys.field);
    return keys.group ? t('checkout.errors.groupField', { field, group: t(keys.group) }) : field;
  };
  return (
    <div ref={alertRef} tabIndex={-1} className={styles.alertFocus}>
      <Alert tone="error" title={t('checkout.errors.title')} data-testid="checkout-error">
        {failure.kind === 'fields' ? (
          <>
            <p>{t('checkout.errors.fieldsIntro')}</p>
            <ul className={styles.alertList}>
              {failure.errors.map((e) => (
                <li key={`${e.field}:${e.message}`}>
                  {t('checkout.errors.fieldError', {
                    field: label(e.field),
                    message: messageText(t, exists, e.message),
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{exists(`checkout.errors.${failure.code}`) ? t(`checkout.errors.${failure.code}`) : t('errors.error')}</p>
        )}
      </Alert>
    </div>
  );
}

/**
 * The end of the checkout: the notices of SPEC.md §5 (after a first attempt), the failure of
 * the last attempt, the newsletter choice, 'Finish purchase' (disabled while sending) and the
 * terms note.
 */
export function SubmitSection({
  formId,
  sending,
  busy,
  failure,
  noticesRef,
  failureRef,
}: {
  formId: string;
  sending: boolean;
  /** The cart's prices or invoice need are still being asked for. */
  busy: boolean;
  failure: Failure | null;
  noticesRef: Ref<HTMLDivElement>;
  failureRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { notices, attempted } = useCheckoutModel();
  const form = useCheckoutForm();
  const showNotices = attempted && notices.length > 0;
  return (
    <div className={styles.submit}>
      {showNotices ? (
        <div ref={noticesRef} tabIndex={-1} className={styles.alertFocus}>
          <Alert tone="error" title={t('checkout.notices.title')} data-testid="checkout-notices">
            <ul className={styles.alertList}>
              {notices.map((notice) => (
                <li key={notice} data-notice={notice}>
                  {t(NOTICE_KEYS[notice])}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      {failure ? <FailureAlert failure={failure} alertRef={failureRef} /> : null}
      <CheckboxField
        label={t('checkout.submit.newsletter')}
        {...form.register('allowNewsletter')}
        testId="newsletter"
      />
      <Button
        type="submit"
        form={formId}
        block
        className={styles.finish}
        disabled={sending || busy}
        data-testid="checkout-submit"
      >
        {sending ? t('checkout.submit.sending') : t('checkout.submit.finish')}
      </Button>
      {tenant.publicTenant ? (
        <p className={styles.terms}>
          <TermsNote text={t('checkout.submit.terms')} />
        </p>
      ) : null}
    </div>
  );
}
