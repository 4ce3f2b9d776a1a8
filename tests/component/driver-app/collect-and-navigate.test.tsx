import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  answerReads,
  LATER,
  renderDriverApp,
  tripRow,
  useRealtime,
} from "./driver-app-kit";

/** The amount a driver collects in cash, and each stop opened in the phone's maps app. */

const currentTrip = () =>
  screen.findByRole("region", { name: /· EKO-/ }, LATER);

const directions = (destination: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination).replace(/%20/g, "+")}&travelmode=driving`;

describe("collect and navigate", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/lib/supabase"));
  beforeEach(() => {
    useRealtime();
  });

  it("asks for the whole fare in cash on an unpaid trip", async () => {
    answerReads([tripRow({ fare_kobo: 2_450_000, paid_kobo: 0 })]);
    renderDriverApp();
    const card = await currentTrip();
    expect(within(card).getByTestId("trip-collect")).toHaveTextContent(
      "Collect ₦24,500.00 in cash",
    );
  });

  it("asks only for what is left once part has been paid, and says Paid when nothing is", async () => {
    answerReads([
      tripRow({
        reference: "EKO-PART01",
        booking_time: "2026-11-24T09:00:00Z",
        fare_kobo: 2_000_000,
        paid_kobo: 800_000,
      }),
      tripRow({
        reference: "EKO-PAID02",
        booking_time: "2026-11-24T07:00:00Z",
        status: "completed",
        fare_kobo: 1_800_000,
        paid_kobo: 1_800_000,
      }),
      tripRow({
        reference: "EKO-CANC03",
        booking_time: "2026-11-24T06:00:00Z",
        status: "cancelled",
      }),
    ]);
    renderDriverApp();
    const card = await currentTrip();
    expect(within(card).getByTestId("trip-collect")).toHaveTextContent(
      "Collect ₦12,000.00 in cash · ₦8,000.00 of ₦20,000.00 already paid",
    );
    const done = screen.getByRole("region", { name: "Done" });
    const paid = within(done).getByRole("article", { name: /EKO-PAID02/ });
    expect(within(paid).getByTestId("trip-collect")).toHaveTextContent(
      "Paid · nothing to collect (₦18,000.00)",
    );
    const cancelled = within(done).getByRole("article", {
      name: /EKO-CANC03/,
    });
    expect(within(cancelled).queryByTestId("trip-collect")).toBeNull();
    // A finished trip has nowhere left to drive to.
    expect(within(paid).queryByRole("link", { name: /^Navigate/ })).toBeNull();
  });

  it("opens the pickup and the drop-off in the maps app by coordinates, or by address", async () => {
    answerReads([
      tripRow({
        pickup_location: "Eko Hotel & Suites",
        pickup_place: { lat: 6.4281, lng: 3.4219 },
        dropoff_location: "12 Admiralty Way, Lekki",
        dropoff_place: null,
      }),
    ]);
    renderDriverApp();
    const card = await currentTrip();
    const pickup = within(card).getByRole("link", {
      name: "Navigate to the pickup, Eko Hotel & Suites, in your maps app",
    });
    expect(pickup).toHaveAttribute("href", directions("6.4281,3.4219"));
    expect(pickup).toHaveAttribute("target", "_blank");
    expect(
      within(card).getByRole("link", {
        name: "Navigate to the drop-off, 12 Admiralty Way, Lekki, in your maps app",
      }),
    ).toHaveAttribute("href", directions("12 Admiralty Way, Lekki, Lagos"));
  });

  it("routes only to the drop-off once the customer is on board, and reminds of the cash before completing", async () => {
    answerReads([
      tripRow({
        reference: "EKO-ONWAY1",
        status: "in-progress",
        fare_kobo: 1_500_000,
      }),
    ]);
    const { user } = renderDriverApp();
    const card = await currentTrip();
    expect(
      within(card).queryByRole("link", { name: /Navigate to the pickup/ }),
    ).toBeNull();
    expect(
      within(card).getByRole("link", { name: /Navigate to the drop-off/ }),
    ).toHaveAttribute("href", directions("6.4488,3.4311"));
    await user.click(
      within(card).getByRole("button", { name: "Complete trip" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "Complete this trip?",
    });
    expect(dialog).toHaveTextContent(
      "Collect ₦15,000.00 in cash before Kunle Ajayi leaves.",
    );
  });
});
