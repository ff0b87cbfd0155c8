import { mediaUrl } from '../../lib/media.ts';

/** A decorative square image of the media store (empty alt: the text beside it names it), loaded lazily. */
export function Thumbnail({ file, size }: { file: string; size: number }) {
  return <img src={mediaUrl(file, size)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
