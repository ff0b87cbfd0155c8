import {
  type AdminContentPage,
  AdminContentPageSchema,
  type ContentListAnswer,
  ContentListAnswerSchema,
  type ContentPageName,
  type Language,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** `GET /api/admin/content`: every page in each of the shop's languages. */
export function useContentList() {
  const tenant = useTenant();
  return useQuery<ContentListAnswer>({
    queryKey: ['content', tenant, 'list'],
    queryFn: () => adminCall('/api/admin/content', { schema: ContentListAnswerSchema }),
  });
}

/** `GET /api/admin/content/{page}/{language}` */
export function useContentPage(page: ContentPageName, language: Language | null) {
  const tenant = useTenant();
  return useQuery<AdminContentPage>({
    queryKey: ['content', tenant, page, language],
    queryFn: () => adminCall(`/api/admin/content/${page}/${language}`, { schema: AdminContentPageSchema }),
    enabled: language !== null,
  });
}

/** `PATCH /api/admin/content/{page}/{language}` with the whole body; the shop serves it at once. */
export function useSaveContent(page: ContentPageName, language: Language) {
  const tenant = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      adminCall(`/api/admin/content/${page}/${language}`, {
        method: 'PATCH',
        body: { body },
        schema: AdminContentPageSchema,
      }),
    onSuccess: (saved) => {
      client.setQueryData(['content', tenant, page, language], saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: ['content', tenant, 'list'] }),
        client.invalidateQueries({ queryKey: ['audit', tenant] }),
      ]);
    },
  });
}
