import {
  AdminMediaQuerySchema,
  AdminProductMediaSchema,
  FilePatchBodySchema,
  ImagePatchBodySchema,
  MediaIdParamSchema,
  OperationAnswerSchema,
  toFieldErrors,
  VideoLinkBodySchema,
  VideoPatchBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { operatorOf } from './admin-guard.ts';
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
import { operatorRoutes } from './admin-route.ts';
import { acceptingUploads, readUpload, withUploads } from './admin-upload.ts';

/**
 * The back office's pictures, files and videos of a product, in a scope of their own with
 * `@fastify/multipart` (`withUploads`): no other route takes multipart bodies (the request guard
 * lets them through only to routes with `config.bodyTypes`).
 */
export function registerAdminMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  withUploads(app, (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const route = operatorRoutes(ctx, 'admin: media');
    /** An upload route's options: multipart (and JSON, for a linked video) accepted, 413 documented. */
    const upload = (summary: string) =>
      acceptingUploads(
        route('catalog:write', {
          summary,
          querystring: AdminMediaQuerySchema,
          params: MediaIdParamSchema,
          response: { 201: AdminProductMediaSchema, 413: OperationAnswerSchema, 415: OperationAnswerSchema },
        }),
        ['multipart/form-data', 'application/json'],
      );

    typed.get(
      '/api/admin/products/:id/media',
      route('catalog:read', {
        summary: "A product's pictures (the first is the main one), PDF files and videos, each in its order",
        querystring: AdminMediaQuerySchema,
        params: MediaIdParamSchema,
        response: { 200: AdminProductMediaSchema },
      }),
      async (request) => productMedia(ctx, operatorOf(request).tenant, request.params.id),
    );

    typed.get(
      '/api/admin/images/:id/thumbnail',
      route('catalog:read', {
        summary:
          "A picture's smallest WebP size (else the picture as uploaded) for the back office's lists: the bearer " +
          "token stands for the shop's media cookie, which an operator does not have",
        querystring: AdminMediaQuerySchema,
        params: MediaIdParamSchema,
        produces: ['image/webp', 'image/png', 'image/jpeg', 'image/svg+xml'],
        // Bytes: the answer's schemas describe its errors.
        response: {},
      }),
      async (request, reply) => {
        const { contentType, data } = await imageThumbnail(ctx, operatorOf(request).tenant, request.params.id);
        return reply
          .header('content-type', contentType)
          .header('cache-control', 'private, max-age=300')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(data) as never);
      },
    );

    typed.post(
      '/api/admin/products/:id/images',
      upload(
        'Upload a picture (multipart, part `file`): JPEG, PNG, WebP, AVIF or GIF by its content, at most 10 MB ' +
          '(413 media_too_large) and 40 megapixels; resized to the shop sizes as WebP and AVIF; placed last. ' +
          '422 file: media_wrong_type (SVG included), media_unreadable, media_too_many_pixels, media_file_missing',
      ),
      async (request, reply) => {
        const operator = operatorOf(request);
        const media = await uploadImage(ctx, operator, request.params.id, await readUpload(request, 'image'));
        return reply.code(201).send(media);
      },
    );

    typed.post(
      '/api/admin/products/:id/files',
      upload(
        'Upload a PDF (multipart: optional field `title` first, then part `file`), by its content, at most 20 MB; ' +
          'placed last. 413 media_too_large; 422 file: media_wrong_type, media_file_missing',
      ),
      async (request, reply) => {
        const operator = operatorOf(request);
        const media = await uploadFile(ctx, operator, request.params.id, await readUpload(request, 'file'));
        return reply.code(201).send(media);
      },
    );

    typed.post(
      '/api/admin/products/:id/videos',
      upload(
        'Add a video: an MP4 or WebM file (multipart, part `file`, at most 50 MB, by its content) or JSON ' +
          '{ source: YOUTUBE|VIMEO, externalId } (an 11-character YouTube id, a numeric Vimeo id); placed last',
      ),
      async (request, reply) => {
        const operator = operatorOf(request);
        if (request.isMultipart()) {
          const media = await uploadVideo(ctx, operator, request.params.id, await readUpload(request, 'video'));
          return reply.code(201).send(media);
        }
        const body = VideoLinkBodySchema.safeParse(request.body ?? {});
        if (!body.success) throw new ValidationError(toFieldErrors(body.error.issues));
        return reply.code(201).send(await linkVideo(ctx, operator, request.params.id, body.data));
      },
    );

    const kinds = [
      {
        kind: 'image',
        path: 'images',
        body: ImagePatchBodySchema,
        what: 'a picture: position (0 first) or main: true',
      },
      { kind: 'file', path: 'files', body: FilePatchBodySchema, what: 'a PDF file: position and/or title' },
      { kind: 'video', path: 'videos', body: VideoPatchBodySchema, what: 'a video: position' },
    ] as const;
    for (const { kind, path, body, what } of kinds) {
      typed.patch(
        `/api/admin/${path}/:id`,
        route('catalog:write', {
          summary: `Change ${what}; answers the product's media`,
          querystring: AdminMediaQuerySchema,
          params: MediaIdParamSchema,
          body,
          response: { 200: AdminProductMediaSchema },
        }),
        async (request) => changeMedia(ctx, operatorOf(request), kind, request.params.id, request.body),
      );
      typed.delete(
        `/api/admin/${path}/:id`,
        route('catalog:write', {
          summary: `Delete ${kind === 'image' ? 'a picture (and its sizes)' : `a ${kind}`}; answers the product's media`,
          querystring: AdminMediaQuerySchema,
          params: MediaIdParamSchema,
          response: { 200: AdminProductMediaSchema },
        }),
        async (request) => removeMedia(ctx, operatorOf(request), kind, request.params.id),
      );
    }
  });
}
