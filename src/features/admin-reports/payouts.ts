import type { OwnerPayout } from "./types";

export const ownerKey = (
  payout: Pick<OwnerPayout, "owner_id" | "owner_name">,
) => payout.owner_id ?? `name:${payout.owner_name}`;

/**
 * The payouts a Retry is offered on: failed or reversed, and still each owner's latest (a retry
 * is a new payout, so the one it replaced is history). Rows arrive oldest first.
 */
export function retryablePayoutIds(payouts: OwnerPayout[]): Set<string> {
  const latest = new Map<string, OwnerPayout>();
  for (const payout of payouts) latest.set(ownerKey(payout), payout);
  return new Set(
    [...latest.values()]
      .filter((p) => p.status === "failed" || p.status === "reversed")
      .map((p) => p.id),
  );
}
