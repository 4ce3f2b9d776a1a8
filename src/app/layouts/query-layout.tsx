import { Outlet } from "react-router-dom";

import { QueryBoundary } from "../query-boundary";
import { SessionSync } from "../session-sync";

/** Lazily loaded layout route around every page that queries or mutates. */
export function Component() {
  return (
    <QueryBoundary>
      <SessionSync>
        <Outlet />
      </SessionSync>
    </QueryBoundary>
  );
}
