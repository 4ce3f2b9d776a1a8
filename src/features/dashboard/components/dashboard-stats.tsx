import { useQuery } from "@tanstack/react-query";
import { CalendarClock, CarFront, UserCheck, Wallet } from "lucide-react";

import { StatCard } from "@/components/stat-card";

import { dashboardQueries } from "../api/queries";
import { formatWholeNaira } from "../format";
import { useFailureToast } from "../hooks/use-failure-toast";

const STATS_ERROR = "Error fetching dashboard stats";
const NO_VALUE = "—";

/** The spec's four stat cards, from one `dashboard_stats()` call. */
export function DashboardStats() {
  const { data, isPending, isError, errorUpdatedAt } = useQuery(
    dashboardQueries.stats(),
  );
  useFailureToast(STATS_ERROR, isError, errorUpdatedAt);
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
