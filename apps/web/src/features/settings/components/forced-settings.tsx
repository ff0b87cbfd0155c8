import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import styles from '../../../components/ui/modal.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { invalidateCustomer } from '../../../stores/customer.ts';
import { useUserEmail } from '../api/settings-calls.ts';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import own from './settings.module.css';
import { useSettingsTexts } from './use-settings-texts.ts';

/** One change the dialog asks for: its form, or once saved, the success notice. */
function ForcedPart({ kind, done, children }: { kind: 'email' | 'password'; done: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={own.forcedPart}>
      <h3>{t(`settings.${kind}Title`)}</h3>
      {done ? (
        <Alert tone="success" data-testid={`forced-${kind}-changed`}>
          <p>{t(`settings.${kind}Changed`)}</p>
        </Alert>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * The settings modal forced on a customer with a temporary password or no e-mail (SPEC.md §2):
 * it cannot be dismissed (no close button, Escape and outside clicks do nothing) and closes
 * once every needed form is saved. For anyone else it renders nothing.
 */
export default function ForcedSettings() {
  const showStoreList = useAuthStore((s) => s.showStoreList);
  const email = useUserEmail(!showStoreList);
  const needsEmail = email.data ? email.data.email === null : false;
  const needsPassword = email.data?.temporaryPassword ?? false;
  const needed = needsEmail || needsPassword;
  const ready = useSettingsTexts(needed);
  if (!needed || !ready || !email.data) return null;
  return <ForcedDialog needsEmail={needsEmail} needsPassword={needsPassword} temporaryPassword={needsPassword} />;
}

function ForcedDialog({
  needsEmail,
  needsPassword,
  temporaryPassword,
}: {
  needsEmail: boolean;
  needsPassword: boolean;
  temporaryPassword: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [emailDone, setEmailDone] = useState(false);
  const [passwordDone, setPasswordDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const finish = (email: boolean, password: boolean) => {
    setFailed(false);
    if ((!needsEmail || email) && (!needsPassword || password)) {
      void queryClient.invalidateQueries({ queryKey: ['user-email'] });
      void invalidateCustomer(queryClient);
    }
  };
  /** One form is saved: the dialog closes once the other needed one is saved too. */
  const saved = (form: 'email' | 'password') => {
    if (form === 'email') setEmailDone(true);
    else setPasswordDone(true);
    finish(form === 'email' || emailDone, form === 'password' || passwordDone);
  };
  const onFailed = () => setFailed(true);

  return (
    <ModalOverlay className={styles.overlay} isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid="forced-settings-dialog">
          <div className={styles.header}>
            <Heading slot="title">{t('settings.forcedTitle')}</Heading>
          </div>
          <p className={own.forcedIntro}>
            {needsEmail && needsPassword
              ? t('settings.forcedBoth')
              : needsEmail
                ? t('settings.forcedEmail')
                : t('settings.forcedPassword')}
          </p>
          {failed ? (
            <Alert tone="error" className={own.notice}>
              <p>{t('errors.error')}</p>
            </Alert>
          ) : null}
          {needsEmail ? (
            <ForcedPart kind="email" done={emailDone}>
              <EmailForm
                idPrefix="forced"
                currentEmail={null}
                temporaryPassword={temporaryPassword}
                onSaved={() => saved('email')}
                onFailed={onFailed}
              />
            </ForcedPart>
          ) : null}
          {needsPassword ? (
            <ForcedPart kind="password" done={passwordDone}>
              <PasswordForm idPrefix="forced" onSaved={() => saved('password')} onFailed={onFailed} />
            </ForcedPart>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
