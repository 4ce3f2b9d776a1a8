import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import { formatLagosTime } from "@/lib/dates";
import { parseRideView } from "@/features/rides/api/ride-view";
import type { RideView } from "@/features/rides/types";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { rideView } from "./my-rides-kit";

/** The ride page's arrival estimate, and Call / WhatsApp on the rider's own link only. */

// Leaflet needs layout jsdom lacks; the ride-page spec and e2e cover the map itself.
vi.mock("@/features/rides/components/ride-map", () => ({
  default: () => <div>Map</div>,
}));

const MANAGE = "0123456789abcdef0123456789abcdef";
const SHARE = "fedcba9876543210fedcba9876543210";
const LATER = { timeout: 5_000 };
const PHONE = "+2348039876543";

const onTheWay = (overrides: Partial<RideView> = {}) =>
  rideView({
    stage: "on_the_way",
    driver_name: "Emeka Okafor",
    driver_initials: "EO",
    vehicle_model: "Toyota Camry",
    vehicle_plate: "LND-482-KJ",
    vehicle_lat: 6.44,
    vehicle_lng: 3.43,
    position_at: new Date(Date.now() - 10_000).toISOString(),
    position_source: "phone",
    eta_minutes: 8,
    driver_phone: PHONE,
    ...overrides,
  });

function open(view: RideView, token = MANAGE) {
  server.use(
    http.post("*/rest/v1/rpc/ride_status", () => HttpResponse.json(view)),
  );
  return renderRoute(paths.ride.href(view.reference, token));
}

const driverPanel = () =>
  screen.findByRole("region", { name: "Driver and vehicle" }, LATER);

describe("the ride page's chauffeur contact and arrival estimate", () => {
  it("offers Call and WhatsApp with the chauffeur's number on the manage link", async () => {
    open(onTheWay());
    const panel = await driverPanel();
    expect(
      within(panel).getByRole("link", {
        name: "Call Emeka Okafor on +234 803 987 6543",
      }),
    ).toHaveAttribute("href", "tel:+2348039876543");
    const whatsapp = within(panel).getByRole("link", {
      name: "WhatsApp Emeka Okafor",
    });
    expect(whatsapp).toHaveAttribute("href", "https://wa.me/2348039876543");
    expect(whatsapp).toHaveAttribute("target", "_blank");
  });

  it("shows no contact on a share link, even if an answer carried a number", async () => {
    open(onTheWay({ access: "share", share_token: null }), SHARE);
    const panel = await driverPanel();
    expect(panel).toHaveTextContent("Emeka Okafor");
    expect(within(panel).queryByRole("link")).toBeNull();
    expect(screen.queryByText(/987 6543/)).toBeNull();
    // The parser drops it too, so no other screen could show it.
    expect(
      parseRideView(onTheWay({ access: "share" })).driver_phone,
    ).toBeNull();
  });

  it("shows no contact before a chauffeur is assigned", async () => {
    open(rideView({ stage: "requested", status: "pending" }));
    const panel = await driverPanel();
    expect(within(panel).queryByRole("link")).toBeNull();
  });

  it("says how far away the chauffeur is, and when they should reach the pickup", async () => {
    open(onTheWay());
    const eta = await screen.findByTestId("ride-eta", {}, LATER);
    expect(eta).toHaveTextContent("Your chauffeur is about 8 min away");
    // The clock is now + 8 minutes, on the Lagos clock.
    const at = formatLagosTime(new Date(Date.now() + 8 * 60_000));
    expect(eta.textContent).toMatch(/at the pickup around \d\d:\d\d$/);
    expect([at, formatLagosTime(new Date(Date.now() + 9 * 60_000))]).toContain(
      eta.textContent!.slice(-5),
    );
  });

  it("words the estimate for whoever holds a share link", async () => {
    open(onTheWay({ access: "share", share_token: null }), SHARE);
    expect(await screen.findByTestId("ride-eta", {}, LATER)).toHaveTextContent(
      "The chauffeur is about 8 min away",
    );
  });

  it("counts to the drop-off once the trip is under way", async () => {
    open(
      onTheWay({
        stage: "in_progress",
        status: "in-progress",
        eta_minutes: 23,
      }),
    );
    expect(await screen.findByTestId("ride-eta", {}, LATER)).toHaveTextContent(
      "About 23 min to Murtala Muhammed International Airport · arriving around",
    );
  });

  it("gives no estimate from a stale position, nor once the chauffeur has arrived", async () => {
    const { unmount } = open(
      onTheWay({
        position_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
    );
    expect(
      await screen.findByText(/Stale: last position/, {}, LATER),
    ).toBeVisible();
    expect(screen.queryByTestId("ride-eta")).toBeNull();
    unmount();
    open(onTheWay({ stage: "arrived", eta_minutes: null }));
    expect(
      await screen.findByRole("heading", { name: "Driver has arrived" }, LATER),
    ).toBeVisible();
    expect(screen.queryByTestId("ride-eta")).toBeNull();
  });
});
