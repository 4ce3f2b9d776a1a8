import { AdminPageHeader } from "@/components/admin-page-header";

import { useLiveDashboard } from "../hooks/use-live-dashboard";
import { AlertsPanel } from "./alerts-panel";
import { DashboardStats } from "./dashboard-stats";
import { QuickActions } from "./quick-actions";
import { RecentBookings } from "./recent-bookings";

export interface DashboardPageProps {
  /** Opens the booking's detail sheet. */
  onView: (bookingId: string) => void;
  /** Opens the dispatch dialog on the booking. */
  /** The dispatch dialog on a booking, and the queue it steps through when there is one. */
  onAssign: (bookingId: string, queue?: readonly string[]) => void;
  /** Opens the maintenance entry form. */
  onReportMaintenance: () => void;
}

/**
 * The admin dashboard. Stats, recent bookings and alerts are sibling queries, so they are
 * requested together on the first render, never one after another.
 */
export function DashboardPage({
  onView,
  onAssign,
  onReportMaintenance,
}: DashboardPageProps) {
  const live = useLiveDashboard();
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Active cars, available drivers, revenue and pending bookings at a glance."
      />
      <div className="grid gap-4 lg:gap-6">
        <DashboardStats />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-6">
          <RecentBookings live={live} onView={onView} onAssign={onAssign} />
          <div className="grid content-start gap-4 lg:gap-6">
            <QuickActions
              onAssign={onAssign}
              onReportMaintenance={onReportMaintenance}
            />
            <AlertsPanel onAssign={onAssign} />
          </div>
        </div>
      </div>
    </>
  );
}
