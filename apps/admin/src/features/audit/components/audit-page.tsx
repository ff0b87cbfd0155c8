import { type AuditEntry, ORDER_STATUSES } from '@shop/contract';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { formatDate, hasText, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isAuditEntity, useAudit } from '../api/audit.ts';
import styles from './audit-page.module.css';

const PAGE = 50;

/** A recorded value as text; an order's state in the operator's words. */
function show(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (field === 'status' && (ORDER_STATUSES as readonly unknown[]).includes(value)) return t(`orderStatus.${value}`);
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What changed, one line per field: 'field: from → to', or the value the event carried. */
function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useTranslation();
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.changes}>
      {entries.map(([field, change]) => {
        const c = change as { from?: unknown; to?: unknown } | null;
        const isChange = c !== null && typeof c === 'object' && ('from' in c || 'to' in c);
        return (
          <li key={field}>
            <span className={styles.field}>{field}</span>:{' '}
            {isChange ? `${show(t, field, c.from)} → ${show(t, field, c.to)}` : show(t, field, change)}
          </li>
        );
      })}
    </ul>
  );
}

function entityLink(entity: string, id: string): string | null {
  if (entity === 'order') return `/orders/${id}`;
  if (entity === 'customer') return `/customers/${id}`;
  if (entity === 'product') return `/catalog/products/${id}`;
  if (entity === 'settings') return '/settings';
  if (entity === 'campaign' || entity === 'home_slider') return '/campaigns';
  return null;
}

/** Who changed what and when, for one order, customer or store request (or all, newest first). */
export function AuditPage() {
  const { t, lang } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const rawEntity = search.get('entity');
  const entity = isAuditEntity(rawEntity) ? rawEntity : undefined;
  const id = search.get('id')?.slice(0, 20) || undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const title = entity && id ? t('audit.titleOf', { entity: t(`audit.entity.${entity}`), id }) : t('audit.title');
  useDocumentTitle(title);
  const audit = useAudit(entity, id, PAGE, (page - 1) * PAGE);
  const back = entity && id ? entityLink(entity, id) : null;

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next === 1) params.delete('page');
    else params.set('page', String(next));
    setSearch(params);
  };

  return (
    <div data-testid="audit-page">
      {back ? (
        <p className={styles.back}>
          <Link to={back}>{t('audit.back', { entity: t(`audit.entity.${entity}`), id })}</Link>
        </p>
      ) : null}
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{title}</h1>
      </div>
      {audit.isError ? <Notice tone="failure">{t(`errors.${errorCode(audit.error)}`)}</Notice> : null}
      {audit.data && audit.data.items.length === 0 ? <p className={ui.muted}>{t('audit.empty')}</p> : null}
      {audit.data && audit.data.items.length > 0 ? (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                {entity && id ? null : <th scope="col">{t('audit.what')}</th>}
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((entry, i) => {
                const link = entityLink(entry.entity, entry.entityId);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one page of the trail, replaced whole
                  <tr key={`${entry.at}-${i}`}>
                    <td className={styles.nowrap}>{formatDate(entry.at, lang)}</td>
                    <td>{entry.actor}</td>
                    {entity && id ? null : (
                      <td className={styles.nowrap}>
                        {t(`audit.entity.${entry.entity}`)}{' '}
                        {link ? <Link to={link}>{entry.entityId}</Link> : entry.entityId}
                      </td>
                    )}
                    <td>
                      {hasText(lang, `audit.actions.${entry.action}`)
                        ? t(`audit.actions.${entry.action}`)
                        : entry.action}
                    </td>
                    <td>
                      <Changes changes={entry.changes} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {audit.data && (page > 1 || audit.data.items.length === PAGE) ? (
        <div className={styles.pager}>
          <Button onPress={() => goTo(page - 1)} isDisabled={page === 1}>
            {t('pager.previous')}
          </Button>
          <Button onPress={() => goTo(page + 1)} isDisabled={audit.data.items.length < PAGE}>
            {t('pager.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
