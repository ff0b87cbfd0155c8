import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { Pager } from './pager.tsx';
import styles from './ui.module.css';

/**
 * What every list page of the back office shows alike: the table's rows with one row that says
 * the list is empty, and the pager under it (paging in the address).
 */

/** The table's body rows (`cellClass` names a column's cells, e.g. a number's), or one row saying `empty`. */
export function ListRows<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  empty,
  cellClass,
}: {
  table: ReactTable<TFeatures, TData>;
  /** The text of an empty list; undefined while the list is not there yet. */
  empty: string | undefined;
  cellClass?: (columnId: string) => string | undefined;
}) {
  const rows = table.getRowModel().rows;
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id}>
          {row.getAllCells().map((cell) => (
            <td key={cell.id} className={cellClass?.(cell.column.id)}>
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
      {empty !== undefined && rows.length === 0 ? (
        <tr>
          <td colSpan={table.getAllLeafColumns().length} className={styles.emptyRow}>
            {empty}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** A page of a list as the back office's list calls answer it. */
export type ListPage = { items: readonly unknown[]; total: number; totalIsLowerBound: boolean };

/** The pager of a list whose page (from 1) and page size live in the address. */
export function ListPager({
  answer,
  page,
  limit,
  onChange,
}: {
  answer: ListPage | undefined;
  page: number;
  limit: number;
  onChange: (patch: { page?: number; limit?: number }) => void;
}) {
  if (!answer) return null;
  return (
    <Pager
      total={answer.total}
      totalIsLowerBound={answer.totalIsLowerBound}
      offset={(page - 1) * limit}
      limit={limit}
      shown={answer.items.length}
      onOffset={(offset) => onChange({ page: Math.floor(offset / limit) + 1 })}
      onLimit={(next) => onChange({ limit: next })}
    />
  );
}
