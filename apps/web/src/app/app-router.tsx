import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  matchRoutes,
  parsePath,
  Router,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  type Path,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';

/**
 * The app's router: react-router's component router (`<Router>` + `useRoutes`) with the few things
 * the app took from its data router, which weighs twice as much on the first load (docs/decisions/165):
 * lazy screens whose code (and first requests) start when the navigation starts, all of a page's
 * at once, and an address that changes once the page can show; the route handles of the matched
 * routes; scroll restoration. The error boundaries are in route-error-boundary.tsx.
 */

/** What a route starts when a navigation reaches it: its code, and requests that need not wait for it. */
export interface RouteStart {
  /** The route's component, loaded once (again after a failure, on the next navigation) for the first address it is on. */
  load: (url: URL) => Promise<ComponentType>;
  /** Called on every navigation to the route that changes the path or query (as a data router's loader). */
  begin?: (url: URL) => void;
}

interface LoadedRoute {
  start: RouteStart;
  promise: Promise<ComponentType> | null;
  component: ComponentType | null;
  failed: boolean;
}

const routeStarts = new WeakMap<RouteObject, LoadedRoute>();

/** Errors of route code that failed to load: the error page says so (and warns), as a data router's did. */
const loadFailures = new WeakSet<object>();

/**
 * React's `onCaughtError` (main.tsx): logs what an error boundary caught, as React does by default,
 * except a route's code that failed to load. The router used to catch that before React saw it.
 */
export function logCaughtError(error: unknown): void {
  if (typeof error === 'object' && error !== null && loadFailures.has(error)) return;
  console.error(error);
}

function load(entry: LoadedRoute, url: URL, retry: boolean): Promise<ComponentType> {
  if (!entry.promise || (retry && entry.failed)) {
    entry.failed = false;
    entry.promise = entry.start.load(url).then(
      (component) => (entry.component = component),
      (error: unknown) => {
        entry.failed = true;
        if (typeof error === 'object' && error !== null) loadFailures.add(error);
        throw error;
      },
    );
  }
  return entry.promise;
}

function StartedRoute({ entry }: { entry: LoadedRoute }) {
  // The navigation has started it (startRoutes); a render before that starts it here.
  const Loaded = entry.component ?? use(load(entry, new URL(window.location.href), false));
  return <Loaded />;
}

/**
 * A route whose component loads when a navigation reaches it. Its element suspends until then
 * (navigations are transitions, so the page shown stays until the next one can render).
 */
export function startingRoute(
  route: { path?: string; index?: true; handle?: unknown; children?: RouteObject[] },
  start: RouteStart,
): RouteObject {
  const entry: LoadedRoute = { start, promise: null, component: null, failed: false };
  const object = { ...route, element: <StartedRoute entry={entry} /> } as RouteObject;
  routeStarts.set(object, entry);
  return object;
}

const MatchesContext = createContext<RouteMatch[]>([]);

/** The matched routes, outermost first (as react-router's `useMatches`). */
export function useRouteMatches(): RouteMatch[] {
  return useContext(MatchesContext);
}

/** Starts the matched routes' code (all at once, not one level after the other) and their requests. */
function startRoutes(matches: RouteMatch[], location: Partial<Path>, begin: boolean): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const url = new URL(createPath(location), window.location.origin);
  for (const match of matches) {
    const entry = routeStarts.get(match.route);
    if (!entry) continue;
    loads.push(load(entry, url, true).catch(() => undefined));
    if (begin) entry.start.begin?.(url);
  }
  return Promise.all(loads);
}

const SCROLL_STORAGE_KEY = 'react-router-scroll-positions';

export interface AppRouter {
  routes: RouteObject[];
  navigator: Navigator;
  /** The location and how the last navigation got there. */
  state: { location: Location; action: NavigationType };
  /** Called after each navigation has started (the page shown is still the last one). */
  subscribe(listener: (state: AppRouter['state']) => void): () => void;
  /** Resolves when the current page's code has loaded, or after `timeoutMs`. */
  ready(timeoutMs: number): Promise<void>;
  /** Puts the page where it belongs after a navigation rendered (see `ScrollRestoration`). */
  restoreScroll(location: Location): void;
  saveScroll(): void;
  /** Resolves when the last navigation the app started has changed the address (see `useNavigateAndWait`). */
  settled(): Promise<void>;
}

