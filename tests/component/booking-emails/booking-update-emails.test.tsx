import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import {
  useAssignBooking,
  useSetBookingStatus,
} from "@/features/admin-booking/api/mutations";
import { useTripStep } from "@/features/driver-app/api/mutations";

import { server } from "../../support/msw-server";
import { createTestQueryClient } from "../../support/render-app";
import { ASSIGN, bookingRow, SET_STATUS } from "../admin-booking/bookings-kit";
import { TRIP_STEP, tripRow } from "../driver-app/driver-app-kit";

/**
 * The rider's e-mails follow each change the operator or the driver makes: after a successful
 * assignment, status change or trip step the app asks send-email for the booking's update, by
 * reference; a refused change asks for nothing.
 */

const SEND_EMAIL = "*/functions/v1/send-email";
let requests: unknown[];

beforeEach(() => {
  requests = [];
  server.use(
    http.post(SEND_EMAIL, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json({ sent: 1, skipped: 0, emails: [] });
    }),
  );
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      {children}
    </QueryClientProvider>
  );
}

const update = (reference: string) => ({
  type: "booking_update",
  data: { reference },
});

const refusal = () =>
  HttpResponse.json(
    { code: "P0001", message: "Refused.", details: null, hint: null },
    { status: 400 },
  );

describe("booking update e-mails after a change", () => {
  it("follow an administrator's status change", async () => {
    const booking = bookingRow({
      reference: "EKO-DNDNDN",
      status: "completed",
    });
    server.use(http.post(SET_STATUS, () => HttpResponse.json(booking)));
    const { result } = renderHook(() => useSetBookingStatus(), { wrapper });
    await result.current.mutateAsync({
      bookingId: booking.id,
      status: "completed",
    });
    await waitFor(() => expect(requests).toEqual([update("EKO-DNDNDN")]));
  });

  it("follow an assignment", async () => {
    const booking = bookingRow({ reference: "EKO-READYY" });
    server.use(http.post(ASSIGN, () => HttpResponse.json(booking)));
    const { result } = renderHook(() => useAssignBooking(), { wrapper });
    await result.current.mutateAsync({
      bookingId: booking.id,
      driverId: "d1000000-0000-4000-8000-000000000001",
      vehicleId: "f1000000-0000-4000-8000-000000000001",
      confirm: true,
    });
    await waitFor(() => expect(requests).toEqual([update("EKO-READYY")]));
  });

  it("follow a driver's trip step", async () => {
    const trip = tripRow({ status: "in-progress" });
    server.use(
      http.post(TRIP_STEP, () =>
        HttpResponse.json({ ...trip, status: "completed" }),
      ),
    );
    const { result } = renderHook(() => useTripStep(), { wrapper });
    await result.current.mutateAsync({ trip, step: "completed" });
    await waitFor(() => expect(requests).toEqual([update(trip.reference)]));
  });

  it("are not asked for when the change is refused", async () => {
    server.use(
      http.post(SET_STATUS, refusal),
      http.post(ASSIGN, refusal),
      http.post(TRIP_STEP, refusal),
    );
    const status = renderHook(() => useSetBookingStatus(), { wrapper });
    const assign = renderHook(() => useAssignBooking(), { wrapper });
    const step = renderHook(() => useTripStep(), { wrapper });
    const booking = bookingRow();
    await expect(
      status.result.current.mutateAsync({
        bookingId: booking.id,
        status: "cancelled",
        reason: "No longer needed",
      }),
    ).rejects.toBeTruthy();
    await expect(
      assign.result.current.mutateAsync({
        bookingId: booking.id,
        driverId: "d1000000-0000-4000-8000-000000000001",
        vehicleId: "f1000000-0000-4000-8000-000000000001",
        confirm: true,
      }),
    ).rejects.toBeTruthy();
    await expect(
      step.result.current.mutateAsync({ trip: tripRow(), step: "arrived" }),
    ).rejects.toBeTruthy();
    // A change that succeeds afterwards is the sentinel: its e-mail request is sent after any the
    // refused changes could have sent, so once it is in, the list is complete.
    const sentinel = bookingRow({
      reference: "EKO-SNTNEL",
      status: "completed",
    });
    server.use(http.post(SET_STATUS, () => HttpResponse.json(sentinel)));
    await status.result.current.mutateAsync({
      bookingId: sentinel.id,
      status: "completed",
    });
    await waitFor(() => expect(requests).toContainEqual(update("EKO-SNTNEL")));
    expect(requests).toEqual([update("EKO-SNTNEL")]);
  });
});
