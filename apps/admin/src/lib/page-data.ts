/**
 * What the server puts in the page for the back office (`<script id="admin-tenant">`, JSON):
 * the shop the host names, its default language, and the shops that take store-account requests
 * (the non-public ones).
 */
export type PageData = {
  id: number;
  name: string;
  defaultLanguage: string;
  storeAccountTenants: number[];
};

const FALLBACK: PageData = { id: 4, name: 'Shop', defaultLanguage: 'sv', storeAccountTenants: [3] };

function isPageData(value: unknown): value is PageData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.defaultLanguage === 'string' &&
    Array.isArray(v.storeAccountTenants) &&
    v.storeAccountTenants.every((id) => typeof id === 'number')
  );
}

/** The page's data; outside the server (the Vite dev server, tests) the demo shop 4. */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById('admin-tenant')?.textContent?.trim();
  if (!text) return FALLBACK;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageData(parsed) ? parsed : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

let pageData: PageData | null = null;

export function page(): PageData {
  pageData ??= readPageData();
  return pageData;
}

/** For tests: the page data the app reads. */
export function setPageData(next: PageData): void {
  pageData = next;
}
