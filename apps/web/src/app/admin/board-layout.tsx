import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useStaffNotices } from '../../lib/notice-placement.ts';
import { useRouteHandle } from '../route-handle.ts';
import { useDocumentTitle, useRouteTitle } from '../route-title.ts';
import classes from './board-layout.module.css';

/** The wall-screen board (backoffice.md §2.8) fills the whole screen: no shop frame and no staff bar. */
export function BoardLayout() {
  const { t } = useTranslation();
  const { title } = useRouteTitle(useRouteHandle());
  useDocumentTitle(title, t('app.name'));
  useStaffNotices();
  return (
    <main id="main-content" className={classes.board}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

export default BoardLayout;
