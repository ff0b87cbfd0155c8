import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import styles from './collapsible.module.css';
import contentStyles from './content.module.css';

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
          <ChevronDownIcon className={styles.chevron} size={20} strokeLinejoin="round" />
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

/** One collapsible item of a CollapsibleColumns page: its title, test id and what it opens. */
export type CollapsibleItem = { title: string; testId: string; body: ReactNode };

/**
 * A content page's two columns: the collapsible items (`<prefix>-1`, `<prefix>-2`, …) in the
 * main one, followed by `children`, and `aside` beside them.
 */
export function CollapsibleColumns({
  prefix,
  items,
  aside,
  children,
}: {
  prefix: string;
  items: CollapsibleItem[];
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={contentStyles.columns}>
      <div className={contentStyles.main}>
        <CollapsibleList>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are identified by their place
            <Collapsible key={i} id={`${prefix}-${i + 1}`} title={item.title} testId={item.testId}>
              {item.body}
            </Collapsible>
          ))}
        </CollapsibleList>
        {children}
      </div>
      <aside>{aside}</aside>
    </div>
  );
}
