import type { Product } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { embedUrl, mediaUrl } from '../hooks/product-helpers.ts';
import styles from './product-panels.module.css';

type Video = Product['videos'][number];

const PROVIDERS: Record<string, string> = { YOUTUBE: 'YouTube', VIMEO: 'Vimeo' };

/**
 * A video file plays in the page; an external video loads nothing from its provider until the
 * shopper presses play.
 */
export function VideoPlayer({ video, title, index }: { video: Video; title: string; index: number }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (video.source === 'FILE') {
    const file = video.file ?? (video.extension ? `${video.id}.${video.extension}` : video.id);
    return (
      <div className={styles.video}>
        {/* biome-ignore lint/a11y/useMediaCaption: product films have no speech */}
        <video controls preload="metadata" src={mediaUrl(file)} title={title} className={styles.frame} />
      </div>
    );
  }
  const src = embedUrl(video);
  if (!src) return null;
  const provider = PROVIDERS[video.source] ?? video.source;
  return (
    <div className={styles.video} data-testid="video">
      {playing ? (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.placeholder} onClick={() => setPlaying(true)} data-testid="video-play">
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles.playLabel}>{t('product.video.play', { index })}</span>
          <span className={styles.notice}>{t('product.video.notice', { provider })}</span>
        </button>
      )}
    </div>
  );
}
