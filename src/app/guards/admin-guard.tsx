import { RequireRole } from "./require-role";
import { SecondFactorEnrolmentGate } from "./second-factor-enrolment-gate";

/** Lazily loaded route module: the back office behind the admin guard. */
export function Component() {
  return (
    <RequireRole role="admin" standalone>
      <SecondFactorEnrolmentGate />
    </RequireRole>
  );
}
