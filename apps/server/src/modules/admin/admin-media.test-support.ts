/**
 * Uploads for the back office's media tests and the hardening samples: a multipart body built
 * by hand (what a browser's FormData sends), and small files of each kind.
 */
import sharp from 'sharp';
import { sheetPdf } from '../../db/seed/pdf.ts';

export interface Part {
  name: string;
  /** A file part's name as the browser gives it; a plain field without. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A `multipart/form-data` body of these parts and its Content-Type header. */
export function multipartBody(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----shopTestBoundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** One file in part `file` (with fields before it). */
export function fileUpload(
  data: Buffer | string,
  filename: string,
  contentType: string,
  fields: Record<string, string> = {},
) {
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: 'file', filename, contentType, data },
  ]);
}

/** A picture of this size with a gradient-free fill (small, quick to make). */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** A small valid PDF. */
export function pdf(): Buffer {
  return sheetPdf({ title: 'Data sheet', subtitle: 'Test', lines: ['Line one'], footer: 'Footer' });
}

/** The first box of an MP4 file (what file-type reads: `ftyp` with brand mp42). */
export function mp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

/** An SVG with a script: text, refused as a picture. */
export const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

/** A 1x1 PNG as bytes, made without sharp (for a synchronous sample). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
