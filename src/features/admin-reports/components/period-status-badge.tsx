import { Badge } from "@/components/ui/badge";

import type { PeriodStatus } from "../types";

/**
 * Where a month stands, in the owner portal's words: Open (not closed yet), Closed (its reports
 * exist and can be re-run until paid) or Paid (locked).
 */
export function PeriodStatusBadge({ status }: { status: PeriodStatus | null }) {
  if (status === "paid") return <Badge variant="success">Paid</Badge>;
  if (status === "open") return <Badge variant="gold">Closed</Badge>;
  return <Badge variant="neutral">Open</Badge>;
}
