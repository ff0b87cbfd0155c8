import { useEffect } from 'react';
import { page } from './page-data.ts';

/** The tab's title: the page, then the shop. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${page().name}`;
  }, [title]);
}
