import { lazy, type ComponentType } from "react";

/**
 * A lazily loaded component that renders without suspending once its module is in: `preload`
 * fetches it ahead (after the first paint, or while the session is read), and from then on the
 * component resolves in the same render. React.lazy alone suspends once even for a module already
 * loaded, and an update that suspends hides what is on screen behind a fallback for a moment.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => (loaded = component)));
  const View = lazy(() => {
    const ready = loaded;
    // React reads a thenable that calls back at once as already resolved.
    if (ready)
      return {
        then: (resolve: (module: { default: ComponentType<P> }) => void) =>
          resolve({ default: ready }),
      } as unknown as Promise<{ default: ComponentType<P> }>;
    return preload().then((component) => ({ default: component }));
  });
  return { View, preload };
}
