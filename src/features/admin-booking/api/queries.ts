import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminBookingSearch } from "@/config/search-params";

import {
  fetchBookingAudit,
  fetchBookingDetail,
  fetchBookingPayments,
  fetchBookingsPage,
  fetchDispatchCandidates,
  fetchDispatchQueue,
} from "./fetch-bookings";

const errorTitle = "Error fetching bookings";

export const bookingsAdminQueries = {
  all: () => ["bookings-admin"] as const,
  lists: () => [...bookingsAdminQueries.all(), "list"] as const,
  list: (search: AdminBookingSearch) =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.lists(), search] as const,
      queryFn: () => fetchBookingsPage(search),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      meta: { errorTitle },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.all(), "detail", id] as const,
      queryFn: () => fetchBookingDetail(id),
      meta: { errorTitle },
    }),
  payments: (id: string) =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.detail(id).queryKey, "payments"],
      queryFn: () => fetchBookingPayments(id),
      meta: { errorTitle },
    }),
  timeline: (id: string) =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.detail(id).queryKey, "timeline"],
      queryFn: () => fetchBookingAudit(id),
      meta: { errorTitle },
    }),
  candidates: (id: string) =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.all(), "candidates", id] as const,
      queryFn: () => fetchDispatchCandidates(id),
      // Drivers move and get booked: each opening of the dialog asks again.
      staleTime: 0,
      meta: { errorTitle: "Error fetching drivers" },
    }),
  /** Waiting bookings, most urgent first: what Assign Driver works through. */
  dispatchQueue: () =>
    queryOptions({
      queryKey: [...bookingsAdminQueries.all(), "dispatch-queue"] as const,
      queryFn: fetchDispatchQueue,
      staleTime: 0,
      meta: { errorTitle },
    }),
};
