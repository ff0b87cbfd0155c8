import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

type Props = {
  /** The classes of the box and of its title. */
  classes: readonly [string | undefined, string | undefined];
  /** Where its texts stand: `<texts>.title` and `<texts>.text`. */
  texts: string;
  testId: string;
  /** The ways on (links) under the text. */
  children: ReactNode;
};

/** What a page shows when it has nothing to list: a title, a line of text and the ways on. */
export function EmptyState({ classes: [className, titleClassName], texts, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid={testId}>
      <p className={titleClassName}>{t(`${texts}.title`)}</p>
      <p>{t(`${texts}.text`)}</p>
      {children}
    </div>
  );
}
