import { act, screen, waitFor, within } from "@testing-library/react";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";

import { dismissToast, toastStore } from "@/lib/toast";

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

describe("tracking page", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => dismissToast());
  });

  it("lists each vehicle with its status, speed, fix age, source, driver and booking", async () => {
    const onTrip = vehicle({
      model: "Lexus LX 600",
      registration_number: "LND-731AE",
      vehicle_status: "on-trip",
      speed_kmh: 42.4,
      recorded_at: secondsAgo(12),
      source: "phone",
      driver_name: "Emmanuel Okonkwo",
      booking_id: "b0000000-0000-4000-8000-000000000001",
      booking_reference: "EKO-QZ7BRE",
      booking_status: "in-progress",
      pickup_location: "Eko Hotel & Suites",
      dropoff_location: "MMA2 Domestic Terminal",
    });
    const parked = vehicle({
      registration_number: "APP-118FG",
      source: "simulator",
      driver_name: null,
      driver_id: null,
    });
    useBoard([onTrip, parked]);
    useRealtime();
    const { user, onViewBooking } = renderTracking();

    const item = await waitFor(() => row("LND-731AE"));
    expect(item).toHaveTextContent("Lexus LX 600");
    expect(within(item).getByText("On trip")).toBeVisible();
    expect(item).toHaveTextContent("42 km/h");
    expect(item).toHaveTextContent("Last fix 12 s ago");
    expect(item).toHaveTextContent("Driver's phone");
    expect(item).toHaveTextContent("Emmanuel Okonkwo");
    expect(item).toHaveTextContent("In progress");
    expect(item).toHaveTextContent(
      "Eko Hotel & Suites → MMA2 Domestic Terminal",
    );
    await user.click(within(item).getByRole("button", { name: "EKO-QZ7BRE" }));
    expect(onViewBooking).toHaveBeenCalledWith(onTrip.booking_id);

    expect(row("APP-118FG")).toHaveTextContent("Simulator");
    expect(row("APP-118FG")).toHaveTextContent("No driver");
    expect(screen.getByText("2 vehicles")).toBeVisible();
  });

  it("labels a vehicle on a trip Stale once its last fix is two minutes old", async () => {
    useBoard([
      vehicle({
        registration_number: "FRS-001AA",
        vehicle_status: "on-trip",
        recorded_at: secondsAgo(119),
      }),
      vehicle({
        registration_number: "OLD-002AA",
        vehicle_status: "on-trip",
        recorded_at: secondsAgo(120),
      }),
      vehicle({
        registration_number: "NON-003AA",
        lat: null,
        lng: null,
        recorded_at: null,
        source: null,
      }),
    ]);
    useRealtime();
    renderTracking();
    await waitFor(() => expect(row("OLD-002AA")).toHaveTextContent("Stale"));
    expect(row("OLD-002AA")).toHaveTextContent("Last fix 2 min ago");
    expect(row("FRS-001AA")).not.toHaveTextContent("Stale");
    expect(row("NON-003AA")).toHaveTextContent("No position yet");
    expect(row("NON-003AA")).not.toHaveTextContent("Stale");
    expect(screen.getByText("3 vehicles · 1 stale")).toBeVisible();
    // A vehicle with no position has no marker.
    expect(
      screen.queryByRole("button", { name: "Marker NON-003AA" }),
    ).toBeNull();
  });

  it("says Simulated telemetry only while a simulated position is shown, and patches positions live without refetching", async () => {
    const car = vehicle({ registration_number: "KJA-215BD", source: "phone" });
    const board = useBoard([car]);
    const realtime = useRealtime();
    const { user } = renderTracking();
    await waitFor(() =>
      expect(row("KJA-215BD")).toHaveTextContent("Driver's phone"),
    );
    expect(screen.queryByText("Simulated telemetry")).toBeNull();
    await screen.findByText("Live");
    const reads = board.calls;

    act(() =>
      realtime.send("vehicle_positions", "UPDATE", {
        vehicle_id: car.vehicle_id,
        lat: 6.45,
        lng: 3.39,
        speed_kmh: 55,
        heading: 180,
        recorded_at: secondsAgo(1),
        source: "simulator",
        driver_id: null,
      }),
    );
    await waitFor(() => expect(row("KJA-215BD")).toHaveTextContent("55 km/h"));
    expect(row("KJA-215BD")).toHaveTextContent("Simulator");
    expect(row("KJA-215BD")).toHaveTextContent("Last fix 1 s ago");
    expect(screen.getByRole("status")).toHaveTextContent("Simulated telemetry");
    expect(board.calls).toBe(reads);

    // Filtering the simulated vehicle out of view takes the notice away.
    await user.click(screen.getByRole("button", { name: "Maintenance" }));
    expect(screen.queryByText("Simulated telemetry")).toBeNull();
    expect(screen.getByText("No vehicles match.")).toBeVisible();
  });

  it("selects together in the list and on the map, and follows the selected vehicle", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    useBoard([
      vehicle({ registration_number: "EKY-482KJ" }),
      vehicle({ registration_number: "LSR-806CN" }),
    ]);
    useRealtime();
    const { user } = renderTracking();
    const follow = await screen.findByRole("button", { name: "Follow" });
    expect(follow).toBeDisabled();

    await user.click(within(row("EKY-482KJ")).getAllByRole("button")[0]!);
    expect(
      screen.getByRole("button", { name: "Marker EKY-482KJ" }),
    ).toHaveAttribute("data-selected", "true");
    expect(within(row("EKY-482KJ")).getAllByRole("button")[0]).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    scrolled.mockClear();
    await user.click(screen.getByRole("button", { name: "Marker LSR-806CN" }));
    const selected = within(row("LSR-806CN")).getAllByRole("button")[0]!;
    expect(selected).toHaveAttribute("aria-pressed", "true");
    expect(within(row("EKY-482KJ")).getAllByRole("button")[0]).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(scrolled).toHaveBeenCalled();
    expect(row("LSR-806CN")).toHaveAttribute("data-selected", "true");

    await user.click(follow);
    expect(follow).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("list", { name: "Map markers" })).toHaveAttribute(
      "data-follow",
      "true",
    );
  });

  it("shows Error fetching data when the board fails, in place first and as a toast on a failed refresh", async () => {
    const board = useBoard([vehicle({ registration_number: "EKY-903LM" })]);
    const realtime = useRealtime();
    renderTracking();
    await waitFor(() => expect(row("EKY-903LM")).toBeDefined());
    await screen.findByText("Live");

    board.fail = true;
    act(() =>
      realtime.send("bookings", "UPDATE", { id: "x", status: "in-progress" }),
    );
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        title: "Error fetching data",
        variant: "destructive",
      }),
    );
    // The vehicles already shown stay.
    expect(row("EKY-903LM")).toBeDefined();
  });

  it("shows Error fetching data in place when the first read fails", async () => {
    const board = useBoard([]);
    board.fail = true;
    useRealtime();
    renderTracking();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error fetching data",
    );
  });
});
