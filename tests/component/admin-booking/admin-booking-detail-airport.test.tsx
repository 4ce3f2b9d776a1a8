import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { BookingDetailSheet } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import { MEETING_POINT } from "../booking/booking-kit";
import {
  AUDIT,
  BOOKING_ID,
  bookingRow,
  BOOKINGS,
  PAYMENTS,
  renderAdmin,
} from "./bookings-kit";

function serve(booking: ReturnType<typeof bookingRow>) {
  const selects: string[] = [];
  server.use(
    http.get(BOOKINGS, ({ request }) => {
      selects.push(new URL(request.url).searchParams.get("select") ?? "");
      return HttpResponse.json(booking);
    }),
    http.get(PAYMENTS, () => HttpResponse.json([])),
    http.get(AUDIT, () => HttpResponse.json([])),
  );
  return selects;
}

async function openSheet() {
  renderAdmin(
    <BookingDetailSheet bookingId={BOOKING_ID} open onOpenChange={vi.fn()} />,
  );
  const sheet = await screen.findByRole("dialog", { name: "Booking details" });
  await within(sheet).findByText("Adaeze Okafor", {}, { timeout: 5000 });
  return sheet;
}

describe("BookingDetailSheet for the rider's side", () => {
  it("shows an arrival's flight number and meeting point, read with the booking", async () => {
    const selects = serve(
      bookingRow({
        pickup_location: "MMA2 Domestic Terminal",
        dropoff_location: "Eko Hotel & Suites",
        flight_number: "P47123",
        pickup_place: { meeting_point: MEETING_POINT },
      }),
    );
    const sheet = await openSheet();
    // One request: the meeting point and the rating come embedded in the booking's row.
    expect(selects[0]).toContain("flight_number");
    expect(selects[0]).toContain("places!pickup_place_id(meeting_point)");
    expect(selects[0]).toContain("ride_ratings(rating,comment)");
    const airport = within(sheet).getByRole("region", { name: "Airport" });
    expect(airport).toHaveTextContent("FlightP47123");
    expect(airport).toHaveTextContent(`Meeting point${MEETING_POINT}`);
    expect(
      within(sheet).getByText(/Flight/, { selector: "span" }),
    ).toBeVisible();
    expect(
      within(sheet).queryByRole("region", { name: "Rider's rating" }),
    ).toBeNull();
  });

  it("says who cancelled and why", async () => {
    serve(
      bookingRow({
        status: "cancelled",
        cancelled_by: "rider",
        cancellation_reason: "My flight was cancelled.",
        cancelled_at: "2026-11-30T10:00:00Z",
      }),
    );
    const sheet = await openSheet();
    expect(
      within(sheet).getByText("Cancelled by the rider:", { exact: false }),
    ).toBeVisible();
    expect(within(sheet).getByText("My flight was cancelled.")).toBeVisible();
    expect(within(sheet).queryByRole("region", { name: "Airport" })).toBeNull();
  });

  it("says when the operator cancelled", async () => {
    serve(
      bookingRow({
        status: "cancelled",
        cancelled_by: "operator",
        cancellation_reason: "No vehicle free for the time asked.",
      }),
    );
    const sheet = await openSheet();
    expect(
      within(sheet).getByText("Cancelled by the operator:", { exact: false }),
    ).toBeVisible();
  });

  it("shows the rider's rating and comment once rated", async () => {
    serve(
      bookingRow({
        status: "completed",
        completed_at: "2026-12-01T17:20:00Z",
        rating: { rating: 4, comment: "Smooth ride, the car was spotless." },
      }),
    );
    const sheet = await openSheet();
    const rating = within(sheet).getByRole("region", {
      name: "Rider's rating",
    });
    expect(rating).toHaveTextContent("4 out of 5");
    expect(rating).toHaveTextContent("Smooth ride, the car was spotless.");
  });
});
