import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './site-header.module.css';

export function SiteLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} aria-label={t('header.logoLabel')}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M6 10l4 13 6-10 6 10 4-13"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{t('app.name')}</span>
    </Link>
  );
}
