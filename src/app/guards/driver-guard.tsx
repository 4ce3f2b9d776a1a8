import { RequireRole } from "./require-role";

/** Lazily loaded route module: the driver's phone page, without the site chrome. */
export function Component() {
  return <RequireRole role="driver" standalone />;
}
