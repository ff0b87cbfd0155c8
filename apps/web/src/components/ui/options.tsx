import type { ReactNode } from 'react';

/** The options of a select, one a value; each shows `label(value)`, or the value itself. */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}
