import { type PointerEvent, useEffect, useRef } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../hooks/product-helpers.ts';
import styles from './image-viewer.module.css';

/** Horizontal distance in px that counts as a swipe. */
const SWIPE_PX = 40;

/** Listens to the arrow keys while the viewer is open, wherever the focus is inside it. */
function ArrowKeys({ onKeyDown }: { onKeyDown: (e: globalThis.KeyboardEvent) => void }) {
  const handler = useRef(onKeyDown);
  handler.current = onKeyDown;
  useEffect(() => {
    const listener = (e: globalThis.KeyboardEvent) => handler.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  return null;
}

type Props = {
  images: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
};

/**
 * The fullscreen image viewer: arrow keys, buttons and swipes move between images; Escape and
 * the close button close it; focus stays inside and returns to the opener.
 */
export function ImageViewer({ images, name, index, onIndexChange }: Props) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[index] ?? images[0] ?? '';
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (e: globalThis.KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') return;
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };

  return (
    <ModalOverlay className={styles.overlay} isDismissable>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={t('product.gallery.viewer', { name })} data-testid="image-viewer">
          {({ close }) => (
            <div className={styles.frame}>
              <ArrowKeys onKeyDown={onKeyDown} />
              <div className={styles.bar}>
                <p className={`${styles.position} tabular`} aria-live="polite">
                  {t('product.gallery.position', { index: index + 1, count })}
                </p>
                <Button
                  className={styles.iconButton}
                  onPress={close}
                  aria-label={t('product.gallery.close')}
                  data-testid="viewer-close"
                >
                  <CloseIcon />
                </Button>
              </div>
              <div
                className={styles.stage}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => {
                  start.current = null;
                }}
                data-testid="viewer-stage"
              >
                <img
                  src={mediaUrl(current)}
                  alt={t('product.gallery.imageAlt', { name, index: index + 1, count })}
                  className={styles.image}
                  draggable={false}
                  data-testid="viewer-image"
                  data-index={index}
                />
              </div>
              {count > 1 ? (
                <>
                  <Button
                    className={`${styles.iconButton} ${styles.nav} ${styles.prev}`}
                    onPress={() => go(-1)}
                    aria-label={t('product.gallery.previous')}
                  >
                    <span aria-hidden="true">‹</span>
                  </Button>
                  <Button
                    className={`${styles.iconButton} ${styles.nav} ${styles.next}`}
                    onPress={() => go(1)}
                    aria-label={t('product.gallery.next')}
                  >
                    <span aria-hidden="true">›</span>
                  </Button>
                  <p className={styles.hint}>{t('product.gallery.hint')}</p>
                </>
              ) : null}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
