import { type ReactNode, useId } from 'react';

type Props = {
  /** The landmark: a section (default) or a nav. */
  as?: 'section' | 'nav';
  /** The heading's level: h2 (default) or h3. */
  level?: 2 | 3;
  title: ReactNode;
  /** The classes of the region and of its heading. */
  classes: readonly [string | undefined, string | undefined];
  testId?: string | undefined;
  children: ReactNode;
};

/** A region named by its heading (`aria-labelledby`): the heading first, then the content. */
export function TitledSection({
  as: Tag = 'section',
  level = 2,
  title,
  classes: [className, titleClassName],
  testId,
  children,
}: Props) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className={className} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
