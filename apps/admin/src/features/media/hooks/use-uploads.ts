import { MEDIA_SIZE_LIMITS, type MediaKind } from '@shop/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import type { Progress } from '../components/upload-zone.tsx';

/** The upload under way: its kind and how much of it is sent. */
export type UploadProgress = { kind: MediaKind; progress: Progress };

/**
 * Sends chosen or dropped files one after another with `send`, keeping the progress of the one
 * under way; a file over its kind's limit is refused without sending it (`media_too_large`, as
 * the server would). `done` gets each answer, `failed` each refusal.
 */
export function useUploads<T>(
  send: (kind: MediaKind, file: File, onProgress: (fraction: number) => void) => Promise<T>,
  on: { done: (answer: T, file: File) => void; failed: (error: unknown, kind: MediaKind) => void },
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = async (kind: MediaKind, files: readonly File[]) => {
    for (const file of files) {
      if (file.size > MEDIA_SIZE_LIMITS[kind]) {
        on.failed(new ApiError(413, 'media_too_large'), kind);
        continue;
      }
      setProgress({ kind, progress: { name: file.name, fraction: 0 } });
      try {
        const answer = await send(kind, file, (fraction) =>
          setProgress({ kind, progress: { name: file.name, fraction } }),
        );
        on.done(answer, file);
      } catch (error) {
        on.failed(error, kind);
      } finally {
        setProgress(null);
      }
    }
  };
  return { progress, upload };
}
