import './app/mantine-styles.ts';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { logCaughtError } from './app/app-router.tsx';
import { createAppRouter, routerReady } from './app/router.tsx';
import { getAccessToken } from './lib/auth-token.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { initI18n } from './lib/i18n.ts';
import { discardInitialData } from './lib/initial-data.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Lets the browser run other tasks (paint, input) before the next step. Evaluating the app's
 * modules, setting up i18n and matching the routes are each a sizeable piece of work on a
 * slow phone; one after the other in a single task they block the page for long
 * (Lighthouse total blocking time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const queryClient = createQueryClient();
  // Every screen of a signed-in user waits for who they are (the route guards): ask before
  // anything else, while the app's modules and the screen's code load (docs/decisions/119).
  if (getAccessToken() !== null) void queryClient.prefetchQuery(currentUserQueryOptions());
  await yieldToBrowser();
  void initI18n();
  await yieldToBrowser();
  const router = createAppRouter(queryClient);
  // The answers the server embedded are for the first page view only (signed-in visitors leave them unused).
  const stopWatching = router.subscribe(() => {
    stopWatching();
    discardInitialData();
  });
  const root = createRoot(document.getElementById('root')!, { onCaughtError: logCaughtError });
  await routerReady(router);
  // A transition lets React yield to the browser while it renders the first screen, so a
  // slow phone never sees one long blocking task (Lighthouse total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
