import { type AdminFile, type AdminImage, type AdminVideo, localize, type MediaKind } from '@shop/contract';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useThumbnail } from '../api/media.ts';
import styles from './media.module.css';
import { megabytes } from './media-errors.ts';

/** What a list asks of the page: a move (to a position), main picture, or a delete to confirm. */
export type ListActions = {
  mayChange: boolean;
  busy: boolean;
  move: (kind: MediaKind, id: number, position: number, name: string, focusId: string) => void;
  makeMain: (id: number, index: number) => void;
  askDelete: (kind: MediaKind, id: number, name: string) => void;
};

/** The id of an item's button, to put the focus back on it after the list changed. */
export const buttonId = (kind: MediaKind, id: number, what: 'earlier' | 'later' | 'main') =>
  `media-${kind}-${id}-${what}`;

function MoveButtons({
  kind,
  id,
  index,
  count,
  name,
  actions,
}: {
  kind: MediaKind;
  id: number;
  index: number;
  count: number;
  name: string;
  actions: ListActions;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="quiet"
        id={buttonId(kind, id, 'earlier')}
        isDisabled={actions.busy || index === 0}
        aria-label={t('media.moveEarlierOf', { name })}
        onPress={() => actions.move(kind, id, index - 1, name, buttonId(kind, id, 'earlier'))}
      >
        ↑ {t('media.moveEarlier')}
      </Button>
      <Button
        variant="quiet"
        id={buttonId(kind, id, 'later')}
        isDisabled={actions.busy || index === count - 1}
        aria-label={t('media.moveLaterOf', { name })}
        onPress={() => actions.move(kind, id, index + 1, name, buttonId(kind, id, 'later'))}
      >
        ↓ {t('media.moveLater')}
      </Button>
      <Button
        variant="danger"
        isDisabled={actions.busy}
        aria-label={t('media.deleteOf', { name })}
        onPress={() => actions.askDelete(kind, id, name)}
      >
        {t('media.delete')}
      </Button>
    </>
  );
}

/** A picture's thumbnail through the back office's call (bearer token), shown as a data: URL. */
export function Thumbnail({ tenant, id, alt, size = 160 }: { tenant: number; id: number; alt: string; size?: number }) {
  const thumbnail = useThumbnail(tenant, id);
  return thumbnail.data ? (
    <img src={thumbnail.data} alt={alt} width={size} height={size} />
  ) : (
    <span role="img" aria-label={alt} className={styles.placeholder} />
  );
}

/** The pictures as thumbnails (the 160 px size), the main one first and marked. */
export function ImageList({ tenant, images, actions }: { tenant: number; images: AdminImage[]; actions: ListActions }) {
  const { t } = useTranslation();
  if (images.length === 0) return <p className={ui.muted}>{t('media.noImages')}</p>;
  return (
    <ul className={styles.thumbs} aria-label={t('media.images')}>
      {images.map((image, index) => {
        const name = t('media.picture', { index: index + 1 });
        const sizes = new Set(image.variants.map((v) => v.width)).size;
        return (
          <li key={image.id} className={styles.thumb} data-main={image.main} data-testid="media-image">
            <Thumbnail
              tenant={tenant}
              id={image.id}
              alt={t('media.pictureAlt', { index: index + 1, count: images.length })}
            />
            <div className={styles.meta}>
              {image.main ? <span className={styles.mainBadge}>{t('media.main')}</span> : null}
              <span>{megabytes(image.bytes)}</span>
              <span>{sizes > 0 ? t('media.sizes', { count: sizes }) : t('media.original')}</span>
            </div>
            {actions.mayChange ? (
              <div className={styles.buttons}>
                {image.main ? null : (
                  <Button
                    variant="secondary"
                    id={buttonId('image', image.id, 'main')}
                    isDisabled={actions.busy}
                    aria-label={t('media.setMainOf', { index: index + 1 })}
                    onPress={() => actions.makeMain(image.id, index)}
                  >
                    {t('media.setMain')}
                  </Button>
                )}
                <MoveButtons
                  kind="image"
                  id={image.id}
                  index={index}
                  count={images.length}
                  name={name}
                  actions={actions}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function FileList({ files, actions }: { files: AdminFile[]; actions: ListActions }) {
  const { t, lang } = useTranslation();
  if (files.length === 0) return <p className={ui.muted}>{t('media.noFiles')}</p>;
  return (
    <ul className={styles.rows} aria-label={t('media.files')}>
      {files.map((file, index) => {
        // A title is kept language-tagged, as the shop shows it: the operator reads it in the back office's language.
        const title = localize(file.title, lang) || file.fileName;
        return (
          <li key={file.id} className={styles.row} data-testid="media-file">
            <span className={styles.rowName}>
              <a href={`/media/${encodeURIComponent(file.fileName)}`} target="_blank" rel="noopener">
                {title}
              </a>
              <span className={styles.meta}>
                {file.fileName} · {megabytes(file.bytes)}
              </span>
            </span>
            {actions.mayChange ? (
              <span className={styles.buttons}>
                <MoveButtons
                  kind="file"
                  id={file.id}
                  index={index}
                  count={files.length}
                  name={title}
                  actions={actions}
                />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const SERVICES: Record<AdminVideo['source'], string> = { FILE: '', YOUTUBE: 'YouTube', VIMEO: 'Vimeo' };

export function VideoList({ videos, actions }: { videos: AdminVideo[]; actions: ListActions }) {
  const { t } = useTranslation();
  if (videos.length === 0) return <p className={ui.muted}>{t('media.noVideos')}</p>;
  return (
    <ul className={styles.rows} aria-label={t('media.videos')}>
      {videos.map((video, index) => {
        const name =
          video.source === 'FILE'
            ? (video.fileName ?? video.externalId)
            : `${SERVICES[video.source]} ${video.externalId}`;
        return (
          <li key={video.id} className={styles.row} data-testid="media-video">
            <span className={styles.rowName}>
              {video.source === 'FILE' && video.fileName ? (
                <a href={`/media/${encodeURIComponent(video.fileName)}`} target="_blank" rel="noopener">
                  {name}
                </a>
              ) : (
                <span>{name}</span>
              )}
              {video.bytes !== null ? <span className={styles.meta}>{megabytes(video.bytes)}</span> : null}
            </span>
            {actions.mayChange ? (
              <span className={styles.buttons}>
                <MoveButtons
                  kind="video"
                  id={video.id}
                  index={index}
                  count={videos.length}
                  name={name}
                  actions={actions}
                />
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
