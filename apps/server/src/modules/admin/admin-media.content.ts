import { randomBytes } from 'node:crypto';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  MEDIA_MAX_PIXELS,
  MEDIA_TYPES,
  type MediaError,
  type MediaKind,
} from '@shop/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ValidationError } from '../../plugins/errors.ts';

/**
 * What an upload is, read from its content (file-type's magic numbers, sharp's decoder for
 * pictures), never from its name or the type the browser states: a PNG named `.pdf`, a text
 * named `.jpg` or an SVG (text, with possible script) is refused as `media_wrong_type`.
 */

/** The type and extension an upload's content has, when it is one the kind accepts. */
export interface CheckedUpload {
  mime: string;
  ext: string;
}

export function refusal(message: MediaError): ValidationError {
  return new ValidationError([{ field: 'file', message }]);
}

/** The upload's type from its content; `media_wrong_type` when it is not one of the kind's. */
export async function checkedType(kind: MediaKind, data: Uint8Array): Promise<CheckedUpload> {
  const found = await fileTypeFromBuffer(data);
  if (!found || !MEDIA_TYPES[kind].includes(found.mime)) throw refusal('media_wrong_type');
  return { mime: found.mime, ext: found.ext };
}

/** A picture's size in pixels; `media_unreadable` when sharp cannot decode it, `media_too_many_pixels` past the limit. */
export async function pictureSize(data: Uint8Array): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw refusal('media_unreadable');
  }
  const { width, height } = meta;
  if (!width || !height) throw refusal('media_unreadable');
  if (width * height > MEDIA_MAX_PIXELS) throw refusal('media_too_many_pixels');
  // An EXIF orientation of 5-8 turns the picture: its shown width is its height.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export interface MadeVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

const ENCODE: Record<ImageFormat, (s: Sharp) => Sharp> = {
  // Effort 2 keeps AVIF encoding of a 1280 px picture well under a second of one libuv thread.
  avif: (s) => s.avif({ quality: 55, effort: 2 }),
  webp: (s) => s.webp({ quality: 80, effort: 4 }),
};

/** The widths to make of a picture `width` pixels wide: the shop's sizes, none wider than the picture. */
export function variantWidths(width: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
}

/**
 * The shop's sizes of a picture in WebP and AVIF (turned upright by its EXIF orientation, the
 * metadata dropped). sharp works on libuv's threads: the event loop only waits; one width at a
 * time, both formats of it at once.
 */
export async function makeVariants(data: Uint8Array, width: number): Promise<MadeVariant[]> {
  const made: MadeVariant[] = [];
  for (const w of variantWidths(width)) {
    const resized = sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().resize({ width: w });
    const outputs = await Promise.all(
      IMAGE_FORMATS.map(async (format) => {
        const out = await ENCODE[format](resized.clone()).toBuffer({ resolveWithObject: true });
        return { format, width: out.info.width, height: out.info.height, data: out.data };
      }),
    );
    made.push(...outputs);
  }
  return made;
}

/** A picture upload checked and made ready to store: its type (from its content) and its sizes. */
export interface PreparedPicture {
  type: CheckedUpload;
  variants: MadeVariant[];
}

/**
 * Checks a picture upload (JPEG, PNG, WebP, AVIF or GIF by its content, readable, at most
 * MEDIA_MAX_PIXELS) and makes its sizes: the work done before the transaction that stores it.
 */
export async function preparePicture(data: Uint8Array): Promise<PreparedPicture> {
  const type = await checkedType('image', data);
  const { width } = await pictureSize(data);
  return { type, variants: await makeVariants(data, width) };
}

/** What an audit row says of a stored picture upload. */
export function pictureFacts(picture: PreparedPicture, data: Uint8Array) {
  return {
    contentType: picture.type.mime,
    bytes: data.length,
    variants: picture.variants.map((v) => `${v.format} ${v.width}`),
  };
}

/** A stored name no other file has: `t4-p12-u<random>.png` (`owner`: `p12` a product, `g3` a group, `c2` a category). */
export function storedName(tenantId: number, owner: string, ext: string): string {
  return `t${tenantId}-${owner}-u${randomBytes(6).toString('hex')}.${ext}`;
}
