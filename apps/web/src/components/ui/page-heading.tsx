import type { ReactNode } from 'react';

/**
 * The page's one h1. It takes focus after a route change (tabIndex -1), so screen readers
 * announce the new page and keyboard users continue from its top.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} className={className} data-page-heading="">
      {children}
    </h1>
  );
}
