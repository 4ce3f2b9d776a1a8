import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Banknote, UserPlus, Wrench } from "lucide-react";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { bookingsAdminQueries } from "@/features/admin-booking/api/queries";

import { CollectCashDialog } from "./collect-cash-dialog";
import { DashboardPanel } from "./dashboard-panel";

/** The spec's three quick actions, each doing the real thing. */
export function QuickActions({
  onAssign,
  onReportMaintenance,
}: {
  /** Opens the dispatch dialog on a booking, with the queue it belongs to. */
  onAssign: (bookingId: string, queue?: readonly string[]) => void;
  onReportMaintenance: () => void;
}) {
  const queryClient = useQueryClient();
  const [finding, setFinding] = useState(false);
  const [collecting, setCollecting] = useState(false);

  async function assignNext() {
    setFinding(true);
    try {
      // The most urgent first: the earliest pickup still waiting for a driver.
      const queue = await queryClient.fetchQuery(
        bookingsAdminQueries.dispatchQueue(),
      );
      if (queue[0]) onAssign(queue[0], queue);
      else
        notify(
          "No bookings to assign",
          "Every pending booking with a pickup ahead has a driver.",
        );
    } catch {
      // The query's meta raised the error toast.
    } finally {
      setFinding(false);
    }
  }

  return (
    <DashboardPanel title="Quick Actions">
      <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
        <Button
          variant="outline"
          className="justify-start"
          onClick={() => void assignNext()}
          disabled={finding}
          aria-busy={finding || undefined}
        >
          <UserPlus aria-hidden="true" />
          Assign Driver
        </Button>
        <Button
          variant="outline"
          className="justify-start"
          onClick={() => setCollecting(true)}
        >
          <Banknote aria-hidden="true" />
          Collect Cash
        </Button>
        <Button
          variant="outline"
          className="justify-start"
          onClick={onReportMaintenance}
        >
          <Wrench aria-hidden="true" />
          Report Maintenance
        </Button>
      </div>
      <CollectCashDialog open={collecting} onOpenChange={setCollecting} />
    </DashboardPanel>
  );
}
