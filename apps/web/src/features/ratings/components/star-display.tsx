import { useTranslation } from 'react-i18next';
import { formatRatingValue } from '../../../lib/format.ts';
import classes from './ratings.module.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z';

function Stars({ size }: { size: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/** Read-only stars (fractions shown by clipping the filled row); the value is spoken as text. */
export function StarDisplay({ value, size = 18 }: { value: number; size?: number }) {
  const { t, i18n } = useTranslation('ratings');
  const clamped = Math.max(0, Math.min(5, value));
  const shown = formatRatingValue(clamped, i18n.language);
  return (
    <span className={classes.stars}>
      <span className={classes.starsEmpty} aria-hidden="true">
        <Stars size={size} />
      </span>
      <span className={classes.starsFull} aria-hidden="true" style={{ width: `${(clamped / 5) * 100}%` }}>
        <Stars size={size} />
      </span>
      <span className="sr-only">{t('starsOf', { value: shown })}</span>
    </span>
  );
}

/** Average and count, e.g. next to the product name. */
export function RatingSummary({ average, count, onOpen }: { average: number; count: number; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('ratings');
  const text = count > 0 ? t('summary', { count, average: formatRatingValue(average, i18n.language) }) : t('noneYet');
  return (
    <span className={classes.summary}>
      <StarDisplay value={count > 0 ? average : 0} />
      {onOpen ? (
        <button type="button" className={classes.summaryLink} onClick={onOpen}>
          {text}
        </button>
      ) : (
        <span>{text}</span>
      )}
    </span>
  );
}
