import { Badge } from "@/components/ui/badge";

import type { PeriodStatus } from "../types";

/** Paid (locked), Open (can be re-run) or Not closed. */
export function PeriodStatusBadge({ status }: { status: PeriodStatus | null }) {
  if (status === "paid") return <Badge variant="success">Paid</Badge>;
  if (status === "open") return <Badge variant="gold">Open</Badge>;
  return <Badge variant="neutral">Not closed</Badge>;
}
