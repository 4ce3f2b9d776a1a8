import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";

import { addDaysToDate, lagosDate } from "@/lib/dates";
import { BOOKING_DRAFT_KEY } from "@/features/booking/hooks/use-booking-draft";
import type { BookingFormValues } from "@/features/booking/schemas";
import type { BookingReceipt, FareQuote } from "@/features/booking/types";
import { Component as BookARide } from "@/app/routes/public/book-a-ride";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const PLACES = "*/rest/v1/places";
export const QUOTE = "*/rest/v1/rpc/quote_fare";
export const CREATE = "*/rest/v1/rpc/create_booking";
export const DEPARTURES = "*/rest/v1/rpc/quote_departures";
export const SEND_EMAIL = "*/functions/v1/send-email";

export const places = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Eko Hotel & Suites",
    area: "Victoria Island",
    kind: "hotel",
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    name: "MMA2 Domestic Terminal",
    area: "Ikeja",
    kind: "airport",
  },
];

export const quote: FareQuote = {
  pickup: { id: places[0]!.id, name: places[0]!.name, kind: "hotel" },
  dropoff: { id: places[1]!.id, name: places[1]!.name, kind: "airport" },
  service_type: "standard",
  pickup_at: "2026-12-01T16:30:00Z",
  distance_km: 24.6,
  duration_min: 106,
  speed_kmh: 14,
  rush_hour: true,
  base_kobo: 100_000,
  distance_kobo: 492_000,
  time_kobo: 318_000,
  multiplier: 1,
  trip_kobo: 910_000,
  minimum_kobo: 250_000,
  minimum_applied: false,
  airport_surcharge_kobo: 200_000,
  hotel_surcharge_kobo: 0,
  surcharge_kobo: 200_000,
  total_kobo: 1_110_000,
  currency: "NGN",
};

export const receipt: BookingReceipt = {
  id: "33333333-3333-4333-8333-333333333333",
  reference: "EKO-7F3K2Q",
  status: "pending",
  fare_kobo: 1_110_000,
  fare_breakdown: quote,
  booking_time: "2026-12-02T13:30:00Z",
  pickup_location: places[0]!.name,
  dropoff_location: places[1]!.name,
  service_type: "standard",
  replayed: false,
  ride_token: "0f5c2a9e7b3d41c68e2f9a7b5c3d1e0f",
  flight_number: "P47123",
  meeting_point: null,
};

export const MEETING_POINT =
  "Your chauffeur waits in the MMA2 terminal car park: airport rules allow no pickups at the " +
  "kerb and no name boards inside the terminal.";

/** The airport terminals as the places table answers `kind=eq.airport`. */
export const airports = [
  {
    id: places[1]!.id,
    name: places[1]!.name,
    meeting_point: MEETING_POINT,
  },
];

/** quote_departures for a chosen time: seven rows 30 minutes apart, the middle one chosen. */
export function departuresAround(
  at: string,
  durations = [38, 38, 106, 106, 106, 106, 106],
) {
  return durations.map((duration_min, i) => ({
    departure_at: new Date(Date.parse(at) + (i - 3) * 30 * 60_000)
      .toISOString()
      .replace(".000Z", "+00:00"),
    fare_kobo: 1_110_000 - (106 - duration_min) * 3_000,
    duration_min,
    distance_km: 24.6,
    is_chosen: i === 3,
  }));
}

export function filledForm(): BookingFormValues {
  return {
    customerName: "Adaeze Okafor",
    customerPhone: "0803 123 4567",
    customerEmail: "ada@example.ng",
    pickupLocation: places[0]!.name,
    destination: places[1]!.name,
    pickupDate: addDaysToDate(lagosDate(), 1),
    pickupTime: "14:30",
    serviceType: "standard",
    flightNumber: "P4 7123",
  };
}

export function storeDraft(
  values: BookingFormValues,
  idempotencyKey = "44444444-4444-4444-8444-444444444444",
) {
  window.sessionStorage.setItem(
    BOOKING_DRAFT_KEY,
    JSON.stringify({ values, idempotencyKey }),
  );
}

/** The reference data every render needs: the place list and a fare for any trip. */
export function useReferenceHandlers() {
  server.use(
    http.get(PLACES, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get("kind") === "eq.airport"
          ? airports
          : places,
      ),
    ),
    http.post(QUOTE, () => HttpResponse.json(quote)),
    http.post(DEPARTURES, async ({ request }) => {
      const { p_at } = (await request.json()) as { p_at: string };
      return HttpResponse.json(departuresAround(p_at));
    }),
  );
}

/** Renders the page as it first appears: the header, with the form's code still on its way. */
export function renderBookingPage(
  path = "/book-a-ride",
  seed?: (queryClient: ReturnType<typeof createTestQueryClient>) => void,
) {
  const queryClient = createTestQueryClient();
  seed?.(queryClient);
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/book-a-ride" Component={BookARide} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), queryClient, ...view };
}

/**
 * Renders the page and waits for the form, whose code loads after the page header, and for its
 * trip fields, which it mounts a moment after the rest.
 */
export async function renderBooking(
  path = "/book-a-ride",
  seed?: (queryClient: ReturnType<typeof createTestQueryClient>) => void,
) {
  const rendered = renderBookingPage(path, seed);
  // The form arrives as a separate chunk; on a busy machine that can take a few seconds.
  await screen.findByRole("form", { name: "Book a ride" }, { timeout: 5000 });
  await screen.findByLabelText("Pickup Location");
  return rendered;
}
