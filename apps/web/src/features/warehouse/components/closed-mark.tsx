import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import classes from './warehouse.module.css';

/** Closed / scanned flag (spec §2.11, §2.12): 1 green tick, 2 red warning triangle, else red cross. */
export function ClosedMark({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  if (value === 1)
    return (
      <span className={classes.tick} role="img" aria-label={t('marks.done')} data-closed="1">
        ✔
      </span>
    );
  if (value === 2)
    return (
      <span className={classes.warn} role="img" aria-label={t('marks.warning')} data-closed="2">
        ⚠
      </span>
    );
  return (
    <span className={classes.cross} role="img" aria-label={t('marks.open')} data-closed="0">
      ✖
    </span>
  );
}
