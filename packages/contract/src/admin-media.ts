import { z } from 'zod';
import { IMAGE_FORMATS } from './media-sizes.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The back office's pictures, files and videos of a product (`/api/admin/products/:id/media`,
 * `/api/admin/products/:id/images|files|videos`, `/api/admin/images|files|videos/:id`).
 *
 * Uploads are `multipart/form-data` with one part named `file` (and, for a PDF, an optional
 * `title` field). The type is read from the content, never from the name or the client's type.
 * A product's main picture is its first one (position 0): the shop shows the pictures in their
 * order, and "set as main" moves a picture first.
 */

// ---------------------------------------------------------------------------------------------
// Limits and kinds.

export const MEDIA_KINDS = ['image', 'file', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

/** The largest upload of each kind, in bytes (larger: 413 `media_too_large`). */
export const MEDIA_SIZE_LIMITS: Record<MediaKind, number> = {
  image: 10 * MB,
  file: 20 * MB,
  video: 50 * MB,
};

/** The types each kind accepts, as read from the content (file-type's MIME types). SVG is never accepted. */
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  file: ['application/pdf'],
  video: ['video/mp4', 'video/webm'],
};

/** What the upload fields' `accept` offer the operator (the server decides from the content). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: '.jpg,.jpeg,.png,.webp,.avif,.gif,image/jpeg,image/png,image/webp,image/avif,image/gif',
  file: '.pdf,application/pdf',
  video: '.mp4,.webm,video/mp4,video/webm',
};

export { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from './media-sizes.ts';

/** A picture larger than this many pixels is refused (`media_too_many_pixels`): decoding it would cost too much. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The translatable keys of an upload's refusal (`{ operationError }` for 413, `fieldErrors[].message` for 422). */
export const MEDIA_ERRORS = [
  'media_too_large',
  'media_wrong_type',
  'media_unreadable',
  'media_too_many_pixels',
  'media_file_missing',
] as const;
export type MediaError = (typeof MEDIA_ERRORS)[number];

// ---------------------------------------------------------------------------------------------
// Calls.

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
/** A product's id (`/api/admin/products/:id/...`) or a picture's, file's or video's (`/api/admin/images/:id`). */
export const MediaIdParamSchema = z.object({ id: Id });
export const AdminMediaQuerySchema = z.object({ tenant: TenantIdSchema });

const Position = z.number().int().min(0).max(10_000);

export const ImagePatchBodySchema = z
  .strictObject({
    /** The new place among the product's pictures, 0 first (a larger number: last). */
    position: Position.optional(),
    /** Make it the main picture (the first). */
    main: z.literal(true).optional(),
  })
  .refine((b) => b.position !== undefined || b.main !== undefined, { message: 'required' });
export type ImagePatchBody = z.infer<typeof ImagePatchBodySchema>;

export const MEDIA_TITLE_MAX = 100;
const Title = singleLine(z.string().trim().min(1).max(MEDIA_TITLE_MAX));

export const FilePatchBodySchema = z
  .strictObject({ position: Position.optional(), title: Title.optional() })
  .refine((b) => b.position !== undefined || b.title !== undefined, { message: 'required' });
export type FilePatchBody = z.infer<typeof FilePatchBodySchema>;

export const VideoPatchBodySchema = z.strictObject({ position: Position });
export type VideoPatchBody = z.infer<typeof VideoPatchBodySchema>;

/** A video on YouTube or Vimeo, by its id there (instead of an uploaded file). */
export const VideoLinkBodySchema = z
  .strictObject({
    source: z.enum(['YOUTUBE', 'VIMEO']),
    externalId: z.string().trim().max(20),
  })
  .superRefine((b, ctx) => {
    const ok = b.source === 'YOUTUBE' ? /^[A-Za-z0-9_-]{11}$/.test(b.externalId) : /^\d{6,12}$/.test(b.externalId);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['externalId'], message: 'invalid' });
  });
export type VideoLinkBody = z.infer<typeof VideoLinkBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers.

export const AdminImageSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  /** 0 first; the first is the main picture. */
  position: z.number().int(),
  main: z.boolean(),
  bytes: z.number().int(),
  /** The sizes made of it (none for the seeded SVG pictures). */
  variants: z.array(z.object({ format: z.enum(IMAGE_FORMATS), width: z.number().int() })),
});
export type AdminImage = z.infer<typeof AdminImageSchema>;

export const AdminFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  title: z.string(),
  contentType: z.string(),
  position: z.number().int(),
  bytes: z.number().int(),
});
export type AdminFile = z.infer<typeof AdminFileSchema>;

export const AdminVideoSchema = z.object({
  id: z.number().int(),
  source: z.enum(['FILE', 'YOUTUBE', 'VIMEO']),
  /** YouTube's or Vimeo's id; for a file its file name. */
  externalId: z.string(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  position: z.number().int(),
  bytes: z.number().int().nullable(),
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

/** A product's pictures, files and videos, each in its order (every media call answers with it). */
export const AdminProductMediaSchema = z.object({
  productId: z.number().int(),
  images: z.array(AdminImageSchema),
  files: z.array(AdminFileSchema),
  videos: z.array(AdminVideoSchema),
});
export type AdminProductMedia = z.infer<typeof AdminProductMediaSchema>;
