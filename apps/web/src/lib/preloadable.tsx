import { type ComponentType, use } from 'react';

interface Loader<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  promise: Promise<ComponentType<P>> | null;
  loaded: ComponentType<P> | null;
  failed: boolean;
}

function start<P>(loader: Loader<P>): Promise<ComponentType<P>> {
  if (!loader.promise || loader.failed) {
    loader.failed = false;
    loader.promise = loader.load().then(
      (module) => (loader.loaded = module.default),
      (error: unknown) => {
        loader.failed = true;
        throw error;
      },
    );
  }
  return loader.promise;
}

function Preloaded<P extends object>({ loader, props }: { loader: Loader<P>; props: P }) {
  // A failed load is the nearest error boundary's to show; only `preload` tries again.
  const Loaded = loader.loaded ?? use(loader.promise ?? start(loader));
  return <Loaded {...props} />;
}

/**
 * A component whose code is fetched when first needed, like React.lazy, but whose loading can
 * start before it renders (`preload`, e.g. beside the screen's own code) and which then renders
 * at once: React.lazy suspends on its first render even when its code is in, and a section that
 * appears a moment after the rest of the page moves it (docs/decisions/165).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  const loader: Loader<P> = { load, promise: null, loaded: null, failed: false };
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once, at a module's top level, never during a render
    Component: (props: P) => <Preloaded loader={loader} props={props} />,
    preload: () => start(loader),
  };
}
