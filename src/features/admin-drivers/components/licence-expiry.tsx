import { formatIsoDate } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";

import { expiryState } from "../expiry";

function expiryBadge(expiresOn: string) {
  const state = expiryState(expiresOn);
  if (state.kind === "expired") return <Badge variant="danger">Expired</Badge>;
  if (state.kind === "soon")
    return (
      <Badge variant="warning">
        {state.days === 0
          ? "Expires today"
          : `Expires in ${state.days} day${state.days === 1 ? "" : "s"}`}
      </Badge>
    );
  return null;
}

/** The licence's end date, flagged when it has passed or is within 30 days. */
export function LicenceExpiry({ expiresOn }: { expiresOn: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{formatIsoDate(expiresOn)}</span>
      {expiryBadge(expiresOn)}
    </span>
  );
}
