import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
