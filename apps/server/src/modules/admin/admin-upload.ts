import multipart from '@fastify/multipart';
import { MEDIA_SIZE_LIMITS, type MediaKind } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { refusal } from './admin-media.content.ts';

/**
 * The back office's uploads (a product's pictures, files and videos; a group's or category's
 * picture): the multipart scope, the route options that let a multipart body through the
 * request guard, and the reading of the one file.
 */

/** An uploaded part: its bytes and the name the browser gave (only for a default title). */
export interface Upload {
  data: Buffer;
  fileName: string;
  title?: string | undefined;
}

const LARGEST_UPLOAD = Math.max(...Object.values(MEDIA_SIZE_LIMITS));

/** The multipart errors that mean "too much": a file past the limit, or more parts than one file and its title. */
const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Registers `routes` in a scope of their own with `@fastify/multipart`: no route outside such a
 * scope takes multipart bodies (and the request guard lets them through only to routes with
 * `config.bodyTypes` naming them: a call that consumes multipart bodies, see `registerOperatorCalls`).
 */
export function withUploads(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 2, parts: 3, fieldSize: 1000, headerPairs: 50 },
    });
    routes(scope);
  });
}

/**
 * The one file of a multipart upload (part `file`; a field `title` before it for a PDF), read up
 * to the kind's limit: past it 413 `media_too_large` (the rest is not kept); no file 422
 * `file: media_file_missing`; a body that is not multipart 415; a broken one 400.
 */
export async function readUpload(request: FastifyRequest, kind: MediaKind): Promise<Upload> {
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
