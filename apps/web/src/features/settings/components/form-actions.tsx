import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './settings.module.css';

type Props = {
  /** Which form: the button reads `settings.save<Kind>`, its test id is `<idPrefix>-<kind>-save`. */
  kind: 'email' | 'password';
  idPrefix: string;
  saving: boolean;
  onCancel?: (() => void) | undefined;
};

/** A settings form's submit button ('Saving…' while it saves) and, when it can close, Cancel. */
export function FormActions({ kind, idPrefix, saving, onCancel }: Props) {
  const { t } = useTranslation();
  const saveLabel = kind === 'email' ? t('settings.saveEmail') : t('settings.savePassword');
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving} data-testid={`${idPrefix}-${kind}-save`}>
        {saving ? t('settings.saving') : saveLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
