import { useId } from 'react';
import { ADMIN_LANGUAGES, isAdminLanguage, setLanguage, useTranslation } from '../../../lib/i18n.ts';
import styles from './language-switch.module.css';

/** The operator's language (kept for the next visit). */
export function LanguageSwitch() {
  const { t, lang } = useTranslation();
  const id = useId();
  return (
    <span className={styles.switch}>
      <label htmlFor={id}>{t('shell.language')}</label>
      <select
        id={id}
        value={lang}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (isAdminLanguage(next)) setLanguage(next);
        }}
      >
        {ADMIN_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
