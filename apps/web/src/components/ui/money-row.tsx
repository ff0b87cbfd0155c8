import type { ReactNode } from 'react';

type Props = {
  /** The row's class (the summary's row style). */
  className?: string | undefined;
  label: ReactNode;
  /** The amount's test id. */
  testId?: string | undefined;
  /** Test attributes of the whole row. */
  row?: { 'data-testid'?: string; 'data-amount'?: number } | undefined;
  /** The amount as shown. */
  children: ReactNode;
};

/** One row of a summary's description list: the label and the amount in tabular figures. */
export function MoneyRow({ className, label, testId, row, children }: Props) {
  return (
    <div className={className} {...row}>
      <dt>{label}</dt>
      <dd className="tabular" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
