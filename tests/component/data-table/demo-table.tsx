import {
  keepPreviousData,
  QueryClientProvider,
  useQuery,
} from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
} from "react-router-dom";
import { vi } from "vitest";

import { listParam, tableSearchSchema } from "@/config/search-schema";
import type { z } from "@/lib/zod";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/pagination";
import { DataTableRowActions } from "@/components/data-table/row-actions";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import {
  useDataTable,
  type DataTableColumn,
} from "@/components/data-table/use-data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import { createTestQueryClient } from "../../support/render-app";

const statuses = ["pending", "confirmed", "completed"] as const;
type Ride = {
  reference: string;
  customer: string;
  status: (typeof statuses)[number];
};

export const rides: Ride[] = Array.from({ length: 23 }, (_, index) => ({
  reference: `EKO-${String(index + 1).padStart(3, "0")}`,
  customer: `Customer ${String.fromCharCode(65 + (index % 26))}`,
  status: statuses[index % 3]!,
}));

export const rideSearchSchema = tableSearchSchema({
  sortColumns: ["reference", "customer"],
  defaultSort: "reference.asc",
  defaultPageSize: 10,
  filters: { status: listParam(statuses) },
});
export type RideSearch = z.infer<typeof rideSearchSchema>;

/** A server in miniature: filters, searches, sorts and pages the rides as PostgREST would. */
export async function serveRides(search: RideSearch) {
  const [column, direction] = (search.sort ?? "reference.asc").split(".") as [
    "reference" | "customer",
    string,
  ];
  const matching = rides
    .filter(
      (ride) => !search.status.length || search.status.includes(ride.status),
    )
    .filter((ride) => !search.q || ride.customer.includes(search.q))
    .sort(
      (a, b) =>
        a[column].localeCompare(b[column]) * (direction === "desc" ? -1 : 1),
    );
  const from = (search.page - 1) * search.pageSize;
  return {
    rows: matching.slice(from, from + search.pageSize),
    total: matching.length,
  };
}

export const fetchRides = vi.fn(serveRides);
export const onView = vi.fn<(ride: Ride) => void>();

const columns: DataTableColumn<Ride>[] = [
  {
    accessorKey: "reference",
    header: ({ column }) => (
      <DataTableColumnHeader column={column} title="Reference" />
    ),
  },
  {
    accessorKey: "customer",
    header: ({ column }) => (
      <DataTableColumnHeader column={column} title="Customer" />
    ),
  },
  { accessorKey: "status", header: "Status", enableSorting: false },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    cell: ({ row }) => (
      <DataTableRowActions
        label={`Actions for ${row.original.reference}`}
        actions={[{ label: "View", onSelect: () => onView(row.original) }]}
      />
    ),
  },
];

const noRides: Ride[] = [];
const statusOptions = statuses.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
  count: rides.filter((ride) => ride.status === status).length,
}));

function RidesTable() {
  const urlState = useTableUrlState(rideSearchSchema);
  const { search } = urlState;
  const query = useQuery({
    queryKey: ["rides", search],
    queryFn: () => fetchRides(search),
    placeholderData: keepPreviousData,
  });
  const table = useDataTable({
    columns,
    data: query.data?.rows ?? noRides,
    rowCount: query.data?.total,
    urlState,
    getRowId: (ride) => ride.reference,
  });
  return (
    <div>
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search customers"
        filters={[{ key: "status", title: "Status", options: statusOptions }]}
      />
      <DataTable
        table={table}
        caption="Rides"
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        emptyText="No rides found."
        errorText="Error fetching bookings"
      />
      <DataTablePagination table={table} />
    </div>
  );
}

/** Where the app is, how it got there, and a Back button, as a browser would offer. */
function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="search">{location.search}</div>
      <div data-testid="navigation">{navigationType}</div>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

export function renderRidesTable(url = "/admin/rides") {
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <RidesTable />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
