import { lazy, type ComponentType, type ReactElement } from "react";

/** What every route module exports: its page (or layout) component. */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * A route element whose module is fetched the first time the route renders. Navigations run as
 * transitions, so the current page stays on screen until the next one has loaded.
 */
export function lazyRoute(load: () => Promise<RouteModule>): ReactElement {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Page />;
}
