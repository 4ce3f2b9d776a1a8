import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CarFront, UserCheck, Wallet } from "lucide-react";

import { formatWholeNaira } from "@/lib/money";
import { StatCard } from "@/components/stat-card";

import { dashboardQueries } from "../api/queries";

const NO_VALUE = "—";

/**
 * The spec's four stat cards, from one `dashboard_stats()` call. A failure shows a dash in each
 * card and the query's toast (see dashboardQueries.stats).
 */
export function DashboardStats() {
  const { data, isPending, isError } = useQuery(dashboardQueries.stats());
  const loading = isPending && !isError;
  const show = (
    value: number | undefined,
    format: (n: number) => string = String,
  ) => (value === undefined ? NO_VALUE : format(value));
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="Active Cars"
        icon={<CarFront />}
        loading={loading}
        value={show(data?.activeCars)}
      />
      <StatCard
        label="Available Drivers"
        icon={<UserCheck />}
        loading={loading}
        value={show(data?.availableDrivers)}
      />
      <StatCard
        label="Total Revenue"
        icon={<Wallet />}
        loading={loading}
        value={show(data?.totalRevenueKobo, formatWholeNaira)}
        hint="Reported revenue plus completed trips not yet reported"
      />
      <StatCard
        label="Pending Bookings"
        icon={<CalendarClock />}
        loading={loading}
        value={show(data?.pendingBookings)}
      />
    </div>
  );
}
