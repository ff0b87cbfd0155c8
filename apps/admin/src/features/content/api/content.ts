import {
  AdminContentApi,
  type AdminContentPage,
  AdminContentPageSchema,
  type ContentListAnswer,
  ContentListAnswerSchema,
  type ContentPageName,
  type Language,
} from '@shop/contract';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** `GET /api/admin/content`: every page in each of the shop's languages. */
export function useContentList() {
  const tenant = useTenant();
  return useQuery<ContentListAnswer>({
    queryKey: ['content', tenant, 'list'],
    queryFn: () => adminCall(AdminContentApi.calls.list, { schema: ContentListAnswerSchema }),
  });
}

/** `GET /api/admin/content/{page}/{language}` */
export function useContentPage(page: ContentPageName, language: Language | null) {
  const tenant = useTenant();
  return useQuery<AdminContentPage>({
    queryKey: ['content', tenant, page, language],
    queryFn:
      language === null
        ? skipToken
        : () => adminCall(AdminContentApi.calls.page, { params: { page, language }, schema: AdminContentPageSchema }),
  });
}

/** `PATCH /api/admin/content/{page}/{language}` with the whole body; the shop serves it at once. */
export function useSaveContent(page: ContentPageName, language: Language) {
  const tenant = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      adminCall(AdminContentApi.calls.change, {
        params: { page, language },
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
