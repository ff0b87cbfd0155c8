/** A column of a TableHead: its label, or its label and the class of its header cell. */
export type TableColumn = string | { label: string; className: string | undefined };

/** A table's header row: one column header (`scope="col"`) per column. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className } = typeof column === 'string' ? { label: column, className: undefined } : column;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
