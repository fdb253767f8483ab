import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useRouteHandle } from './route-handle.ts';
import { useDocumentTitle, useRouteTitle } from './route-title.ts';

/** Scan screens run on warehouse handhelds: no site menu and no footer (storefront §2, backoffice.md §2.10–2.12). */
export function BareLayout() {
  const { t } = useTranslation();
  const { title } = useRouteTitle(useRouteHandle());
  useDocumentTitle(title, t('app.name'));
  return (
    <main id="main-content">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
