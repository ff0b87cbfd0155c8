import { MEDIA_SIZE_LIMITS, type PictureOwner } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { type PictureOwnerAnswer, removePicture, uploadPicture } from '../api/media.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import styles from './media.module.css';
import { mediaErrorText, megabytes } from './media-errors.ts';
import { Thumbnail } from './media-lists.tsx';
import { UploadZone } from './upload-zone.tsx';

type Message = { tone: 'success' | 'failure'; text: string };

/** A refusal's text: the media area's, but a group or category gone is said of it. */
function refusalText(t: TFunction, error: unknown): string {
  return errorCode(error) === 'not_found' ? t('media.owned.notFound') : mediaErrorText(t, error, 'image');
}

/**
 * The picture of a group or category (the shop's category cards): a small thumbnail through the
 * back office's thumbnail call (a data: URL), "Choose picture" that also takes a dropped file
 * (with its progress), and "Remove picture" after confirming. Refusals show translated in an
 * alert; `onChanged` gets the call's answer (the group, or the category with its groups).
 * Read-only without `catalog:write` (ORDER_HANDLER). `label` names it ("group Bags").
 */
export function OwnerPicture({
  tenant,
  owner,
  id,
  imageId,
  hasPicture,
  label,
  onChanged,
}: {
  tenant: number;
  owner: PictureOwner;
  id: number;
  imageId: number | null;
  hasPicture: boolean;
  label: string;
  onChanged: (answer: PictureOwnerAnswer) => void;
}) {
  const { t } = useTranslation();
  const mayChange = useMay('catalog:write');
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const own = useRef<HTMLDivElement>(null);
  const [focusChoose, setFocusChoose] = useState(false);
  const { progress, upload } = useUploads(
    (_kind, file, onProgress) => uploadPicture(tenant, owner, id, file, onProgress),
    {
      done: (answer) => {
        onChanged(answer);
        setMessage({ tone: 'success', text: t('media.owned.saved', { name: label }) });
      },
      failed: (error) => setMessage({ tone: 'failure', text: refusalText(t, error) }),
    },
  );
  const busy = progress !== null || removing;

  // "Remove picture" goes with the picture: the focus moves to "Choose picture" once it is usable again.
  // (Each button's accessible name starts with its visible text, WCAG 2.5.3.)
  useEffect(() => {
    if (!focusChoose || busy) return;
    own.current?.querySelector<HTMLButtonElement>('fieldset button')?.focus();
    setFocusChoose(false);
  }, [focusChoose, busy]);

  const remove = async () => {
    setConfirming(false);
    setMessage(null);
    setRemoving(true);
    try {
      onChanged(await removePicture(tenant, owner, id));
      setMessage({ tone: 'success', text: t('media.owned.removed', { name: label }) });
      setFocusChoose(true);
    } catch (error) {
      setMessage({ tone: 'failure', text: refusalText(t, error) });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div ref={own} className={styles.owned} aria-busy={busy} data-testid={`picture-${owner}-${id}`}>
      <div className={styles.ownedThumb}>
        {imageId !== null ? (
          <Thumbnail tenant={tenant} id={imageId} alt={t('media.owned.alt', { name: label })} size={64} />
        ) : (
          <span className={styles.ownedNone}>{t(hasPicture ? 'media.owned.missing' : 'media.owned.none')}</span>
        )}
      </div>
      {mayChange ? (
        <div className={styles.ownedActions}>
          <UploadZone
            kind="image"
            busy={busy}
            progress={progress?.progress ?? null}
            single={{
              hint: t('media.owned.drop', { limit: megabytes(MEDIA_SIZE_LIMITS.image) }),
              short: t('media.owned.dropShort'),
              choose: t('media.owned.choose'),
              chooseLabel: t('media.owned.chooseOf', { name: label }),
            }}
            onFiles={(files) => {
              setMessage(null);
              void upload('image', files);
            }}
          />
          {hasPicture ? (
            <Button
              variant="secondary"
              isDisabled={busy}
              aria-label={removing ? undefined : t('media.owned.removeOf', { name: label })}
              onPress={() => setConfirming(true)}
            >
              {removing ? t('media.owned.removing') : t('media.owned.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      <ConfirmDialog
        isOpen={confirming}
        title={t('media.owned.removeTitle', { name: label })}
        text={t('media.owned.removeText')}
        confirm={t('media.owned.remove')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
