import { Outlet } from "react-router-dom";

import { QueryBoundary } from "../query-boundary";

/** Lazily loaded layout route around every page that queries or mutates. */
export function Component() {
  return (
    <QueryBoundary>
      <Outlet />
    </QueryBoundary>
  );
}
