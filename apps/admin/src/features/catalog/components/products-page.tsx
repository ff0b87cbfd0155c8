import { type AdminProductListItem, formatMoney, formatNumber } from '@shop/contract';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Badge, ui } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { ListPager, ListRows } from '../../../components/ui/list.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { type AdminLanguage, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroups, useProductList } from '../api/catalog.ts';
import { type ProductListParams, toProductFilters, useProductListParams } from '../hooks/use-product-list-params.ts';
import styles from './catalog.module.css';
import { refusalText } from './form-fields.tsx';
import { GroupOptions } from './group-options.tsx';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminProductListItem>();

/** A price, or the range of a product's prices; without a currency a plain amount. */
function priceRange(item: AdminProductListItem, currency: string | undefined, lang: AdminLanguage): ReactNode {
  if (item.minPrice === null || item.maxPrice === null) return '';
  const money = (minor: number) => (currency ? formatMoney(minor, currency, lang) : formatNumber(minor / 100, lang));
  if (item.minPrice === item.maxPrice) return money(item.minPrice);
  return (
    <>
      {money(item.minPrice)}–<wbr />
      {money(item.maxPrice)}
    </>
  );
}

function useColumns(t: TFunction, lang: AdminLanguage, currency: string | undefined) {
  return useMemo(
    () =>
      column.columns([
        column.accessor('id', {
          header: () => t('catalog.list.columns.id'),
          cell: (info) => info.getValue(),
        }),
        column.accessor('name', {
          header: () => t('catalog.list.columns.name'),
          cell: (info) => (
            <>
              <Link to={`/catalog/products/${info.row.original.id}`} className={styles.productLink}>
                {info.getValue() || t('catalog.list.unnamed')}
              </Link>
              {info.row.original.active ? null : (
                <span className={styles.narrowOnly}>
                  {' '}
                  <Badge status="disabled">{t('catalog.state.inactive')}</Badge>
                </span>
              )}
              {info.row.original.recommended ? (
                <>
                  {' '}
                  <Badge status="recommended">{t('catalog.list.recommended')}</Badge>
                </>
              ) : null}
            </>
          ),
        }),
        column.accessor('groupName', {
          header: () => t('catalog.list.columns.group'),
          cell: (info) => info.getValue(),
        }),
        column.accessor('articleCount', {
          header: () => t('catalog.list.columns.articles'),
          cell: (info) => formatNumber(info.getValue(), lang),
        }),
        column.accessor('minPrice', {
          header: () => t('catalog.list.columns.price'),
          cell: (info) => priceRange(info.row.original, currency, lang),
        }),
        column.accessor('active', {
          header: () => t('catalog.list.columns.state'),
          cell: (info) =>
            info.getValue() ? (
              <Badge status="shipped">{t('catalog.state.active')}</Badge>
            ) : (
              <Badge status="disabled">{t('catalog.state.inactive')}</Badge>
            ),
        }),
      ]),
    [t, lang, currency],
  );
}

const NUMBER_COLUMNS = new Set(['id', 'articleCount', 'minPrice']);
/** Left out on a phone, so that the list needs no sideways scrolling there. */
const WIDE_ONLY = new Set(['id', 'groupName', 'articleCount', 'active']);

function columnClass(id: string): string | undefined {
  const names = [NUMBER_COLUMNS.has(id) ? ui.number : '', WIDE_ONLY.has(id) ? styles.wideOnly : ''].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

function Filters({
  params,
  onApply,
}: {
  params: ProductListParams;
  onApply: (patch: Partial<ProductListParams>) => void;
}) {
  const { t, lang } = useTranslation();
  const groups = useGroups();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      q: String(data.get('q') ?? ''),
      group: Number(data.get('group') ?? 0) || 0,
      state: String(data.get('state') ?? 'all') as ProductListParams['state'],
    });
  };
  return (
    <form
      className={`${ui.filterBar} ${styles.filters}`}
      onSubmit={submit}
      aria-label={t('catalog.list.filters')}
      // A new address (a link, back) starts the form from it.
      key={`${params.q}|${params.group}|${params.state}`}
    >
      <Field
        label={t('catalog.list.search')}
        name="q"
        type="search"
        defaultValue={params.q}
        maxLength={100}
        placeholder={t('catalog.list.searchHint')}
      />
      <SelectField
        label={t('catalog.list.group')}
        name="group"
        defaultValue={params.group || ''}
        // The groups' names arrive later: only this select starts again then, not what is typed beside it.
        key={groups.data ? 'groups' : 'loading'}
      >
        <option value="">{t('catalog.list.anyGroup')}</option>
        {groups.data ? (
          <GroupOptions categories={groups.data.categories} lang={lang} fallback={groups.data.defaultLanguage} />
        ) : params.group ? (
          <option value={params.group}>#{params.group}</option>
        ) : null}
      </SelectField>
      <SelectField label={t('catalog.list.state')} name="state" defaultValue={params.state}>
        <option value="all">{t('catalog.state.all')}</option>
        <option value="active">{t('catalog.state.active')}</option>
        <option value="inactive">{t('catalog.state.inactive')}</option>
      </SelectField>
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          {t('catalog.list.apply')}
        </Button>
        <Button onPress={() => onApply({ q: '', group: 0, state: 'all' })}>{t('catalog.list.clear')}</Button>
      </div>
    </form>
  );
}

/** The shop's products: search, group and state in the address with the page; each row opens its editor. */
export function ProductsPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('catalog.list.title'));
  const mayChange = useMay('catalog:write');
  const [params, update] = useProductListParams();
  const list = useProductList(toProductFilters(params, lang));
  const columns = useColumns(t, lang, list.data?.currency);
  const table = useTable({
    features,
    columns,
    data: list.data?.items ?? [],
    getRowId: (row) => String(row.id),
  });

  return (
    <div data-testid="products-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('catalog.list.title')}</h1>
        <div className={ui.actions}>
          <Link to="/catalog/groups" className={buttonClass('quiet')}>
            {t('catalog.groups.title')}
          </Link>
          {mayChange ? (
            <Link to="/catalog/products/new" className={buttonClass('primary')}>
              {t('catalog.list.new')}
            </Link>
          ) : null}
        </div>
      </div>
      <Filters params={params} onApply={update} />
      {list.isError ? <Notice tone="failure">{refusalText(t, lang, errorCode(list.error))}</Notice> : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${styles.listTable}`} aria-busy={list.isFetching}>
          <caption className="visually-hidden">{t('catalog.list.title')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={columnClass(header.column.id)}>
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <ListRows table={table} empty={list.data ? t('catalog.list.empty') : undefined} cellClass={columnClass} />
        </table>
      </div>
      <ListPager answer={list.data} page={params.page} limit={params.limit} onChange={update} />
    </div>
  );
}
