import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useList } from '../api/lists.ts';
import { ListEditor } from './list-editor.tsx';
import styles from './lists.module.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <p className={styles.back}>
      <Link to="/account/lists" data-testid="list-back">
        <span aria-hidden="true">← </span>
        {t('lists.detail.back')}
      </Link>
    </p>
  );
}

/** One order list, open: loading, not found (another customer's, or deleted), or its editor. */
export function ListDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const list = useList(id);
  const notFound = id === null || (list.error instanceof ApiError && [403, 404].includes(list.error.status));

  if (notFound) {
    return (
      <div className={styles.section}>
        <BackLink />
        <Alert tone="info" title={t('lists.detail.notFoundTitle')} data-testid="list-not-found">
          <p>{t('lists.detail.notFound')}</p>
        </Alert>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <BackLink />
      <QueryState
        query={list}
        texts={{ loading: t('lists.detail.loading'), error: t('lists.detail.loadError') }}
        testId="list"
      >
        {(data) => <ListEditor list={data} />}
      </QueryState>
    </div>
  );
}
