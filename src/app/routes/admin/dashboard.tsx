import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { BookingDetailSheet, DispatchDialog } from "@/features/bookings-admin";
import { DashboardPage, dashboardQueries } from "@/features/dashboard";
import { MaintenanceDialog } from "@/features/maintenance";

export function Component() {
  useDocumentTitle("Dashboard · Admin");
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() });

  return (
    <>
      <DashboardPage
        onView={setViewing}
        onAssign={setAssigning}
        onReportMaintenance={() => setReporting(true)}
      />
      <BookingDetailSheet
        bookingId={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
      />
      <DispatchDialog
        bookingId={assigning}
        open={assigning !== null}
        onOpenChange={(open) => {
          if (open) return;
          setAssigning(null);
          refresh();
        }}
      />
      <MaintenanceDialog
        open={reporting}
        onOpenChange={setReporting}
        onSaved={refresh}
      />
    </>
  );
}
