import type { ContentBodies, ContentPageAnswer, ContentPageName } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstViewQuery } from '../../../lib/first-view.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** The query key of a content page (tests prime it). */
export function contentPageKey(tenantId: number, loggedIn: boolean, page: ContentPageName, lang: string) {
  return ['content', tenantId, loggedIn, page, lang] as const;
}

/**
 * content/ajaxGet: a content page of the shop in the UI language (the server falls back to the
 * shop's default language, then English). A guest asks on the guest path, also on the
 * non-public shop (whose guests may read the cookie information).
 */
export function useContentPage<P extends ContentPageName>(page: P) {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: contentPageKey(tenantId, loggedIn, page, lang),
    queryFn: () =>
      apiCall<ContentPageAnswer>('content/ajaxGet', { page, lang }, loggedIn ? {} : { guest: true }) as Promise<
        Omit<ContentPageAnswer, 'body'> & { body: ContentBodies[P] }
      >,
    enabled: !isProcessing,
    staleTime: 60_000,
    // A guest's first view of the page may come with the page (decision 004).
    ...firstViewQuery<ContentPageAnswer, Omit<ContentPageAnswer, 'body'> & { body: ContentBodies[P] }>(
      !loggedIn && !isProcessing,
      'content/ajaxGet',
      { page, lang },
      (answer) => answer as Omit<ContentPageAnswer, 'body'> & { body: ContentBodies[P] },
    ),
  });
}
