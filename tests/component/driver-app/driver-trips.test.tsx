import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { addDaysToDate, combineLagosDateTime, lagosDate } from "@/lib/dates";

import { server } from "../../support/msw-server";
import {
  answerReads,
  DRIVER_ID,
  failure,
  LATER,
  renderDriverApp,
  tripRow,
  USER_ID,
  useRealtime,
} from "./driver-app-kit";

describe("the driver's trips", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/lib/supabase"));
  // The client's socket outlives a test: every test answers it, so it never backs off.
  let realtime: ReturnType<typeof useRealtime>;
  beforeEach(() => {
    realtime = useRealtime();
  });

  it("show the next trip large with its buttons, later trips below and finished ones last", async () => {
    answerReads([
      tripRow({
        reference: "EKO-LATER2",
        booking_time: "2026-11-24T17:00:00Z",
        customer_name: "Priya Raman",
        customer_phone: "+2349152238874",
        pickup_location: "Victoria Island",
        dropoff_location: "Lagos Marriott Hotel Ikeja",
      }),
      tripRow({
        reference: "EKO-NEXT01",
        booking_time: "2026-11-24T13:30:00Z",
        notes: "Pick-up at the hotel lobby.",
      }),
      tripRow({
        reference: "EKO-DONE03",
        booking_time: "2026-11-24T07:00:00Z",
        status: "completed",
      }),
    ]);
    renderDriverApp();

    const current = await screen.findByRole(
      "region",
      { name: "14:30 · EKO-NEXT01" },
      LATER,
    );
    expect(within(current).getByText("Next trip")).toBeVisible();
    expect(within(current).getByText("Confirmed")).toBeVisible();
    expect(current).toHaveTextContent("Pickup: Eko Hotel & Suites");
    expect(current).toHaveTextContent("Drop-off: The Wheatbaker");
    expect(current).toHaveTextContent("Kunle Ajayi · Premium Ride");
    expect(current).toHaveTextContent("Note: Pick-up at the hotel lobby.");
    expect(
      within(current).getByRole("link", {
        name: "Call Kunle Ajayi on +234 805 661 2093",
      }),
    ).toHaveAttribute("href", "tel:+2348056612093");
    expect(
      within(current).getByRole("button", { name: "I've arrived" }),
    ).toBeEnabled();
    expect(
      within(current).getByRole("button", { name: "Start trip" }),
    ).toBeEnabled();

    const later = screen.getByRole("region", { name: "Later today" });
    const priya = within(later).getByRole("article", {
      name: "18:00 EKO-LATER2",
    });
    expect(priya).toHaveTextContent("Victoria Island");
    expect(within(priya).queryByRole("button")).not.toBeInTheDocument();
    const done = screen.getByRole("region", { name: "Done" });
    expect(
      within(done).getByRole("article", { name: "08:00 EKO-DONE03" }),
    ).toHaveTextContent("Completed");
    expect(screen.getByText("Mercedes-Benz S 580 · EKY-482KJ")).toBeVisible();
  });

  it("ask for this driver's trips of the Lagos day, and any trip still under way", async () => {
    const calls = answerReads([tripRow({ status: "in-progress" })]);
    renderDriverApp();
    expect(await screen.findByText("Trip under way", {}, LATER)).toBeVisible();
    expect(screen.getByRole("button", { name: "Complete trip" })).toBeVisible();
    expect(calls.profile[0]!.searchParams.get("user_id")).toBe(`eq.${USER_ID}`);
    const url = calls.trips[0]!;
    const today = lagosDate();
    const from = combineLagosDateTime(today, "00:00");
    const to = combineLagosDateTime(addDaysToDate(today, 1), "00:00");
    expect(url.searchParams.get("driver_id")).toBe(`eq.${DRIVER_ID}`);
    expect(url.searchParams.get("or")).toBe(
      `(and(booking_time.gte.${from},booking_time.lt.${to}),status.eq.in-progress)`,
    );
  });

  it("say so when there are no trips today", async () => {
    answerReads([]);
    renderDriverApp();
    expect(
      await screen.findByRole("heading", { name: "No trips today" }, LATER),
    ).toBeVisible();
  });

  it("say so when the login is not linked to a driver", async () => {
    answerReads([], null);
    renderDriverApp();
    expect(
      await screen.findByRole(
        "heading",
        { name: "Your login is not linked to a driver" },
        LATER,
      ),
    ).toBeVisible();
  });

  it("show Error fetching trips with the server's message and a retry", async () => {
    answerReads([]);
    server.use(
      http.get("*/rest/v1/bookings", () =>
        failure("The database is restarting.", 500, "XX000"),
      ),
    );
    renderDriverApp();
    const alert = await screen.findByRole("alert", {}, LATER);
    expect(alert).toHaveTextContent("Error fetching trips");
    expect(alert).toHaveTextContent("The database is restarting.");
    expect(
      within(alert).getByRole("button", { name: "Try again" }),
    ).toBeVisible();
  });

  it("refetch when one of the driver's bookings changes over Realtime", async () => {
    let trips = [tripRow({ reference: "EKO-FIRST1" })];
    answerReads(() => trips);
    renderDriverApp();
    await screen.findByText("Trips update live.", {}, LATER);
    expect(screen.getByRole("region", { name: /EKO-FIRST1/ })).toBeVisible();
    trips = [
      ...trips,
      tripRow({
        reference: "EKO-ADDED2",
        booking_time: "2026-11-24T18:00:00Z",
      }),
    ];
    realtime.send("UPDATE", { id: trips[1]!.id });
    expect(
      await screen.findByRole("article", { name: "19:00 EKO-ADDED2" }, LATER),
    ).toBeVisible();
  });

  it("refetch when the driver comes back to the page", async () => {
    const calls = answerReads([tripRow()]);
    renderDriverApp();
    await screen.findByRole("region", { name: /EKO-TRIP/ }, LATER);
    const before = calls.trips.length;
    act(() => focusManager.setFocused(false));
    // Back to the document's own visibility, which is visible: the page regains focus.
    act(() => focusManager.setFocused(undefined));
    await waitFor(() => expect(calls.trips.length).toBe(before + 1));
  });
});
