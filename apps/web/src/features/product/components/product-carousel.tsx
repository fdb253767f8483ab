import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './product-icons.tsx';
import classes from './product-carousel.module.css';

interface ProductCarouselProps<T> {
  title: string;
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A row of product cards: 6 on wide screens, 4 from 768 px, 1 on phones (storefront §9).
 * A native scroll-snap row instead of a carousel library: swiping, keyboard and screen
 * readers work without extra script, and the cards are ordinary links.
 */
/**
 * True once the element comes within `margin` of the viewport (and stays true). `rendered`
 * says whether the element is on the page yet: the row renders nothing until its items have
 * arrived, so the observer starts when they do.
 */
function useNearViewport<E extends Element>(margin: string, rendered: boolean) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rendered is the trigger: the element exists only once the items have arrived
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, rendered]);
  return [ref, near] as const;
}

export function ProductCarousel<T>({ title, items, itemKey, renderItem }: ProductCarouselProps<T>) {
  const { t } = useTranslation('product');
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  // The rows sit below the fold: their cards (and images) are made when the reader gets close.
  const [sectionRef, near] = useNearViewport<HTMLElement>('600px 0px', items.length > 0);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the item count and nearness are triggers: the track appears and changes width with them
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure, items.length, near]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  if (!items.length) return null;
  const scrollable = !(edges.start && edges.end);

  return (
    <section ref={sectionRef} className={classes.section} aria-labelledby={headingId}>
      <div className={classes.header}>
        <h2 id={headingId} className={classes.title}>
          {title}
        </h2>
        {scrollable ? (
          <div className={classes.controls}>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('carousel.previous', { title })}
              disabled={edges.start}
              onClick={() => page(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('carousel.next', { title })}
              disabled={edges.end}
              onClick={() => page(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        ) : null}
      </div>
      {near ? (
        <ul ref={trackRef} className={classes.track}>
          {items.map((item) => (
            <li key={itemKey(item)} className={classes.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div className={classes.placeholder} />
      )}
    </section>
  );
}
