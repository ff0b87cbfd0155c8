import type { Language } from '@shop/contract';
import { type ReactNode, useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './catalog.module.css';

type Props = {
  /** The tenant's languages, in its order: one tab each. */
  languages: readonly Language[];
  /** Languages lacking a text: their tabs carry a visible mark and say so to a screen reader. */
  marked: readonly Language[];
  /** Languages with a field in error. */
  invalid?: readonly Language[];
  /** What the tabs are of ("Texts"), for the tab list's name. */
  label: string;
  children: (lang: Language) => ReactNode;
};

/**
 * Texts edited per language: one tab per language of the tenant, named by the language (never by
 * its tag). Every panel stays mounted, so the form keeps the fields of the tabs not shown.
 */
export function LanguageTabs({ languages, marked, invalid = [], label, children }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Key>(languages[0] ?? 'sv');
  const firstInvalid = invalid.find((lang) => languages.includes(lang));
  const selectedInvalid = invalid.includes(selected as Language);
  // A check that fails in a language not shown brings its tab forward.
  useEffect(() => {
    if (firstInvalid && !selectedInvalid) setSelected(firstInvalid);
  }, [firstInvalid, selectedInvalid]);
  return (
    <Tabs selectedKey={selected} onSelectionChange={setSelected}>
      <TabList aria-label={label} className={styles.tabList}>
        {languages.map((lang) => (
          <Tab key={lang} id={lang} className={styles.tab} data-testid={`tab-${lang}`}>
            {t(`catalog.languages.${lang}`)}
            {marked.includes(lang) ? (
              <>
                <span aria-hidden="true" className={styles.missing} title={t('catalog.texts.missing')}>
                  !
                </span>
                <span className="visually-hidden">{`, ${t('catalog.texts.missing')}`}</span>
              </>
            ) : null}
            {invalid.includes(lang) ? (
              <>
                <span aria-hidden="true" className={styles.tabError}>
                  ✕
                </span>
                <span className="visually-hidden">{`, ${t('catalog.texts.invalid')}`}</span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {languages.map((lang) => (
        <TabPanel key={lang} id={lang} shouldForceMount className={styles.panel}>
          {children(lang)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
