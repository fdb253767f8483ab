import { useEffect, useSyncExternalStore } from 'react';

/**
 * A screen whose title depends on its data (a category name, a search text, a legal page's
 * title) sets it here; the shop layout shows it in the breadcrumb and the document title
 * instead of the route's fixed title. A store rather than document.title in the screen,
 * because the layout's own effect runs after the screen's and would overwrite it.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null) {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The screen's own title while it is shown; null/undefined/'' keeps the route title. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    set(title || null);
    return () => set(null);
  }, [title]);
}

/** Read by the layout. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
