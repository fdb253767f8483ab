import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The notification container (transitions, styles) is loaded when the first notice is
 * queued, not on every page load. Call `notifications.show` from '@mantine/notifications'
 * as usual: the store is tiny and shared, and the host renders what is queued.
 */
const NotificationsHost = lazy(() => import('../components/notifications-host.tsx'));

function LazyNotifications() {
  const state = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/** `queryClient`: made before the router, whose route loaders start the first screen's requests (main.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
