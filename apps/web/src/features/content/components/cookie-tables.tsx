import type { CookiesBody } from '@shop/contract';
import type { ReactNode } from 'react';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './content.module.css';

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

type Fill = (text: string) => string;

/** The processing table: purpose, personal data, legal basis and retention. */
export function ProcessingTable({ rows, fill }: { rows: CookiesBody['processing']; fill: Fill }) {
  const { t } = useTranslation();
  return (
    <ScrollTable name="processing" columns={['purpose', 'data', 'basis', 'retention']}>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <tr key={i}>
          <th scope="row">{fill(r.purpose)}</th>
          <td data-label={t('content.cookies.col.data')}>{fill(r.data)}</td>
          <td data-label={t('content.cookies.col.basis')}>{fill(r.basis)}</td>
          <td data-label={t('content.cookies.col.retention')}>{fill(r.retention)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The cookie table: every cookie and local-storage key the shop writes, and how long it lasts. */
export function CookieTable({ rows, fill }: { rows: CookiesBody['cookies']; fill: Fill }) {
  const { t } = useTranslation();
  return (
    <ScrollTable name="cookie" columns={['name', 'type', 'purpose', 'lifetime']}>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat while an operator edits
        <tr key={i} data-name={row.name}>
          <th scope="row">
            <code className={styles.code}>{row.name}</code>
          </th>
          <td data-label={t('content.cookies.col.type')}>{fill(row.type)}</td>
          <td data-label={t('content.cookies.col.purpose')}>{fill(row.purpose)}</td>
          <td data-label={t('content.cookies.col.lifetime')}>{fill(row.lifetime)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
