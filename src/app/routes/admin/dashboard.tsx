import { lazy, Suspense, useState } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { DashboardPage, useRefreshDashboard } from "@/features/admin-dashboard";

// The dialogs load when first opened, so the dashboard's own chunk stays small.
const bookings = () => import("@/features/admin-booking");
const DispatchDialog = lazy(() =>
  bookings().then((m) => ({ default: m.DispatchDialog })),
);
const BookingDetailSheet = lazy(() =>
  bookings().then((m) => ({ default: m.BookingDetailSheet })),
);
const MaintenanceDialog = lazy(() =>
  import("@/features/admin-maintenance").then((m) => ({
    default: m.MaintenanceDialog,
  })),
);
export function Component() {
  useDocumentTitle("Dashboard · Admin");
  const [viewing, setViewing] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{
    id: string;
    queue?: readonly string[];
  } | null>(null);
  const [reporting, setReporting] = useState(false);
  const refresh = useRefreshDashboard();
  return (
    <>
      <DashboardPage
        onView={setViewing}
        onAssign={(id, queue) => setAssigning({ id, queue })}
        onReportMaintenance={() => setReporting(true)}
      />
      <Suspense fallback={null}>
        {viewing ? (
          <BookingDetailSheet
            bookingId={viewing}
            open
            onOpenChange={() => setViewing(null)}
          />
        ) : null}
        {assigning ? (
          <DispatchDialog
            bookingId={assigning.id}
            queue={assigning.queue}
            open
            onOpenChange={() => {
              setAssigning(null);
              refresh();
            }}
          />
        ) : null}
        {reporting ? (
          <MaintenanceDialog
            open
            onOpenChange={setReporting}
            onSaved={refresh}
          />
        ) : null}
      </Suspense>
    </>
  );
}
