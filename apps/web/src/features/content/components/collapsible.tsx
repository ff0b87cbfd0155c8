import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import styles from './collapsible.module.css';

type Props = {
  id: string;
  title: string;
  /** Heading level of the trigger (2 for page sections, 3 inside a section). */
  level?: 2 | 3;
  children: ReactNode;
  testId?: string;
};

/**
 * One collapsible question or section: a heading holding a button (aria-expanded,
 * aria-controls) that opens the panel with a click, Enter or Space.
 */
export function Collapsible({ id, title, level = 2, children, testId }: Props) {
  return (
    <Disclosure id={id} className={styles.item} data-testid={testId}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <svg
            className={styles.chevron}
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** The bordered list the collapsible items sit in. */
export function CollapsibleList({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
