import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** The status while it loads and the alert when it failed. */
  texts: { loading: string; error: string };
  /** The start of their test ids (`<testId>-loading`, `<testId>-error`); none when not given. */
  testId?: string;
  /** What the page shows with the answer. */
  children: (data: T) => ReactNode;
};

/** The states of a query on a page: a status while it loads, an error alert when it failed, else its data. */
export function QueryState<T>({ query, texts, testId, children }: Props<T>) {
  if (query.isPending) {
    return (
      <p role="status" data-testid={testId ? `${testId}-loading` : undefined}>
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" data-testid={testId ? `${testId}-error` : undefined}>
        {texts.error}
      </Alert>
    );
  }
  return children(query.data);
}
