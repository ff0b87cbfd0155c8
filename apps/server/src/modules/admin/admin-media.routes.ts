import multipart from '@fastify/multipart';
import {
  AdminMediaQuerySchema,
  AdminProductMediaSchema,
  FilePatchBodySchema,
  ImagePatchBodySchema,
  MEDIA_SIZE_LIMITS,
  MediaIdParamSchema,
  type MediaKind,
  OperationAnswerSchema,
  toFieldErrors,
  VideoLinkBodySchema,
  VideoPatchBodySchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { operatorOf } from './admin-guard.ts';
import { refusal } from './admin-media.content.ts';
import {
  changeMedia,
  imageThumbnail,
  linkVideo,
  productMedia,
  removeMedia,
  type Upload,
  uploadFile,
  uploadImage,
  uploadVideo,
} from './admin-media.service.ts';
import { operatorRoutes } from './admin-route.ts';

const LARGEST_UPLOAD = Math.max(...Object.values(MEDIA_SIZE_LIMITS));

/** The multipart errors that mean "too much": a file past the limit, or more parts than one file and its title. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The one file of a multipart upload (part `file`; a field `title` before it for a PDF), read up
 * to the kind's limit: past it 413 `media_too_large` (the rest is not kept); no file 422
 * `file: media_file_missing`; a body that is not multipart 415; a broken one 400.
 */
async function readUpload(request: FastifyRequest, kind: MediaKind): Promise<Upload> {
  if (!request.isMultipart()) throw new OperationError(415, 'unsupported_media_type');
  try {
    const part = await request.file({ limits: { fileSize: MEDIA_SIZE_LIMITS[kind] } });
    if (part?.fieldname !== 'file') throw refusal('media_file_missing');
    const data = await part.toBuffer();
    if (data.length === 0) throw refusal('media_file_missing');
    const title = part.fields.title;
    const titleValue = title && !Array.isArray(title) && title.type === 'field' ? String(title.value) : undefined;
    return { data, fileName: part.filename ?? '', title: titleValue };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_LARGE.has(code)) throw new OperationError(413, 'media_too_large');
    if (error instanceof ValidationError || error instanceof OperationError) throw error;
    // Only the request is read here: anything else is a broken multipart body (cut short, bad headers).
    throw new OperationError(400, 'malformed_request');
  }
}

/**
 * The back office's pictures, files and videos of a product. `@fastify/multipart` is registered
 * in this scope only: no other route takes multipart bodies (the request guard lets them through
 * only to routes with `config.uploads`).
 */
export function registerAdminMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 2, parts: 3, fieldSize: 1000, headerPairs: 50 },
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const route = operatorRoutes(ctx, 'admin: media');
    /** An upload route's options: multipart accepted, 413 documented. */
    const upload = (summary: string) => {
      const options = route('catalog:write', {
        summary,
        querystring: AdminMediaQuerySchema,
        params: MediaIdParamSchema,
        response: { 201: AdminProductMediaSchema, 413: OperationAnswerSchema, 415: OperationAnswerSchema },
      });
      return {
        ...options,
        config: { ...options.config, bodyTypes: ['multipart/form-data'] },
        schema: { ...options.schema, consumes: ['multipart/form-data', 'application/json'] },
      };
    };

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
