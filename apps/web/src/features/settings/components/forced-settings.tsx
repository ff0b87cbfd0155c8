import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../../../components/ui/modal.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { logout, useAuthStore } from '../../../stores/auth-store.ts';
import { invalidateCustomer } from '../../../stores/customer.ts';
import { useUserEmail } from '../api/settings-calls.ts';
import { EmailForm } from './email-form.tsx';
import forced from './forced-settings.module.css';
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

type Kind = 'email' | 'password';

/**
 * The settings modal forced on a customer with a temporary password or no e-mail (SPEC.md §2):
 * it cannot be dismissed (no close button, Escape and outside clicks do nothing) and closes
 * once every needed form is saved; it offers to log out instead. Once closed, a notice says
 * what was changed ('e-mail changed', 'password changed', SPEC.md §8). For anyone else it
 * renders nothing.
 */
export default function ForcedSettings() {
  const showStoreList = useAuthStore((s) => s.showStoreList);
  const email = useUserEmail(!showStoreList);
  const [changed, setChanged] = useState<Kind[] | null>(null);
  const needsEmail = email.data ? email.data.email === null : false;
  const needsPassword = email.data?.temporaryPassword ?? false;
  const needed = needsEmail || needsPassword;
  const ready = useSettingsTexts(needed || changed !== null);
  if (changed !== null) {
    return ready ? <ChangedNotice changed={changed} onClose={() => setChanged([])} /> : null;
  }
  if (!needed || !ready || !email.data) return null;
  return (
    <ForcedDialog
      needsEmail={needsEmail}
      needsPassword={needsPassword}
      temporaryPassword={needsPassword}
      onDone={setChanged}
    />
  );
}

/** What the closed dialog changed, until the customer closes the notice. Focus moves to it. */
function ChangedNotice({ changed, onClose }: { changed: Kind[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changed.length > 0) ref.current?.focus();
  }, [changed]);
  if (changed.length === 0) return null;
  return (
    <div className={forced.notice} ref={ref} tabIndex={-1} data-testid="forced-settings-saved">
      <Alert tone="success" title={t('settings.forcedDone')} className={forced.noticeAlert}>
        {changed.map((kind) => (
          <p key={kind} data-testid={`forced-${kind}-changed`}>
            {t(`settings.${kind}Changed`)}
          </p>
        ))}
      </Alert>
      <Button
        variant="quiet"
        className={forced.noticeClose}
        onClick={onClose}
        data-testid="forced-settings-saved-close"
      >
        {t('settings.close')}
      </Button>
    </div>
  );
}

function ForcedDialog({
  needsEmail,
  needsPassword,
  temporaryPassword,
  onDone,
}: {
  needsEmail: boolean;
  needsPassword: boolean;
  temporaryPassword: boolean;
  /** Every needed form is saved: the dialog closes and the notice names these changes. */
  onDone: (changed: Kind[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [emailDone, setEmailDone] = useState(false);
  const [passwordDone, setPasswordDone] = useState(false);
  const [failed, setFailed] = useState(false);

  const finish = (email: boolean, password: boolean) => {
    setFailed(false);
    if ((!needsEmail || email) && (!needsPassword || password)) {
      onDone([...(needsEmail ? (['email'] as const) : []), ...(needsPassword ? (['password'] as const) : [])]);
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
          <div className={forced.later}>
            <p>{t('settings.forcedLater')}</p>
            <Button variant="secondary" onClick={() => void logout()} data-testid="forced-logout">
              {t('settings.forcedLogout')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
