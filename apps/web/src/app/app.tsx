import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
