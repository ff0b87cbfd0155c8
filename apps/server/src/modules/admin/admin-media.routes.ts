import { AdminMediaApi, toFieldErrors, VideoLinkBodySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../plugins/errors.ts';
import {
  changeMedia,
  imageThumbnail,
  linkVideo,
  productMedia,
  removeMedia,
  uploadFile,
  uploadImage,
  uploadVideo,
} from './admin-media.service.ts';
import { registerOperatorCalls } from './admin-route.ts';
import { readUpload, withUploads } from './admin-upload.ts';

/**
 * The back office's pictures, files and videos of a product, in a scope of their own with
 * `@fastify/multipart` (`withUploads`): no other route takes multipart bodies (the request guard
 * lets them through only to routes with `config.bodyTypes`).
 */
export function registerAdminMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  withUploads(app, (scope) =>
    registerOperatorCalls(scope, ctx, AdminMediaApi, {
      media: ({ operator, params }) => productMedia(ctx, operator.tenant, params.id),
      thumbnail: async ({ operator, params, reply }) => {
        const { contentType, data } = await imageThumbnail(ctx, operator.tenant, params.id);
        return reply
          .header('content-type', contentType)
          .header('cache-control', 'private, max-age=300')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(data) as never);
      },
      uploadImage: async ({ operator, params, request }) =>
        uploadImage(ctx, operator, params.id, await readUpload(request, 'image')),
      uploadFile: async ({ operator, params, request }) =>
        uploadFile(ctx, operator, params.id, await readUpload(request, 'file')),
      uploadVideo: async ({ operator, params, request }) => {
        if (request.isMultipart()) return uploadVideo(ctx, operator, params.id, await readUpload(request, 'video'));
        const body = VideoLinkBodySchema.safeParse(request.body ?? {});
        if (!body.success) throw new ValidationError(toFieldErrors(body.error.issues));
        return linkVideo(ctx, operator, params.id, body.data);
      },
      changeImage: ({ operator, params, body }) => changeMedia(ctx, operator, 'image', params.id, body),
      changeFile: ({ operator, params, body }) => changeMedia(ctx, operator, 'file', params.id, body),
      changeVideo: ({ operator, params, body }) => changeMedia(ctx, operator, 'video', params.id, body),
      removeImage: ({ operator, params }) => removeMedia(ctx, operator, 'image', params.id),
      removeFile: ({ operator, params }) => removeMedia(ctx, operator, 'file', params.id),
      removeVideo: ({ operator, params }) => removeMedia(ctx, operator, 'video', params.id),
    }),
  );
}
