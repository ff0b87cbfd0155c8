import {
  type AdminCall,
  type AdminCategory,
  AdminCategoryAnswerSchema,
  type AdminGroup,
  AdminGroupAnswerSchema,
  AdminGroupPicturesApi,
  AdminMediaApi,
  type AdminProductMedia,
  AdminProductMediaSchema,
  ApiError,
  adminPath,
  type MediaKind,
  type PictureOwner,
  parseAnswer,
  toApiError,
  type VideoLinkBody,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall, refreshSession, withQuery } from '../../../lib/api-client.ts';
import { currentSession, endSession } from '../../../lib/session.ts';

const { calls } = AdminMediaApi;
/** A product's media of each kind: the upload, the change and the removal of one. */
const UPLOADS = { image: calls.uploadImage, file: calls.uploadFile, video: calls.uploadVideo };
const CHANGES = { image: calls.changeImage, file: calls.changeFile, video: calls.changeVideo };
const REMOVALS = { image: calls.removeImage, file: calls.removeFile, video: calls.removeVideo };

export const mediaKey = (tenant: number, productId: number) => ['product-media', tenant, productId] as const;

/** `GET /api/admin/products/{id}/media` */
export function useProductMedia(tenant: number, productId: number) {
  return useQuery({
    queryKey: mediaKey(tenant, productId),
    queryFn: () =>
      adminCall(calls.media, { params: { id: productId }, query: { tenant }, schema: AdminProductMediaSchema }),
  });
}

/** One XHR upload (fetch cannot report upload progress); answers the status and parsed body. */
function sendUpload(
  method: AdminCall['method'],
  url: string,
  form: FormData,
  token: string,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.send(form);
  });
}

/** An upload call of the contract: its path has the id of what the file is for. */
type UploadCall = Pick<AdminCall, 'method' | 'url'> & { params: z.ZodType<{ id: number }> };

/**
 * An upload of one file (multipart, part `file`) by a back-office call, reporting the share sent;
 * on a 401 the session is refreshed once and the upload sent again. Answers the parsed answer.
 */
async function uploadOne<T>(
  call: UploadCall,
  id: number,
  tenant: number,
  file: File,
  schema: z.ZodType<T>,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'unauthorized');
  const url = withQuery(adminPath(call, { id }), { tenant });
  const form = () => {
    const data = new FormData();
    data.append('file', file, file.name);
    return data;
  };
  let answer = await sendUpload(call.method, url, form(), session.access_token, onProgress);
  if (answer.status === 401) {
    const renewed = currentSession()?.access_token !== session.access_token || (await refreshSession());
    if (!renewed) {
      endSession();
      throw toApiError(401, answer.body);
    }
    answer = await sendUpload(call.method, url, form(), currentSession()?.access_token ?? '', onProgress);
  }
  if (answer.status === 0) throw new ApiError(0, 'network_error');
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body);
  return parseAnswer(schema, answer.body, answer.status);
}

/** `POST /api/admin/products/{id}/images|files|videos` with one file: the product's media. */
export function uploadMedia(
  tenant: number,
  productId: number,
  kind: MediaKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AdminProductMedia> {
  return uploadOne(UPLOADS[kind], productId, tenant, file, AdminProductMediaSchema, onProgress);
}

const PICTURES = AdminGroupPicturesApi.calls;
const PICTURE_UPLOADS = { group: PICTURES.setGroupPicture, category: PICTURES.setCategoryPicture };
const PICTURE_REMOVALS = { group: PICTURES.removeGroupPicture, category: PICTURES.removeCategoryPicture };
/** What a picture call answers: the group, or the category with its groups. */
export type PictureOwnerAnswer = AdminGroup | AdminCategory;
const OWNER_ANSWERS: Record<PictureOwner, z.ZodType<PictureOwnerAnswer>> = {
  group: AdminGroupAnswerSchema,
  category: AdminCategoryAnswerSchema,
};

/** `POST /api/admin/groups|categories/{id}/picture` with one picture: sets or replaces it. */
export function uploadPicture(
  tenant: number,
  owner: PictureOwner,
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PictureOwnerAnswer> {
  return uploadOne(PICTURE_UPLOADS[owner], id, tenant, file, OWNER_ANSWERS[owner], onProgress);
}

/** `DELETE /api/admin/groups|categories/{id}/picture` */
export function removePicture(tenant: number, owner: PictureOwner, id: number): Promise<PictureOwnerAnswer> {
  return adminCall(PICTURE_REMOVALS[owner], {
    params: { id },
    query: { tenant },
    schema: OWNER_ANSWERS[owner],
  });
}

/** After a change: the answer is the product's media; the audit trail is read again. */
function useApply(tenant: number, productId: number) {
  const client = useQueryClient();
  return (media: AdminProductMedia) => {
    client.setQueryData(mediaKey(tenant, productId), media);
    void client.invalidateQueries({ queryKey: ['audit', tenant] });
  };
}

/** `PATCH /api/admin/images|files|videos/{id}` */
export function useChangeMedia(tenant: number, productId: number) {
  const apply = useApply(tenant, productId);
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: MediaKind; id: number; body: Record<string, unknown> }) =>
      adminCall(CHANGES[kind], {
        params: { id },
        query: { tenant },
        body,
        schema: AdminProductMediaSchema,
      }),
    onSuccess: apply,
  });
}

/** `DELETE /api/admin/images|files|videos/{id}` */
export function useDeleteMedia(tenant: number, productId: number) {
  const apply = useApply(tenant, productId);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: MediaKind; id: number }) =>
      adminCall(REMOVALS[kind], {
        params: { id },
        query: { tenant },
        schema: AdminProductMediaSchema,
      }),
    onSuccess: apply,
  });
}

/** `POST /api/admin/products/{id}/videos` with a YouTube or Vimeo id. */
export function useLinkVideo(tenant: number, productId: number) {
  const apply = useApply(tenant, productId);
  return useMutation({
    mutationFn: (body: VideoLinkBody) =>
      adminCall(calls.uploadVideo, {
        params: { id: productId },
        query: { tenant },
        body,
        schema: AdminProductMediaSchema,
      }),
    onSuccess: apply,
  });
}

/** An upload's answer goes into the cache like the other changes'. */
export function useApplyUpload(tenant: number, productId: number) {
  return useApply(tenant, productId);
}

/**
 * `GET /api/admin/images/{id}/thumbnail`: the picture's smallest size as a Blob. An `<img>` cannot
 * send the bearer token, and the operator has no shop session for a non-public shop's `/media/`.
 */
/** A Blob as a `data:` URL: the page's CSP lets pictures come from the shop and `data:`, not from `blob:`. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function fetchThumbnail(tenant: number, id: number): Promise<string> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'unauthorized');
  const url = withQuery(adminPath(calls.thumbnail, { id }), { tenant });
  const get = (token: string) =>
    fetch(url, {
      method: calls.thumbnail.method,
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
  let response = await get(session.access_token);
  if (response.status === 401) {
    const renewed = currentSession()?.access_token !== session.access_token || (await refreshSession());
    if (renewed) response = await get(currentSession()?.access_token ?? '');
  }
  if (!response.ok) throw new ApiError(response.status, null);
  return dataUrlOf(await response.blob());
}

export function useThumbnail(tenant: number, id: number) {
  return useQuery({
    queryKey: ['media-thumbnail', tenant, id],
    queryFn: () => fetchThumbnail(tenant, id),
    staleTime: Infinity,
  });
}
