import type { MediaKind, VideoLinkBody } from '@shop/contract';
import { useEffect, useState } from 'react';
import { ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import {
  uploadMedia,
  useApplyUpload,
  useChangeMedia,
  useDeleteMedia,
  useLinkVideo,
  useProductMedia,
} from '../api/media.ts';
import { useUploads } from '../hooks/use-uploads.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import styles from './media.module.css';
import { mediaErrorText } from './media-errors.ts';
import { buttonId, FileList, ImageList, type ListActions, VideoList } from './media-lists.tsx';
import { UploadZone } from './upload-zone.tsx';
import { VideoLinkForm } from './video-link-form.tsx';

type Message = { tone: 'success' | 'failure'; text: string };
type Pending = { kind: MediaKind; id: number; name: string };

/**
 * A product's pictures, PDF files and videos in the back office (for the product editor):
 * upload by drag and drop or the file button (with progress), thumbnails, move earlier or later,
 * set the main picture (the first), delete after confirming; a YouTube or Vimeo video by id.
 * The server's refusals show translated. Read-only without `catalog:write` (ORDER_HANDLER).
 */
export function ProductMedia({ tenant, productId }: { tenant: number; productId: number }) {
  const { t } = useTranslation();
  const mayChange = useMay('catalog:write');
  const query = useProductMedia(tenant, productId);
  const change = useChangeMedia(tenant, productId);
  const remove = useDeleteMedia(tenant, productId);
  const link = useLinkVideo(tenant, productId);
  const applyUpload = useApplyUpload(tenant, productId);
  const [message, setMessage] = useState<Message | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | undefined>(undefined);

  // After a move the item's button is found again (it may have moved in the page) and focused.
  useEffect(() => {
    if (!focusId || change.isPending) return;
    const target = document.getElementById(focusId);
    const usable = target && !target.hasAttribute('disabled') && target.getAttribute('data-disabled') === null;
    const other = focusId.endsWith('-earlier')
      ? focusId.replace(/-earlier$/, '-later')
      : focusId.replace(/-later$/, '-earlier');
    (usable ? target : document.getElementById(other))?.focus();
    setFocusId(null);
  }, [focusId, change.isPending]);

  const fail = (error: unknown, kind: MediaKind) =>
    setMessage({ tone: 'failure', text: mediaErrorText(t, error, kind) });
  const { progress, upload } = useUploads(
    (kind, file, onProgress) => uploadMedia(tenant, productId, kind, file, onProgress),
    {
      done: (media, file) => {
        applyUpload(media);
        setMessage({ tone: 'success', text: t('media.uploaded', { name: file.name }) });
      },
      failed: fail,
    },
  );
  const busy = progress !== null || change.isPending || remove.isPending || link.isPending;

  const actions: ListActions = {
    mayChange,
    busy,
    move: (kind, id, position, name, focus) => {
      setMessage(null);
      change.mutate(
        { kind, id, body: { position } },
        {
          onSuccess: (media) => {
            const list = kind === 'image' ? media.images : kind === 'file' ? media.files : media.videos;
            setMessage({
              tone: 'success',
              text: t('media.moved', { name, position: position + 1, count: list.length }),
            });
            setFocusId(focus);
          },
          onError: (error) => fail(error, kind),
        },
      );
    },
    makeMain: (id, index) => {
      setMessage(null);
      change.mutate(
        { kind: 'image', id, body: { main: true } },
        {
          onSuccess: () => {
            setMessage({ tone: 'success', text: t('media.madeMain', { index: index + 1 }) });
            setFocusId(buttonId('image', id, 'later'));
          },
          onError: (error) => fail(error, 'image'),
        },
      );
    },
    askDelete: (kind, id, name) => setPending({ kind, id, name }),
  };

  const confirmDelete = () => {
    if (!pending) return;
    const { kind, id, name } = pending;
    setPending(null);
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('media.deleted', { name }) }),
        onError: (error) => fail(error, kind),
      },
    );
  };

  const addLink = async (body: VideoLinkBody): Promise<boolean> => {
    setMessage(null);
    setLinkError(undefined);
    try {
      await link.mutateAsync(body);
      setMessage({ tone: 'success', text: t('media.link.added') });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) setLinkError(mediaErrorText(t, error, 'video'));
      else fail(error, 'video');
      return false;
    }
  };

  if (query.isPending) return <p className={ui.muted}>{t('media.loading')}</p>;
  if (query.isError) return <Notice tone="failure">{t('media.loadFailed')}</Notice>;
  const media = query.data;
  const zone = (kind: MediaKind) =>
    mayChange ? (
      <UploadZone
        kind={kind}
        busy={busy}
        progress={progress?.kind === kind ? progress.progress : null}
        onFiles={(files) => {
          setMessage(null);
          void upload(kind, files);
        }}
      />
    ) : null;

  return (
    <div className={styles.media} data-testid="product-media">
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {mayChange ? null : <p className={ui.muted}>{t('media.readOnly')}</p>}
      <section className={styles.section} aria-labelledby={`media-images-${productId}`}>
        <h3 id={`media-images-${productId}`}>{t('media.images')}</h3>
        {zone('image')}
        <ImageList tenant={tenant} images={media.images} actions={actions} />
      </section>
      <section className={styles.section} aria-labelledby={`media-files-${productId}`}>
        <h3 id={`media-files-${productId}`}>{t('media.files')}</h3>
        {zone('file')}
        <FileList files={media.files} actions={actions} />
      </section>
      <section className={styles.section} aria-labelledby={`media-videos-${productId}`}>
        <h3 id={`media-videos-${productId}`}>{t('media.videos')}</h3>
        {zone('video')}
        {mayChange ? <VideoLinkForm busy={busy} error={linkError} onAdd={addLink} /> : null}
        <VideoList videos={media.videos} actions={actions} />
      </section>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('media.deleteTitle', { name: pending?.name ?? '' })}
        text={t('media.deleteText')}
        confirm={t('media.deleteConfirm')}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
