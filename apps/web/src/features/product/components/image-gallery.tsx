import { useState } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../hooks/product-helpers.ts';
import styles from './image-gallery.module.css';
import { ImageViewer } from './image-viewer.tsx';

type Props = {
  /** Image file names, main image first. */
  images: readonly string[];
  /** The localized product name, for alternative texts. */
  name: string;
};

/** Main image with thumbnails; the main image opens the fullscreen viewer. */
export function ImageGallery({ images, name }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className={styles.empty} data-testid="gallery">
        {t('product.gallery.noImage')}
      </div>
    );
  }

  const alt = (i: number) => t('product.gallery.imageAlt', { name, index: i + 1, count });

  return (
    <section className={styles.gallery} aria-label={t('product.gallery.label')} data-testid="gallery">
      <DialogTrigger isOpen={viewerOpen} onOpenChange={setViewerOpen}>
        <Button
          className={styles.main}
          aria-label={t('product.gallery.open', { index: index + 1, count })}
          data-testid="gallery-open"
        >
          <img
            src={mediaUrl(current)}
            alt={alt(index)}
            className={styles.mainImage}
            width={640}
            height={640}
            fetchPriority="high"
            data-testid="gallery-main-image"
          />
        </Button>
        <ImageViewer images={images} name={name} index={index} onIndexChange={setIndex} />
      </DialogTrigger>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((file, i) => (
            <li key={file}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('product.gallery.thumbnail', { index: i + 1, count })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={mediaUrl(file, 72)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
