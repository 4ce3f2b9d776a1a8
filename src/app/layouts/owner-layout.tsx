import { RequireRole } from "../guards/require-role";
import { SiteShell } from "./public-layout";

/** Lazily loaded route module: the owner portal keeps the public chrome; only its content sits behind the owner guard. */
export function Component() {
  return (
    <SiteShell>
      <RequireRole role="owner" />
    </SiteShell>
  );
}
