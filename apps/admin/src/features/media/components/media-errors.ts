import { MEDIA_ERRORS, MEDIA_SIZE_LIMITS, type MediaKind } from '@shop/contract';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import type { TFunction } from '../../../lib/i18n.ts';

/** A size in MB as the operator reads it ("10 MB"). */
export function megabytes(bytes: number): string {
  // Under a tenth of a megabyte, kilobytes (a small PDF or picture is not "0 MB").
  if (bytes < 100 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
}

const OWN = new Set<string>([...MEDIA_ERRORS, 'not_found', 'invalid', 'unsupported_media_type']);

/** The translated text of a media call's failure: its field error or operation error, else the general one. */
export function mediaErrorText(t: TFunction, error: unknown, kind: MediaKind): string {
  const code =
    error instanceof ApiError && error.fieldErrors.length > 0
      ? (error.fieldErrors[0]?.message ?? 'error')
      : errorCode(error);
  const limit = megabytes(MEDIA_SIZE_LIMITS[kind]);
  return OWN.has(code) ? t(`media.errors.${code}`, { limit }) : t(`errors.${code === 'error' ? 'error' : code}`);
}
