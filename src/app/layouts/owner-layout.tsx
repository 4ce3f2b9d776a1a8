import { RequireRole } from "../guards/require-role";
import { SiteShell } from "./public-layout";

/** The owner portal keeps the public chrome; only its content sits behind the owner guard. */
export function OwnerLayout() {
  return (
    <SiteShell>
      <RequireRole role="owner" />
    </SiteShell>
  );
}
