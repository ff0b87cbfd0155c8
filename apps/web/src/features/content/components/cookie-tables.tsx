import { CONSENT_MAX_AGE_S, intlLocale, REFRESH_BINDING_COOKIE, STORAGE_KEYS } from '@shop/contract';
import type { ReactNode } from 'react';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { LANGUAGE_KEY } from '../../../lib/storage.ts';
import { CONSENT_COOKIE } from '../../consent/index.ts';
import styles from './content.module.css';

/** Binding cookie of the sign-in session (set HttpOnly by the server). */
export const BINDING_COOKIE = REFRESH_BINDING_COOKIE;

const PROCESSING_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5'] as const;

/** A captioned table in a region that scrolls sideways (reachable by keyboard). */
function ScrollTable({
  name,
  columns,
  children,
}: {
  /** The caption is `content.cookies.<name>Caption`, the table's test id `<name>-table`. */
  name: 'processing' | 'cookie';
  /** The column keys under `content.cookies.col`. */
  columns: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const captionId = `${name}-caption`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table} data-testid={`${name}-table`}>
        <caption id={captionId}>{t(`content.cookies.${name}Caption`)}</caption>
        <TableHead columns={columns.map((c) => t(`content.cookies.col.${c}`))} />
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** The processing table: purpose, personal data, legal basis and retention. */
export function ProcessingTable() {
  const { t } = useTranslation();
  return (
    <ScrollTable name="processing" columns={['purpose', 'data', 'basis', 'retention']}>
      {PROCESSING_ROWS.map((r) => (
        <tr key={r}>
          <th scope="row">{t(`content.cookies.${r}.purpose`)}</th>
          <td data-label={t('content.cookies.col.data')}>{t(`content.cookies.${r}.data`)}</td>
          <td data-label={t('content.cookies.col.basis')}>{t(`content.cookies.${r}.basis`)}</td>
          <td data-label={t('content.cookies.col.retention')}>{t(`content.cookies.${r}.retention`)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

type StorageRow = { name: string; type: 'cookie' | 'httpOnly' | 'local'; purpose: string; lifetime: string };

/** The cookie table: every cookie and local-storage key the shop writes, and how long it lasts. */
export function CookieTable() {
  const { t, i18n } = useTranslation();
  const seconds = new Intl.NumberFormat(intlLocale(i18n.language)).format(CONSENT_MAX_AGE_S);
  const rows: StorageRow[] = [
    {
      name: CONSENT_COOKIE,
      type: 'cookie',
      purpose: 'consent',
      lifetime: t('content.cookies.consent.lifetime', { seconds }),
    },
    { name: BINDING_COOKIE, type: 'httpOnly', purpose: 'binding', lifetime: t('content.cookies.binding.lifetime') },
    { name: STORAGE_KEYS.cart, type: 'local', purpose: 'cart', lifetime: t('content.cookies.never') },
    { name: STORAGE_KEYS.customerType, type: 'local', purpose: 'customerType', lifetime: t('content.cookies.never') },
    { name: STORAGE_KEYS.user, type: 'local', purpose: 'user', lifetime: t('content.cookies.neverLogout') },
    { name: LANGUAGE_KEY, type: 'local', purpose: 'lang', lifetime: t('content.cookies.never') },
  ];
  return (
    <ScrollTable name="cookie" columns={['name', 'type', 'purpose', 'lifetime']}>
      {rows.map((row) => (
        <tr key={row.name} data-name={row.name}>
          <th scope="row">
            <code className={styles.code}>{row.name}</code>
          </th>
          <td data-label={t('content.cookies.col.type')}>{t(`content.cookies.type.${row.type}`)}</td>
          <td data-label={t('content.cookies.col.purpose')}>{t(`content.cookies.${row.purpose}.purpose`)}</td>
          <td data-label={t('content.cookies.col.lifetime')}>{row.lifetime}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
