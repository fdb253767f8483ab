import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { AppProviders } from './providers.tsx';
import { type AppRouter, AppRouterProvider } from './app-router.tsx';

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<PageLoader />}>
        <AppRouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
