import { act, screen, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import type { DriverTrip } from "@/features/driver-app/types";

import { server } from "../../support/msw-server";
import {
  answerReads,
  failure,
  LATER,
  renderDriverApp,
  TRIP_STEP,
  tripRow,
  useRealtime,
} from "./driver-app-kit";

/** The server moves the trip the way driver_trip_step does and answers the booking row. */
function answerSteps(trip: DriverTrip) {
  const sent: unknown[] = [];
  let current = trip;
  answerReads(() => [current]);
  server.use(
    http.post(TRIP_STEP, async ({ request }) => {
      const body = (await request.json()) as { p_step: string };
      sent.push(body);
      await delay(150);
      if (body.p_step === "arrived")
        current = { ...current, arrived_at: "2026-11-24T13:25:00Z" };
      if (body.p_step === "started")
        current = { ...current, status: "in-progress" };
      if (body.p_step === "completed")
        current = { ...current, status: "completed" };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

async function currentTrip() {
  return screen.findByRole("region", { name: /EKO-STEP01/ }, LATER);
}

describe("moving a trip along", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  beforeEach(() => void useRealtime());
  afterEach(() => act(() => dismissToast()));

  it("marks arrival, then starts the trip, each with its toast", async () => {
    const trip = tripRow({ reference: "EKO-STEP01" });
    const sent = answerSteps(trip);
    const { user } = renderDriverApp();
    const card = await currentTrip();

    await user.click(
      within(card).getByRole("button", { name: "I've arrived" }),
    );
    expect(
      within(card).getByRole("button", { name: "Marking arrival..." }),
    ).toBeDisabled();
    expect(
      within(card).getByRole("button", { name: "Start trip" }),
    ).toBeDisabled();
    expect(
      await screen.findByText("Arrival Recorded", {}, LATER),
    ).toBeVisible();
    expect(
      screen.getByText("EKO-STEP01: you are at Eko Hotel & Suites."),
    ).toBeVisible();
    expect(within(card).getByText("Arrived at 14:25")).toBeVisible();
    expect(
      within(card).queryByRole("button", { name: "I've arrived" }),
    ).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Start trip" }));
    expect(await screen.findByText("Trip Started", {}, LATER)).toBeVisible();
    expect(
      screen.getByText("EKO-STEP01 is under way to The Wheatbaker."),
    ).toBeVisible();
    expect(within(card).getByText("Trip under way")).toBeVisible();
    expect(
      within(card).getByRole("button", { name: "Complete trip" }),
    ).toBeEnabled();
    expect(sent).toEqual([
      { p_booking_id: trip.id, p_step: "arrived" },
      { p_booking_id: trip.id, p_step: "started" },
    ]);
  });

  it("asks before completing, and sends nothing when the driver says not yet", async () => {
    const trip = tripRow({ reference: "EKO-STEP01", status: "in-progress" });
    const sent = answerSteps(trip);
    const { user } = renderDriverApp();
    const card = await currentTrip();

    await user.click(
      within(card).getByRole("button", { name: "Complete trip" }),
    );
    let dialog = await screen.findByRole("alertdialog", {
      name: "Complete this trip?",
    });
    expect(dialog).toHaveTextContent(
      "EKO-STEP01: Kunle Ajayi has arrived at The Wheatbaker.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(
      within(card).getByRole("button", { name: "Complete trip" }),
    );
    dialog = await screen.findByRole("alertdialog", {
      name: "Complete this trip?",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Complete trip" }),
    );
    expect(
      within(dialog).getByRole("button", { name: "Completing..." }),
    ).toBeDisabled();
    expect(await screen.findByText("Trip Completed", {}, LATER)).toBeVisible();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent).toEqual([{ p_booking_id: trip.id, p_step: "completed" }]);
    const done = await screen.findByRole("region", { name: "Done" }, LATER);
    expect(within(done).getByText("Completed")).toBeVisible();
  });

  it("shows the server's own sentence when it refuses, and the buttons work again", async () => {
    answerReads([tripRow({ reference: "EKO-STEP01" })]);
    server.use(
      http.post(TRIP_STEP, () =>
        failure("This trip is not assigned to you.", 403, "42501"),
      ),
    );
    const { user } = renderDriverApp();
    const card = await currentTrip();
    await user.click(within(card).getByRole("button", { name: "Start trip" }));
    expect(
      await screen.findByText("Error updating trip", {}, LATER),
    ).toBeVisible();
    expect(screen.getByText("This trip is not assigned to you.")).toBeVisible();
    expect(
      within(card).getByRole("button", { name: "Start trip" }),
    ).toBeEnabled();
  });
});
