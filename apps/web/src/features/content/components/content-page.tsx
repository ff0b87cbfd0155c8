import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './content.module.css';

type Props = {
  /** The page's h1 and document title. */
  title: string;
  /** The lead paragraph under the heading. */
  intro: ReactNode;
  testId: string;
  /** The number of items the page lists (`data-count`), where tests count them. */
  count?: number | undefined;
  children: ReactNode;
};

/** An information page: the heading and its lead in a header, then the content. */
export function ContentPage({ title, intro, testId, count, children }: Props) {
  useDocumentTitle(title);
  return (
    <div data-testid={testId} data-count={count} className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{intro}</p>
      </header>
      {children}
    </div>
  );
}
