import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own constraint: any component
type AnyComponent = ComponentType<any>;

type Module<C> = { default: C };

/** A `React.lazy` component that can also be loaded ahead of its first render. */
export type PreloadableComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the code (once; a failed load may be tried again) and resolves when it is there. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()`: the code is fetched once, whoever asks first (a prefetch at idle or the first
 * render). Once it has arrived, the component's first render gets it synchronously (a thenable that resolves on
 * the spot), so a step whose widgets were preloaded paints without a Suspense fallback — nothing flashes or moves.
 */
export function lazyWidget<C extends AnyComponent>(load: () => Promise<Module<C>>): PreloadableComponent<C> {
  let loaded: Module<C> | undefined;
  let loading: Promise<Module<C>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = undefined; // a later render or prefetch tries again
        throw error;
      },
    ));
  const component = lazy(() => {
    const done = loaded;
    // React's lazy reads a thenable; one that calls back at once lets React render the module without suspending.
    if (done) return { then: (resolve: (m: Module<C>) => void) => resolve(done) } as unknown as Promise<Module<C>>;
    return fetchOnce();
  });
  return Object.assign(component, {
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined, // a prefetch never fails loudly: the render that needs the widget reports it
      ),
  });
}
