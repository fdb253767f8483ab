import type { RatingDto } from '@wohnwerk/contract/ratings';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format.ts';
import { StarDisplay } from './star-display.tsx';
import classes from './ratings.module.css';

interface RatingsListProps {
  ratings: RatingDto[];
  /** Given for a signed-in customer: their own rating gets edit and delete icons. */
  onEdit?: (id: number) => void;
  onDelete?: (id: number) => void;
  busyId?: number | null;
  headingLevel?: 3 | 4;
}

export function RatingsList({ ratings, onEdit, onDelete, busyId = null, headingLevel = 3 }: RatingsListProps) {
  const { t, i18n } = useTranslation('ratings');
  const Heading = `h${headingLevel}` as const;
  if (!ratings.length) return <p className={classes.empty}>{t('empty')}</p>;

  return (
    <ul className={classes.list}>
      {ratings.map((rating) => (
        <li key={rating.id} className={classes.item} data-own={rating.rated || undefined}>
          <div className={classes.itemHeader}>
            <Heading className={classes.author}>
              {rating.user}
              {rating.rated ? <span className={classes.ownBadge}>{t('own')}</span> : null}
            </Heading>
            <time dateTime={rating.date} className={classes.date}>
              {formatDay(rating.date, i18n.language)}
            </time>
          </div>
          <StarDisplay value={rating.rating} />
          <p className={classes.text}>{rating.description}</p>
          {rating.rated && onEdit && onDelete ? (
            <div className={classes.ownActions}>
              <button
                type="button"
                className={classes.iconButton}
                aria-label={t('edit')}
                title={t('edit')}
                onClick={() => onEdit(rating.id)}
                disabled={busyId === rating.id}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
                </svg>
              </button>
              <button
                type="button"
                className={classes.iconButton}
                data-danger
                aria-label={t('delete')}
                title={t('delete')}
                onClick={() => onDelete(rating.id)}
                disabled={busyId === rating.id}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
                </svg>
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
