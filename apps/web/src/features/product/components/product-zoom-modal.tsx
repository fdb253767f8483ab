import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import type { ProductImage } from '@wohnwerk/contract/catalog';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from './product-gallery.tsx';
import { ChevronIcon } from './product-icons.tsx';
import classes from './product-zoom-modal.module.css';

export interface ProductZoomModalProps {
  opened: boolean;
  onClose: () => void;
  images: ProductImage[];
  name: string;
  startIndex: number;
}

/**
 * The full-screen zoom (storefront §2), loaded on the first click on an image. A click or
 * Enter on the image toggles a 2.5× view centred where the pointer is; the arrows and the
 * arrow keys page through the images.
 */
export default function ProductZoomModal({ opened, onClose, images, name, startIndex }: ProductZoomModalProps) {
  const { t } = useTranslation('product');
  const count = images.length;
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const image = images[index] ?? images[0];

  const go = (step: number) => {
    setZoom(null);
    setIndex((i) => (i + step + count) % count);
  };

  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom) return setZoom(null);
    const box = event.currentTarget.getBoundingClientRect();
    // Keyboard activation has no pointer position: zoom into the centre.
    const x = event.detail === 0 ? 50 : ((event.clientX - box.left) / box.width) * 100;
    const y = event.detail === 0 ? 50 : ((event.clientY - box.top) / box.height) * 100;
    setZoom({ x, y });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('gallery.zoomTitle', { name, index: index + 1, total: count })}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      classNames={{ body: classes.body, content: classes.content }}
      onKeyDown={(event) => {
        if (count < 2) return;
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <div className={classes.stage}>
        <button
          type="button"
          className={classes.zoomButton}
          data-zoomed={zoom ? true : undefined}
          aria-label={t(zoom ? 'gallery.zoomOut' : 'gallery.zoomIn')}
          onClick={toggleZoom}
          onMouseMove={(event) => {
            if (!zoom) return;
            const box = event.currentTarget.getBoundingClientRect();
            setZoom({
              x: ((event.clientX - box.left) / box.width) * 100,
              y: ((event.clientY - box.top) / box.height) * 100,
            });
          }}
        >
          <FallbackImage
            className={classes.image}
            src={image?.path}
            alt={t('gallery.imageAlt', { name, index: index + 1, total: count })}
            width={image?.width}
            height={image?.height}
            style={zoom ? { transform: 'scale(2.5)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            draggable={false}
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={classes.arrow}
              data-side="prev"
              aria-label={t('gallery.previous')}
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" size={28} />
            </button>
            <button
              type="button"
              className={classes.arrow}
              data-side="next"
              aria-label={t('gallery.next')}
              onClick={() => go(1)}
            >
              <ChevronIcon direction="right" size={28} />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={classes.thumbs} aria-label={t('gallery.thumbnails')}>
          {images.map((img, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice in a gallery; the position tells the two apart
              key={img.path + i}
            >
              <button
                type="button"
                className={classes.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery.show', { index: i + 1, total: count })}
                onClick={() => {
                  setZoom(null);
                  setIndex(i);
                }}
              >
                <FallbackImage src={img.path} alt="" width={96} height={72} draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
