import { MEDIA_ACCEPT, MEDIA_SIZE_LIMITS, type MediaKind } from '@shop/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './media.module.css';
import { megabytes } from './media-errors.ts';

export type Progress = { name: string; fraction: number };

/**
 * The zone's own texts, for one picture of its own (a group's): the hint (read with the button),
 * the short hint shown beside it, the button and its accessible name.
 */
export type ZoneTexts = { hint: string; short: string; choose: string; chooseLabel: string };

/**
 * Where files of one kind are dropped, and a button that opens the file chooser (keyboard:
 * Tab to it, Enter or Space). Files go to `onFiles` one list at a time; the progress of the
 * upload under way shows below, announced politely. With `single`, one file is chosen (a
 * dropped list gives its first) and the zone is small: the button, then a short hint (the whole
 * hint, with the accepted types and the limit, is read with the button).
 */
export function UploadZone({
  kind,
  busy,
  progress,
  onFiles,
  single,
}: {
  kind: MediaKind;
  busy: boolean;
  progress: Progress | null;
  onFiles: (files: File[]) => void;
  single?: ZoneTexts;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const limit = megabytes(MEDIA_SIZE_LIMITS[kind]);

  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = [...event.dataTransfer.files].slice(0, single ? 1 : undefined);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div className={styles.section}>
      <fieldset
        className={styles.zone}
        aria-labelledby={hintId}
        data-dragging={dragging}
        data-single={single !== undefined}
        data-testid={`drop-${kind}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {single ? null : <span id={hintId}>{t(`media.drop.${kind}`, { limit })}</span>}
        <Button
          isDisabled={busy}
          onPress={() => input.current?.click()}
          aria-describedby={hintId}
          aria-label={single?.chooseLabel}
        >
          {single?.choose ?? t(`media.choose.${kind}`)}
        </Button>
        {single ? (
          <>
            <span className={styles.zoneShort} aria-hidden="true">
              {single.short}
            </span>
            <span id={hintId} className="visually-hidden">
              {single.hint}
            </span>
          </>
        ) : null}
        <input
          ref={input}
          type="file"
          multiple={!single}
          tabIndex={-1}
          aria-hidden="true"
          className={styles.fileInput}
          accept={MEDIA_ACCEPT[kind]}
          data-testid={`input-${kind}`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </fieldset>
      {progress ? (
        <div className={styles.progress}>
          <progress
            max={100}
            value={Math.round(progress.fraction * 100)}
            aria-label={t('media.progressLabel', { name: progress.name })}
          />
          <span>{t('media.uploading', { name: progress.name, percent: Math.round(progress.fraction * 100) })}</span>
        </div>
      ) : null}
    </div>
  );
}
