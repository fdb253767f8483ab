import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './breadcrumb-bar.module.css';

interface BreadcrumbBarProps {
  current: string;
  /** Language of the current page's title when it differs from the page (Albanian back-office titles). */
  currentLang?: string;
}

/** "Home › current page" (storefront §2); the app hides it on the home and product pages. */
export function BreadcrumbBar({ current, currentLang }: BreadcrumbBarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className={classes.bar}>
      <ol className={classes.list}>
        <li>
          <Link to="/" className={classes.link}>
            {t('breadcrumb.home')}
          </Link>
        </li>
        <li aria-current="page" lang={currentLang}>
          {current}
        </li>
      </ol>
    </nav>
  );
}