export function createAppRouter(routes: RouteObject[]): AppRouter {
  const history = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(state: AppRouter['state']) => void>();
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    /* no saved positions */
  }
  /** Keys of locations whose navigation asked to keep the scroll position (react-router's `preventScrollReset`). */
  const keepScroll = new Set<string>();
  let nextKeepsScroll = false;
  /** The latest navigation: one that started earlier and is still loading gives way to it. */
  let latest = 0;
  /**
   * As a data router does: the next page's code (and requests) load first, and the address changes
   * once it can render, so the page in the window and the address never disagree for long.
   */
  /** The last navigation started through the app, done once the address has changed (or it gave way). */
  let settled: Promise<void> = Promise.resolve();
  const navigate = (to: To, state: unknown, options: NavigateOptions | undefined, replace: boolean) => {
    const id = ++latest;
    const target = typeof to === 'string' ? parsePath(to) : to;
    settled = startRoutes(matchRoutes(routes, target) ?? [], target, true).then(() => {
      if (id !== latest) return;
      nextKeepsScroll = options?.preventScrollReset === true;
      if (replace) history.replace(to, state);
      else history.push(to, state);
    });
  };
  const router: AppRouter = {
    routes,
    state: { location: history.location, action: history.action },
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, state, options) => navigate(to, state, options, false),
      replace: (to, state, options) => navigate(to, state, options, true),
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready(timeoutMs) {
      const started = startRoutes(matchRoutes(routes, router.state.location) ?? [], router.state.location, false);
      return Promise.race([started, new Promise((resolve) => setTimeout(resolve, timeoutMs))]).then(() => undefined);
    },
    settled: () => settled,
    saveScroll() {
      positions[router.state.location.key] = window.scrollY;
    },
    restoreScroll(location) {
      const y = positions[location.key];
      if (typeof y === 'number') {
        window.scrollTo(0, y);
        return;
      }
      if (location.hash) {
        try {
          const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
          if (target) {
            target.scrollIntoView();
            return;
          }
        } catch {
          /* not a decodable id: no element to scroll to */
        }
      }
      if (!keepScroll.has(location.key)) window.scrollTo(0, 0);
    },
  };
  // The first page's requests start with the router, as its loaders did.
  startRoutes(matchRoutes(routes, history.location) ?? [], history.location, true);
  history.listen(({ action, location }) => {
    const last = router.state.location;
    // Saved before anything of the next page is on screen.
    router.saveScroll();
    if (nextKeepsScroll) keepScroll.add(location.key);
    nextKeepsScroll = false;
    if (action === 'POP') {
      // Back or forward: the browser has changed the address already; the page follows once its code is in.
      latest += 1;
      const changed = createPath({ ...last, hash: '' }) !== createPath({ ...location, hash: '' });
      void startRoutes(matchRoutes(routes, location) ?? [], location, changed);
    }
    router.state = { location, action };
    for (const listener of listeners) listener(router.state);
  });
  window.addEventListener('pagehide', () => {
    router.saveScroll();
    try {
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    } catch {
      /* storage full or blocked: positions are kept for this page only */
    }
    window.history.scrollRestoration = 'auto';
  });
  return router;
}

const AppRouterContext = createContext<AppRouter | null>(null);

function Routes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  return <MatchesContext value={matches}>{useRoutes(routes, location)}</MatchesContext>;
}

/**
 * react-router's `navigate`, whose promise resolves when the navigation is done, as the data
 * router's did: a form that awaits it stays busy (its button disabled) until the next page is there.
 */
export function useNavigateAndWait(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const router = useContext(AppRouterContext);
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(to, options);
      return router ? router.settled() : Promise.resolve();
    },
    [navigate, router],
  );
}

/** Renders the routes; every navigation is a transition, as with react-router's `BrowserRouter`. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // A navigation between the first render and this effect.
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <AppRouterContext value={router}>
      <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
        <Routes routes={router.routes} location={state.location} />
      </Router>
    </AppRouterContext>
  );
}

/** Every navigation starts at the top of the page; back and forward (and a reload) return to where it was. */
export function ScrollRestoration() {
  const router = useContext(AppRouterContext);
  const location = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => {
    router?.restoreScroll(location);
  }, [router, location]);
  return null;
}
