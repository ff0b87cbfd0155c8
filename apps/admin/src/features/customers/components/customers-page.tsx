import { ADMIN_PAGE_SIZES, type AdminCustomerListItem } from '@shop/contract';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, ui } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ListPager, ListRows } from '../../../components/ui/list.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { formatDate, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCustomerList } from '../api/customers.ts';
import styles from './customers.module.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminCustomerListItem>();

function useListParams() {
  const [search, setSearch] = useSearchParams();
  const limit = Number(search.get('limit'));
  const page = Number(search.get('page'));
  const params = {
    q: (search.get('q') ?? '').slice(0, 100),
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 25,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const update = (patch: Partial<typeof params>) => {
    const next = { ...params, ...patch, page: patch.page ?? 1 };
    const out = new URLSearchParams();
    if (next.q.trim()) out.set('q', next.q.trim());
    if (next.limit !== 25) out.set('limit', String(next.limit));
    if (next.page !== 1) out.set('page', String(next.page));
    setSearch(out);
  };
  return [params, update] as const;
}

/** The customers of the shop: search and paging in the address; each row opens its customer. */
export function CustomersPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('customers.title'));
  const [params, update] = useListParams();
  const list = useCustomerList({
    q: params.q || undefined,
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('customerNumber', {
          header: () => t('customers.columns.customerNumber'),
          cell: (info) => <Link to={`/customers/${info.getValue()}`}>{info.getValue()}</Link>,
        }),
        column.accessor('name', { header: () => t('customers.columns.name'), cell: (info) => info.getValue() }),
        column.accessor('email', { header: () => t('customers.columns.email'), cell: (info) => info.getValue() ?? '' }),
        column.accessor('privateCustomer', {
          header: () => t('customers.columns.type'),
          cell: (info) => t(info.getValue() ? 'customer.private' : 'customer.business'),
        }),
        column.accessor('disabled', {
          header: () => t('customers.columns.state'),
          cell: (info) =>
            info.getValue() ? (
              <Badge status="disabled">{t('customer.disabled')}</Badge>
            ) : (
              <Badge status="active">{t('customer.active')}</Badge>
            ),
        }),
        column.accessor('createdAt', {
          header: () => t('customers.columns.createdAt'),
          cell: (info) => formatDate(info.getValue(), lang, false),
        }),
      ]),
    [t, lang],
  );
  const table = useTable({
    features,
    columns,
    data: list.data?.items ?? [],
    getRowId: (row) => row.customerNumber,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
  };

  return (
    <div data-testid="customers-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('customers.title')}</h1>
      </div>
      <form
        className={`${ui.filterBar} ${styles.filters}`}
        aria-label={t('customers.title')}
        onSubmit={submit}
        key={params.q}
      >
        <div className={ui.filterSearch}>
          <Field label={t('customers.search')} name="q" type="search" defaultValue={params.q} maxLength={100} />
        </div>
        <Button type="submit" variant="primary">
          {t('orders.apply')}
        </Button>
      </form>
      {list.isError ? <Notice tone="failure">{t(`errors.${errorCode(list.error)}`)}</Notice> : null}
      <div className={ui.tableWrap}>
        <table className={ui.table} aria-busy={list.isFetching}>
          <caption className="visually-hidden">{t('customers.title')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <ListRows table={table} empty={list.data ? t('customers.empty') : undefined} />
        </table>
      </div>
      <ListPager answer={list.data} page={params.page} limit={params.limit} onChange={update} />
    </div>
  );
}
