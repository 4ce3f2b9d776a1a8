import type { ReactElement, ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from "react-router-dom";

import { createQueryClient } from "@/lib/query-client";
import { AppProviders } from "@/app/providers";
import { routes as appRoutes } from "@/app/router";

export function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0 },
    mutations: { retry: false },
  });
  return queryClient;
}

/** The app's providers with the test's query client, which every query boundary below reuses. */
export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>{children}</AppProviders>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>),
  };
}

function RoutesAt({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders the real route tree (or a variant of it) at `path`; `location()` tells where the app
 * has navigated since.
 */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  let current: Location | undefined;
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RoutesAt routes={routes} onLocation={(next) => (current = next)} />
    </MemoryRouter>,
  );
  const location = () => {
    if (!current) throw new Error("the router has not rendered yet");
    return current;
  };
  return { location, ...view };
}
