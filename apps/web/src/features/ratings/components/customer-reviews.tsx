import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRatings } from '../api/get-ratings.ts';
import { RatingsList } from './ratings-list.tsx';
import { RatingSummary } from './star-display.tsx';
import classes from './ratings.module.css';

const FIRST_SHOWN = 6;

/** 'Kundenmeinungen' under the carousels (storefront §2): average, count and the ratings, read only. */
export function CustomerReviews({ productId, average, count }: { productId: number; average: number; count: number }) {
  const { t } = useTranslation('ratings');
  const ratings = useRatings(productId);
  const [all, setAll] = useState(false);
  const list = ratings.data?.ratings ?? [];
  const shown = all ? list : list.slice(0, FIRST_SHOWN);

  return (
    <section className={classes.reviews} aria-labelledby="customer-reviews">
      <h2 id="customer-reviews" className={classes.reviewsTitle}>
        {t('customerReviews')}
      </h2>
      <p className={classes.reviewsSummary}>
        <RatingSummary average={average} count={count} />
      </p>
      {ratings.data ? <RatingsList ratings={shown} /> : null}
      {list.length > FIRST_SHOWN && !all ? (
        <button type="button" className={classes.moreButton} onClick={() => setAll(true)}>
          {t('showAll', { count: list.length })}
        </button>
      ) : null}
    </section>
  );
}
