import { useTranslation } from 'react-i18next';
import classes from './site-header.module.css';

export function TopBanner() {
  const { t } = useTranslation();
  return (
    <div className={classes.banner}>
      <p>{t('banner.freeShipping')}</p>
    </div>
  );
}
