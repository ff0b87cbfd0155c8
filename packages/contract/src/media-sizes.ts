/**
 * The widths the shop shows pictures at: thumbnails (cart, gallery strip: 72–160 px), the product
 * page and list cards (600–640 px), the fullscreen viewer (1280 px). Each upload is resized to
 * these (never wider than the original) as WebP and AVIF; `/media/{file}?w=` picks one. In a
 * module of its own: the shop's start-up code needs the widths, not the upload schemas.
 */
export const IMAGE_WIDTHS = [160, 640, 1280] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
