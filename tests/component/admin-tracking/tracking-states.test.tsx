import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  NOW,
  renderTracking,
  secondsAgo,
  useBoard,
  useRealtime,
  vehicle,
} from "./tracking-kit";

vi.mock("@/features/admin-tracking/components/tracking-map", async () => ({
  TrackingMap: (await import("./fake-map")).FakeTrackingMap,
}));

const row = (plate: string) =>
  within(screen.getByRole("list", { name: "Vehicles" }))
    .getAllByRole("listitem")
    .find((item) => item.textContent?.includes(plate))!;
const stateOf = (plate: string) =>
  row(plate).querySelector("[data-state]")?.getAttribute("data-state");

/** One vehicle in each state: live on a trip, live and free, silent and free, silent on a trip. */
const BOARD = [
  vehicle({ registration_number: "TRP-001AA", vehicle_status: "on-trip" }),
  vehicle({ registration_number: "AVL-002AA" }),
  vehicle({ registration_number: "OFF-003AA", recorded_at: secondsAgo(3600) }),
  vehicle({
    registration_number: "WSH-004AA",
    vehicle_status: "maintenance",
    recorded_at: secondsAgo(30),
  }),
  vehicle({
    registration_number: "STL-005AA",
    vehicle_status: "on-trip",
    recorded_at: secondsAgo(300),
  }),
  vehicle({
    registration_number: "NON-006AA",
    lat: null,
    lng: null,
    recorded_at: null,
    source: null,
  }),
];

describe("tracking states and legend", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("tells off duty from stale: only a working vehicle that went silent is Stale", async () => {
    useBoard(BOARD);
    useRealtime();
    renderTracking();
    await screen.findByRole("list", { name: "Vehicles" });
    expect(row("TRP-001AA")).toHaveTextContent("On trip");
    expect(stateOf("TRP-001AA")).toBe("on-trip");
    expect(stateOf("AVL-002AA")).toBe("available");
    expect(row("AVL-002AA")).toHaveTextContent("Available");
    // Free and silent for an hour: the driver stopped sharing, which is no alarm.
    expect(stateOf("OFF-003AA")).toBe("off-duty");
    expect(row("OFF-003AA")).toHaveTextContent("Off duty");
    expect(row("OFF-003AA")).not.toHaveTextContent("Stale");
    // In the workshop: off duty, and the maintenance status still says why.
    expect(stateOf("WSH-004AA")).toBe("off-duty");
    expect(row("WSH-004AA")).toHaveTextContent("Maintenance");
    // On a trip and silent for five minutes: Stale.
    expect(stateOf("STL-005AA")).toBe("stale");
    expect(row("STL-005AA")).toHaveTextContent("Stale");
    expect(stateOf("NON-006AA")).toBe("off-duty");
    expect(screen.getByText("6 vehicles · 1 stale")).toBeVisible();
  });

  it("has a legend naming each state with its marker and how many vehicles are in it", async () => {
    useBoard(BOARD);
    useRealtime();
    renderTracking();
    const legend = await screen.findByRole("region", { name: "Legend" });
    const items = within(legend).getAllByRole("listitem");
    expect(items.map((li) => li.dataset.state)).toEqual([
      "on-trip",
      "available",
      "off-duty",
      "stale",
    ]);
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^On trip 1:/),
      expect.stringMatching(/^Available 1:/),
      expect.stringMatching(/^Off duty 3:/),
      expect.stringMatching(/^Stale 1:/),
    ]);
    // Each swatch is the map's own marker for that state (shape and colour come from the CSS).
    for (const item of items)
      expect(
        item.querySelector(
          `.tracking-legend-swatch[data-state="${item.dataset.state}"] > .tracking-marker`,
        ),
      ).not.toBeNull();
  });
});
