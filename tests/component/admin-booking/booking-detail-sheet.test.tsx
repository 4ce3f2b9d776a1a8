import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { BookingDetailSheet } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  AUDIT,
  BOOKING_ID,
  bookingRow,
  BOOKINGS,
  ledgerRow,
  PAYMENTS,
  renderAdmin,
} from "./bookings-kit";

const base = bookingRow();
const cancelled = bookingRow({
  fare_breakdown: {
    ...(base.fare_breakdown as Record<string, unknown>),
    minimum_applied: true,
  },
  status: "cancelled",
  cancellation_reason: "Customer changed plans",
  driver_id: "d1000000-0000-4000-8000-000000000001",
  vehicle_id: "f1000000-0000-4000-8000-000000000001",
  driver: { name: "Tunde Bakare", phone: "+2348020000001" },
  vehicle: { model: "Toyota Camry", registration_number: "LND-482-AA" },
});

const audit = [
  {
    id: 1,
    actor_email: null,
    action: "insert",
    before: null,
    after: { status: "pending", driver_id: null, vehicle_id: null },
    at: "2026-11-20T09:00:00Z",
  },
  {
    id: 2,
    actor_email: "admin@ekoluxe.ng",
    action: "update",
    before: { status: "pending", driver_id: null, vehicle_id: null },
    after: { status: "pending", driver_id: "d1", vehicle_id: "f1" },
    at: "2026-11-20T10:15:00Z",
  },
  {
    id: 3,
    actor_email: "admin@ekoluxe.ng",
    action: "update",
    before: { status: "pending", driver_id: "d1", vehicle_id: "f1" },
    after: {
      status: "cancelled",
      driver_id: "d1",
      vehicle_id: "f1",
      cancellation_reason: "Customer changed plans",
    },
    at: "2026-11-21T08:05:00Z",
  },
];

describe("BookingDetailSheet", () => {
  it("shows the customer, fare, assignment, payments and the status timeline", async () => {
    const asked: string[] = [];
    server.use(
      http.get(BOOKINGS, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("id") ?? "");
        return HttpResponse.json(cancelled);
      }),
      http.get(PAYMENTS, () =>
        HttpResponse.json([
          ledgerRow({
            id: "p1",
            method: "cash",
            channel: null,
            provider_reference: null,
            received_by: "Tunde Bakare",
            received_at: "2026-12-01T18:00:00Z",
          }),
        ]),
      ),
      http.get(AUDIT, () => HttpResponse.json(audit)),
    );
    renderAdmin(
      <BookingDetailSheet bookingId={BOOKING_ID} open onOpenChange={vi.fn()} />,
    );
    const sheet = await screen.findByRole("dialog", {
      name: "Booking details",
    });
    expect(await within(sheet).findByText("Adaeze Okafor")).toBeVisible();
    expect(asked).toContain(`eq.${BOOKING_ID}`);
    expect(
      within(sheet).getByRole("link", { name: "+234 803 123 4567" }),
    ).toHaveAttribute("href", "tel:+2348031234567");
    expect(
      within(sheet).getByRole("link", { name: "adaeze@example.ng" }),
    ).toHaveAttribute("href", "mailto:adaeze@example.ng");
    expect(within(sheet).getByText("Tue, 1 Dec 2026, 16:30")).toBeVisible();

    const fare = within(sheet).getByRole("region", { name: "Fare" });
    expect(within(fare).getByText("Distance (24.6 km)")).toBeVisible();
    // The note sits after the definition list, which may hold only its term groups.
    const note = within(fare).getByText("Minimum fare applied.");
    expect(note.closest("dl")).toBeNull();
    expect(
      within(fare).getByText("Upfront fare").nextSibling,
    ).toHaveTextContent("₦11,100.00");
    const assignment = within(sheet).getByRole("region", {
      name: "Assignment",
    });
    expect(assignment).toHaveTextContent("Tunde Bakare");
    expect(assignment).toHaveTextContent("Toyota Camry · LND-482-AA");

    const payments = within(sheet).getByRole("region", { name: "Payments" });
    expect(await within(payments).findByText(/Tunde Bakare/)).toBeVisible();
    expect(payments).toHaveTextContent("₦11,100.00");

    const history = within(sheet).getByRole("region", { name: "History" });
    const events = await within(history).findAllByRole("listitem");
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/Booking created.*Pending.*Online booking/),
      expect.stringMatching(
        /Driver assigned.*20 Nov 2026, 11:15.*admin@ekoluxe\.ng/,
      ),
      expect.stringMatching(
        /Cancelled.*Customer changed plans.*admin@ekoluxe\.ng/,
      ),
    ]);
  });
});
