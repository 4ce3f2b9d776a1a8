import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, useLocation } from "react-router-dom";

import type {
  BookingDetail,
  DispatchCandidate,
  LedgerEntry,
} from "@/features/admin-booking/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const BOOKINGS = "*/rest/v1/bookings";
export const CANDIDATES = "*/rest/v1/rpc/dispatch_candidates";
export const ASSIGN = "*/rest/v1/rpc/assign_booking";
export const SET_STATUS = "*/rest/v1/rpc/set_booking_status";
export const PAYMENTS = "*/rest/v1/payments";
export const AUDIT = "*/rest/v1/audit_log";
export const REFUND = "*/functions/v1/payments/refund";

export const BOOKING_ID = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

export function bookingRow(
  overrides: Partial<BookingDetail> = {},
): BookingDetail {
  return {
    id: BOOKING_ID,
    reference: "EKO-7F3K2Q",
    customer_name: "Adaeze Okafor",
    customer_phone: "+2348031234567",
    customer_email: "adaeze@example.ng",
    pickup_location: "Eko Hotel & Suites",
    dropoff_location: "MMA2 Domestic Terminal",
    booking_time: "2026-12-01T15:30:00Z",
    service_type: "premium",
    status: "pending",
    fare_kobo: 1_110_000,
    fare_breakdown: {
      base_kobo: 100_000,
      distance_kobo: 492_000,
      time_kobo: 318_000,
      surcharge_kobo: 200_000,
      multiplier: 1,
      minimum_applied: false,
      distance_km: 24.6,
      duration_min: 106,
    },
    distance_km: 24.6,
    duration_min: 106,
    notes: null,
    cancellation_reason: null,
    driver_id: null,
    vehicle_id: null,
    created_at: "2026-11-20T09:00:00Z",
    confirmed_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    driver: null,
    vehicle: null,
    flight_number: null,
    cancelled_by: null,
    paid_kobo: 0,
    payment_state: null,
    pickup_place: null,
    rating: null,
    ...overrides,
  };
}

/** A ledger row of the booking: a succeeded card payment unless told otherwise. */
export function ledgerRow(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: "c1000000-0000-4000-8000-000000000001",
    kind: "charge",
    method: "paystack",
    channel: "card",
    status: "succeeded",
    amount_kobo: 1_110_000,
    provider_reference: "PAY-EKO-7F3K2Q-1a2b3c4d",
    refund_of: null,
    reason: null,
    failure_reason: null,
    received_by: null,
    received_at: "2026-11-20T09:05:00Z",
    created_at: "2026-11-20T09:04:00Z",
    ...overrides,
  };
}

/** A candidate as the SQL answers it: the generated type cannot tell which columns may be null. */
type CandidateRow = {
  [K in keyof DispatchCandidate]: DispatchCandidate[K] | null;
};

export function candidate(overrides: Partial<CandidateRow> = {}) {
  return {
    driver_id: "d1000000-0000-4000-8000-000000000001",
    driver_name: "Tunde Bakare",
    driver_phone: "+2348020000001",
    driver_rating: 4.8,
    vehicle_id: "f1000000-0000-4000-8000-000000000001",
    vehicle_model: "Toyota Camry",
    registration_number: "LND-482-AA",
    seating_capacity: 4,
    service_class: "premium",
    distance_km: 2.4,
    last_seen_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    assignable: true,
    reason: null,
    fit: "exact",
    overridable: false,
    ...overrides,
  } satisfies CandidateRow;
}

export const failure = (message: string, code = "P0001") =>
  HttpResponse.json(
    { code, message, details: null, hint: null },
    { status: 400 },
  );

/** A booking's detail, payments and history: the reads the dialogs make. */
export function useBookingReads(booking: BookingDetail = bookingRow()) {
  server.use(
    http.get(BOOKINGS, () => HttpResponse.json(booking)),
    http.get(PAYMENTS, () => HttpResponse.json([])),
    http.get(AUDIT, () => HttpResponse.json([])),
  );
}

export function renderAdmin(ui: ReactElement, path = "/admin/booking") {
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

/** A page of the bookings list as PostgREST answers it, with the exact total in Content-Range. */
export function listResponse(rows: unknown[], total = rows.length) {
  const end = Math.max(rows.length - 1, 0);
  return HttpResponse.json(rows, {
    headers: { "Content-Range": `0-${end}/${total}` },
  });
}

/** Where the app is, for the URL assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="search">{location.search}</div>;
}
