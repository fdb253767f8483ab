import type { ProductImage } from '@wohnwerk/contract/catalog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../components/product/product-card.tsx';
import { ChevronIcon, ZoomIcon } from './product-icons.tsx';
import classes from './product-gallery.module.css';

export const VISIBLE_THUMBNAILS = 4;

/** An image that turns into the shop's placeholder when its file is missing. */
export function FallbackImage(props: React.ImgHTMLAttributes<HTMLImageElement>) {
  return (
    // biome-ignore lint/a11y/useAltText: alt comes in through the spread props; every caller passes one
    <img
      {...props}
      src={props.src || PRODUCT_PLACEHOLDER_IMAGE}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) img.src = PRODUCT_PLACEHOLDER_IMAGE;
      }}
    />
  );
}

interface ProductGalleryProps {
  images: ProductImage[];
  name: string;
  onZoom: (index: number) => void;
}

/**
 * The image slider with thumbnails (4 visible, storefront §9). The slides are a native
 * scroll-snap row, so phones swipe without a carousel library; arrows and thumbnails
 * scroll it, and the slide in view decides the current index.
 */
export function ProductGallery({ images, name, onZoom }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const slides: ProductImage[] = images.length
    ? images
    : [{ path: PRODUCT_PLACEHOLDER_IMAGE, width: 800, height: 600 }];
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);

  const goTo = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const track = trackRef.current;
    track?.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
  };

  // A swipe ends on some slide: follow it once the scrolling settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (track.clientWidth > 0) setIndex(Math.min(count - 1, Math.round(track.scrollLeft / track.clientWidth)));
      }, 120);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  // Keep the current thumbnail inside the visible four without scrolling the page.
  useEffect(() => {
    const row = thumbsRef.current;
    const thumb = row?.children[index] as HTMLElement | undefined;
    if (!row || !thumb) return;
    const left = thumb.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + thumb.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: Math.max(0, left - (row.clientWidth - thumb.offsetWidth) / 2), behavior: 'smooth' });
    }
  }, [index]);

  return (
    <section
      className={classes.gallery}
      aria-roledescription={t('gallery.roledescription')}
      aria-label={t('gallery.label')}
    >
      <div className={classes.stage}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: clicking a slide is a pointer shortcut; keyboard users open the zoom from its button */}
        {/* biome-ignore lint/a11y/useSemanticElements: the slide group of the ARIA carousel pattern; a fieldset is for form controls */}
        <div
          ref={trackRef}
          className={classes.track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable, so it must be reachable by keyboard (arrow keys scroll it)
          tabIndex={0}
          role="group"
          aria-label={t('gallery.slides', { total: count })}
          onClick={() => onZoom(index)}
        >
          {slides.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide of the ARIA carousel pattern; a fieldset is for form controls
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice in a gallery; the position tells the two apart
              key={image.path + i}
              className={classes.slide}
              role="group"
              aria-roledescription={t('gallery.slide')}
              aria-label={t('gallery.position', { index: i + 1, total: count })}
            >
              <FallbackImage
                className={classes.image}
                src={image.path}
                alt={t('gallery.imageAlt', { name, index: i + 1, total: count })}
                width={image.width}
                height={image.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? 'sync' : 'async'}
                {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                draggable={false}
              />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className={classes.arrow}
              data-side="prev"
              aria-label={t('gallery.previous')}
              onClick={() => goTo(index - 1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={classes.arrow}
              data-side="next"
              aria-label={t('gallery.next')}
              onClick={() => goTo(index + 1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
        <button type="button" className={classes.zoom} aria-label={t('gallery.zoom')} onClick={() => onZoom(index)}>
          <ZoomIcon />
        </button>
        {count > 1 ? (
          <span className={classes.counter} aria-live="polite">
            {t('gallery.position', { index: index + 1, total: count })}
          </span>
        ) : null}
      </div>

      {count > 1 ? (
        <ul
          ref={thumbsRef}
          className={classes.thumbs}
          aria-label={t('gallery.thumbnails')}
          style={{ '--visible': VISIBLE_THUMBNAILS } as React.CSSProperties}
        >
          {slides.map((image, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may appear twice in a gallery; the position tells the two apart
            <li key={image.path + i} className={classes.thumbItem}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery.show', { index: i + 1, total: count })}
                onClick={() => goTo(i)}
              >
                <FallbackImage
                  src={image.path}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
