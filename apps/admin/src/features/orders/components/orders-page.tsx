import { type AdminOrderListItem, formatMoney, ORDER_STATUSES } from '@shop/contract';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { ListPager, ListRows } from '../../../components/ui/list.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { formatDate, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrderList } from '../api/orders.ts';
import { type OrderListParams, type OrderSort, toFilters, useOrderListParams } from '../hooks/use-order-list-params.ts';
import { OrderStatusBadge } from './order-status.tsx';
import styles from './orders-page.module.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminOrderListItem>();

/** The columns the list sorts by, and the sort each of them names. */
const SORTABLE: Record<string, { asc: OrderSort; desc: OrderSort }> = {
  orderNumber: { asc: 'orderNumber', desc: '-orderNumber' },
  orderDate: { asc: 'orderDate', desc: '-orderDate' },
};

function useColumns(t: TFunction, lang: 'en' | 'sv') {
  return useMemo(
    () =>
      column.columns([
        column.accessor('orderNumber', {
          header: () => t('orders.columns.orderNumber'),
          cell: (info) => (
            <Link to={`/orders/${info.getValue()}`} className={styles.orderLink}>
              {info.getValue()}
            </Link>
          ),
        }),
        column.accessor('orderDate', {
          header: () => t('orders.columns.orderDate'),
          cell: (info) => formatDate(info.getValue(), lang),
        }),
        column.accessor('customerNumber', {
          header: () => t('orders.columns.customer'),
          cell: (info) => {
            const row = info.row.original;
            return (
              <>
                <span className={styles.name}>{row.name ?? t('orders.guest')}</span>
                {row.customerNumber ? <span className={ui.muted}> · {row.customerNumber}</span> : null}
              </>
            );
          },
        }),
        column.accessor('email', {
          header: () => t('orders.columns.email'),
          cell: (info) => info.getValue() ?? '',
        }),
        column.accessor('status', {
          header: () => t('orders.columns.status'),
          cell: (info) => <OrderStatusBadge status={info.getValue()} />,
        }),
        column.accessor('total', {
          header: () => t('orders.columns.total'),
          cell: (info) => formatMoney(info.getValue(), info.row.original.currency, lang),
        }),
        column.accessor('parcelNumber', {
          header: () => t('orders.columns.parcel'),
          cell: (info) => info.getValue() ?? '',
        }),
      ]),
    [t, lang],
  );
}

function SortHeader({
  id,
  label,
  sort,
  onSort,
}: {
  id: string;
  label: string;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
}) {
  const { t } = useTranslation();
  const names = SORTABLE[id];
  if (!names) return <>{label}</>;
  const direction = sort === names.asc ? 'ascending' : sort === names.desc ? 'descending' : undefined;
  const next = direction === 'descending' ? names.asc : names.desc;
  return (
    <button
      type="button"
      className={styles.sort}
      onClick={() => onSort(next)}
      aria-label={t('orders.sortBy', { column: label })}
    >
      {label}
      <span aria-hidden="true" className={styles.arrow}>
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

function Filters({ params, onApply }: { params: OrderListParams; onApply: (patch: Partial<OrderListParams>) => void }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    onApply({
      q: text('q'),
      status: text('status') as OrderListParams['status'],
      from: text('from'),
      to: text('to'),
    });
  };
  return (
    <form
      className={`${ui.filterBar} ${styles.filters}`}
      onSubmit={submit}
      aria-label={t('orders.filters')}
      // A new address (a link, back) starts the form from it.
      key={`${params.q}|${params.status}|${params.from}|${params.to}`}
    >
      <div className={styles.search}>
        <Field label={t('orders.search')} name="q" type="search" defaultValue={params.q} maxLength={100} />
      </div>
      <SelectField label={t('orders.status')} name="status" defaultValue={params.status}>
        <option value="">{t('orders.anyStatus')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orderStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <Field label={t('orders.from')} name="from" type="date" defaultValue={params.from} />
      <Field label={t('orders.to')} name="to" type="date" defaultValue={params.to} />
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          {t('orders.apply')}
        </Button>
        <Button onPress={() => onApply({ q: '', status: '', from: '', to: '' })}>{t('orders.clear')}</Button>
      </div>
    </form>
  );
}

/** The orders of the shop: filters, sort and paging in the address; each row opens its order. */
export function OrdersPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const [params, update] = useOrderListParams();
  const list = useOrderList(toFilters(params));
  const columns = useColumns(t, lang);
  const table = useTable({
    features,
    columns,
    data: list.data?.items ?? [],
    getRowId: (row) => String(row.orderNumber),
  });

  return (
    <div data-testid="orders-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('orders.title')}</h1>
      </div>
      <Filters params={params} onApply={update} />
      {list.isError ? <Notice tone="failure">{t(`errors.${errorCode(list.error)}`)}</Notice> : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${styles.table}`} aria-busy={list.isFetching}>
          <caption className="visually-hidden">{t('orders.title')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const names = SORTABLE[header.column.id];
                  const sorted = names
                    ? params.sort === names.asc
                      ? 'ascending'
                      : params.sort === names.desc
                        ? 'descending'
                        : 'none'
                    : undefined;
                  const label = String(
                    typeof header.column.columnDef.header === 'function'
                      ? header.column.columnDef.header(header.getContext())
                      : header.column.id,
                  );
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted}
                      className={header.column.id === 'total' ? ui.number : undefined}
                    >
                      <SortHeader
                        id={header.column.id}
                        label={label}
                        sort={params.sort}
                        onSort={(sort) => update({ sort })}
                      />
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <ListRows
            table={table}
            empty={list.data ? t('orders.empty') : undefined}
            cellClass={(id) => (id === 'total' ? ui.number : undefined)}
          />
        </table>
      </div>
      <ListPager answer={list.data} page={params.page} limit={params.limit} onChange={update} />
    </div>
  );
}
