import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
