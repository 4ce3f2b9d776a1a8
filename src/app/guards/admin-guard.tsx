import { RequireRole } from "./require-role";

/** Lazily loaded route module: the back office behind the admin guard. */
export function Component() {
  return <RequireRole role="admin" standalone />;
}
