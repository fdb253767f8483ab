import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useStaffNotices } from '../lib/notice-placement.ts';
import { useRouteHandle } from './route-handle.ts';
import { useDocumentTitle, useRouteTitle } from './route-title.ts';
import classes from './work-frame.module.css';

/** The class of a button in the frame's bar, drawn for its dark background. */
export const barButtonClass = classes.barButton;

interface WorkFrameProps {
  /** Where the logo leads: the frame's start page. */
  home: string;
  /** The frame's name beside the logo (hidden on a phone). */
  tag: ReactNode;
  /** The bar's buttons on the right. */
  actions: ReactNode;
  /** A row below the bar (the seller portal's places). */
  below?: ReactNode;
}

/**
 * The frame of a place to work in, not to shop (the staff screens, the seller portal): a slim bar with the way to its
 * start page and its buttons, the page's title, notices at the staff position; no shop banner, category bar or cart.
 */
export function WorkFrame({ home, tag, actions, below }: WorkFrameProps) {
  const { t } = useTranslation();
  const { title } = useRouteTitle(useRouteHandle());
  useDocumentTitle(title, t('app.name'));
  useStaffNotices();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className={classes.bar}>
        <Link to={home} className={classes.brand}>
          <span className={classes.logo}>Wohnwerk</span>
          <span className={classes.tag}>{tag}</span>
        </Link>
        <div className={classes.actions}>{actions}</div>
      </header>
      {below}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
