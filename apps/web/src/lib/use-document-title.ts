import { useEffect } from 'react';
import { useTenantStore } from './tenant.ts';

/** Sets the document title to 'Page | Shop name', or the shop name alone. */
export function useDocumentTitle(title: string | null): void {
  const name = useTenantStore((s) => s.tenant?.name ?? '');
  useEffect(() => {
    document.title = title && title !== name ? `${title} | ${name}` : name;
  }, [title, name]);
}
