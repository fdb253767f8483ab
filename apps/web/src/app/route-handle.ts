import { useRouteMatches } from './app-router.tsx';

/** Per-route data read by the layout: the title (breadcrumb, document title) and layout switches. */
export interface RouteHandle {
  /** Key of the title in `ns` (common: `titles.*`, backoffice: `nav.*`). */
  title: string;
  ns?: 'common' | 'backoffice' | 'admin-catalog';
  /** Storefront §2: no breadcrumb on the home and product pages. */
  hideBreadcrumb?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof (value as RouteHandle | undefined)?.title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useRouteMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { title: 'titles.notFound' };
}
