import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import {
  RIDE_POLL_MS,
  ridePollInterval,
  rideQueries,
} from "@/features/rides/api/queries";
import type { RideStage, RideView } from "@/features/rides/types";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";

// Leaflet needs a canvas and layout that jsdom lacks (the e2e spec drives the real map): the
// stand-in says what the map would show.
vi.mock("@/features/rides/components/ride-map", () => ({
  default: ({
    vehicle,
    stale,
    target,
    label,
  }: {
    vehicle: [number, number];
    stale: boolean;
    target: { kind: string } | null;
    label: string;
  }) => (
    <div role="region" aria-label={label} data-stale={stale}>
      {`Vehicle at ${vehicle.join(", ")}; heading for ${target?.kind ?? "nothing"}`}
    </div>
  ),
}));

const RIDE_STATUS = "*/rest/v1/rpc/ride_status";
const REFERENCE = "EKO-RIDE01";
const MANAGE = "0123456789abcdef0123456789abcdef";
const SHARE = "fedcba9876543210fedcba9876543210";
const LATER = { timeout: 5_000 };

function ride(overrides: Partial<RideView> = {}): RideView {
  return {
    reference: REFERENCE,
    access: "manage",
    share_token: SHARE,
    status: "confirmed",
    stage: "confirmed",
    // 14:30 in Lagos (UTC+1).
    booking_time: "2026-12-03T13:30:00Z",
    created_at: "2026-11-26T09:00:00Z",
    confirmed_at: "2026-11-26T09:05:00Z",
    arrived_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    service_type: "premium",
    pickup_location: "Eko Hotel & Suites",
    dropoff_location: "Murtala Muhammed International Airport",
    pickup_lat: 6.4266,
    pickup_lng: 3.4218,
    dropoff_lat: 6.5774,
    dropoff_lng: 3.3212,
    fare_kobo: 4_250_000,
    fare_breakdown: null,
    distance_km: 24.5,
    duration_min: 55,
    customer_first_name: "Chioma",
    flight_number: null,
    meeting_point: null,
    driver_name: "Emeka Okafor",
    driver_initials: "EO",
    driver_rating: 4.8,
    vehicle_model: "Toyota Camry",
    vehicle_colour: "Black",
    vehicle_plate: "LND-482-KJ",
    vehicle_lat: null,
    vehicle_lng: null,
    vehicle_heading: null,
    vehicle_speed_kmh: null,
    position_at: null,
    position_source: null,
    free_cancellation_minutes: 60,
    cancel_cutoff_at: "2026-12-03T12:30:00Z",
    can_cancel: true,
    can_rate: false,
    rating: null,
    rating_comment: null,
    eta_minutes: null,
    driver_phone: null,
    ...overrides,
  };
}

/** ride_status answering `view` (or a function of the call's arguments); calls are recorded. */
function answerRide(
  view:
    RideView | ((body: { p_reference: string; p_token: string }) => Response),
) {
  const calls: { p_reference: string; p_token: string }[] = [];
  server.use(
    http.post(RIDE_STATUS, async ({ request }) => {
      const body = (await request.json()) as (typeof calls)[number];
      calls.push(body);
      return typeof view === "function" ? view(body) : HttpResponse.json(view);
    }),
  );
  return calls;
}

function openRide(token = MANAGE, reference = REFERENCE) {
  return renderRoute(paths.ride.href(reference, token));
}

const positioned = (overrides: Partial<RideView> = {}) =>
  ride({
    stage: "on_the_way",
    vehicle_lat: 6.44,
    vehicle_lng: 3.43,
    vehicle_heading: 90,
    vehicle_speed_kmh: 31.4,
    position_at: new Date(Date.now() - 12_000).toISOString(),
    position_source: "phone",
    ...overrides,
  });

const originalShare = Object.getOwnPropertyDescriptor(navigator, "share");
afterEach(() => {
  if (originalShare) Object.defineProperty(navigator, "share", originalShare);
  else delete (navigator as { share?: unknown }).share;
});

describe("/ride/:reference/:token", () => {
  const stages: {
    stage: RideStage;
    status: RideView["status"];
    heading: string;
    current: string | null;
    extra?: Partial<RideView>;
  }[] = [
    {
      stage: "requested",
      status: "pending",
      heading: "Ride requested",
      current: "Requested",
      extra: {
        confirmed_at: null,
        driver_name: null,
        driver_initials: null,
        driver_rating: null,
        vehicle_model: null,
        vehicle_colour: null,
        vehicle_plate: null,
      },
    },
    {
      stage: "confirmed",
      status: "confirmed",
      heading: "Ride confirmed",
      current: "Confirmed",
    },
    {
      stage: "on_the_way",
      status: "confirmed",
      heading: "Driver on the way",
      current: "Driver on the way",
    },
    {
      stage: "arrived",
      status: "confirmed",
      heading: "Driver has arrived",
      current: "Driver arrived",
      extra: { arrived_at: "2026-12-03T13:25:00Z" },
    },
    {
      stage: "in_progress",
      status: "in-progress",
      heading: "On the trip",
      current: "In progress",
      extra: {
        arrived_at: "2026-12-03T13:25:00Z",
        started_at: "2026-12-03T13:31:00Z",
      },
    },
    {
      stage: "completed",
      status: "completed",
      heading: "Ride completed",
      current: null,
      extra: {
        arrived_at: "2026-12-03T13:25:00Z",
        started_at: "2026-12-03T13:31:00Z",
        completed_at: "2026-12-03T14:20:00Z",
        can_cancel: false,
      },
    },
  ];

  for (const { stage, status, heading, current, extra } of stages) {
    it(`shows the ${stage} stage in the headline and the timeline`, async () => {
      answerRide(ride({ stage, status, ...extra }));
      openRide();
      expect(
        await screen.findByRole("heading", { level: 1, name: heading }, LATER),
      ).toBeInTheDocument();
      // The panels under the status follow it in their own (yielding) render.
      const timeline = await screen.findByRole("list", {
        name: "Ride progress",
      });
      const steps = within(timeline).getAllByRole("listitem");
      expect(steps.map((step) => step.dataset.step)).toEqual([
        "requested",
        "confirmed",
        "on_the_way",
        "in_progress",
        "completed",
      ]);
      const now = steps.find((step) => step.getAttribute("aria-current"));
      if (current === null) {
        expect(now).toBeUndefined();
        expect(steps.every((step) => step.dataset.state === "done")).toBe(true);
      } else {
        expect(now).toHaveTextContent(current);
        const index = steps.indexOf(now!);
        expect(
          steps.slice(0, index).every((step) => step.dataset.state === "done"),
        ).toBe(true);
        expect(
          steps
            .slice(index + 1)
            .every((step) => step.dataset.state === "upcoming"),
        ).toBe(true);
      }
      // Times are Lagos time: requested at 10:00, 26 Nov.
      expect(steps[0]).toHaveTextContent(/26 Nov.*10:00/);
    });
  }

  it("ends a cancelled ride's timeline with who cancelled it, when and why", async () => {
    answerRide(
      ride({
        stage: "cancelled",
        status: "cancelled",
        cancelled_at: "2026-11-26T11:15:00Z",
        cancelled_by: "rider",
        cancellation_reason: "My plans changed",
        can_cancel: false,
      }),
    );
    openRide();
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ride cancelled" },
        LATER,
      ),
    ).toBeInTheDocument();
    const steps = within(
      await screen.findByRole("list", { name: "Ride progress" }),
    ).getAllByRole("listitem");
    expect(steps.map((step) => step.dataset.step)).toEqual([
      "requested",
      "confirmed",
      "cancelled",
    ]);
    expect(steps[2]).toHaveTextContent("Cancelled by you");
    expect(steps[2]).toHaveTextContent(/26 Nov.*12:15/);
    expect(steps[2]).toHaveTextContent("Reason: My plans changed");
  });

  it("says an operator cancellation came from EkoLuxe", async () => {
    answerRide(
      ride({
        stage: "cancelled",
        status: "cancelled",
        cancelled_at: "2026-11-26T11:15:00Z",
        cancelled_by: "operator",
        can_cancel: false,
      }),
    );
    openRide();
    expect(
      await screen.findByText("Cancelled by EkoLuxe", undefined, LATER),
    ).toBeInTheDocument();
  });

  it("shows the rider's own link everything: fare, trip, driver, vehicle, Share and cancel", async () => {
    const calls = answerRide(
      ride({
        flight_number: "P47123",
        meeting_point: "MMIA arrivals car park, opposite the main exit",
      }),
    );
    openRide();
    await screen.findByRole(
      "heading",
      { level: 1, name: "Ride confirmed" },
      LATER,
    );
    expect(calls).toEqual([{ p_reference: REFERENCE, p_token: MANAGE }]);
    expect(screen.getByText(`Your ride · ${REFERENCE}`)).toBeInTheDocument();
    expect(document.title).toMatch(/^Your ride/);
    const trip = await screen.findByRole("region", { name: "Trip" });
    expect(within(trip).getByText("Fare").nextSibling).toHaveTextContent(
      "₦42,500.00",
    );
    expect(within(trip).getByText("Pickup time").nextSibling).toHaveTextContent(
      /Thursday, 3 December 2026.*14:30/,
    );
    expect(within(trip).getByText("Premium Ride")).toBeInTheDocument();
    expect(within(trip).getByText("P47123")).toBeInTheDocument();
    expect(
      within(trip).getByText("MMIA arrivals car park, opposite the main exit"),
    ).toBeInTheDocument();
    const driver = screen.getByRole("region", { name: "Driver and vehicle" });
    expect(driver).toHaveTextContent("Emeka Okafor");
    expect(driver).toHaveTextContent("EO");
    expect(driver).toHaveTextContent("4.8 out of 5 rating");
    expect(driver).toHaveTextContent("Toyota Camry");
    expect(driver).toHaveTextContent("Black");
    expect(driver).toHaveTextContent("LND-482-KJ");
    expect(
      screen.getByRole("button", { name: "Share ride" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        "button",
        { name: `Cancel ride ${REFERENCE}` },
        LATER,
      ),
    ).toBeInTheDocument();
  });

  it("tells a shared link whose ride it is and hides the fare, Share and every action", async () => {
    answerRide(
      // With a position, so the map below can stand as the sentinel.
      positioned({
        stage: "confirmed",
        access: "share",
        share_token: null,
        fare_kobo: null,
        cancellation_reason: null,
        can_cancel: false,
        can_rate: false,
      }),
    );
    openRide(SHARE);
    await screen.findByRole(
      "heading",
      { level: 1, name: "Ride confirmed" },
      LATER,
    );
    expect(
      screen.getByText(`Shared with you · Chioma's ride · ${REFERENCE}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/will collect Chioma on/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Chioma's ride/));
    // The trip panel is drawn (just after the status) without the fare.
    await screen.findByRole("region", { name: "Trip" });
    expect(screen.queryByText("Fare")).not.toBeInTheDocument();
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share ride" })).toBeNull();
    // The map arrives after paint through the same gate (RideAfterPaint) as the rider's lazily
    // loaded actions: once it is drawn, actions would (wrongly) be on screen too.
    await screen.findByRole("region", { name: /^Map: / }, LATER);
    expect(screen.queryByRole("button", { name: /Cancel ride/ })).toBeNull();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
    expect(screen.queryByRole("radiogroup")).toBeNull();
    // The driver and vehicle are what family need to see.
    expect(
      screen.getByRole("region", { name: "Driver and vehicle" }),
    ).toHaveTextContent("LND-482-KJ");
  });

  it("speaks of the rider's chauffeur to the rider and of the chauffeur to family, before one is assigned", async () => {
    const waiting = {
      stage: "requested",
      status: "pending",
      driver_name: null,
      driver_initials: null,
      driver_rating: null,
      vehicle_model: null,
      vehicle_colour: null,
      vehicle_plate: null,
    } as const;
    answerRide(ride({ ...waiting, access: "share", share_token: null }));
    openRide(SHARE);
    expect(
      await screen.findByText(
        "The chauffeur and vehicle appear here as soon as they are assigned.",
        {},
        LATER,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Your chauffeur/)).toBeNull();
  });

  it("draws the map only while there is a position, with its age, and marks it stale after two minutes", async () => {
    answerRide(positioned());
    openRide();
    await screen.findByRole(
      "heading",
      { level: 1, name: "Driver on the way" },
      LATER,
    );
    const map = await screen.findByRole(
      "region",
      { name: "Map: Toyota Camry on its way to the pickup" },
      LATER,
    );
    expect(map).toHaveTextContent("Vehicle at 6.44, 3.43; heading for pickup");
    expect(map).toHaveAttribute("data-stale", "false");
    expect(screen.getByTestId("ride-position")).toHaveTextContent(
      /Updated 1\d s ago · 31 km\/h/,
    );
  });

  it("marks a position older than two minutes as stale", async () => {
    answerRide(
      positioned({
        stage: "in_progress",
        status: "in-progress",
        started_at: "2026-12-03T13:31:00Z",
        position_at: new Date(Date.now() - 3 * 60_000 - 5_000).toISOString(),
      }),
    );
    openRide();
    const map = await screen.findByRole(
      "region",
      { name: "Map: Toyota Camry on the trip" },
      LATER,
    );
    expect(map).toHaveTextContent("heading for dropoff");
    expect(map).toHaveAttribute("data-stale", "true");
    expect(screen.getByTestId("ride-position")).toHaveTextContent(
      "Stale: last position 3 min ago",
    );
  });

  it("has no map slot without a position", async () => {
    answerRide(ride({ stage: "on_the_way" }));
    openRide();
    await screen.findByRole(
      "heading",
      { level: 1, name: "Driver on the way" },
      LATER,
    );
    expect(screen.queryByTestId("ride-position")).toBeNull();
    expect(screen.queryByText("Live position")).toBeNull();
    expect(screen.queryByRole("region", { name: /^Map/ })).toBeNull();
  });

  it("shares the view-only link through the phone's share sheet when there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", {
      value: share,
      configurable: true,
    });
    answerRide(ride());
    const { user } = openRide();
    await user.click(
      await screen.findByRole("button", { name: "Share ride" }, LATER),
    );
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${window.location.origin}/ride/${REFERENCE}/${SHARE}`,
      }),
    );
    // The manage token never leaves in a share.
    expect(JSON.stringify(share.mock.calls)).not.toContain(MANAGE);
    expect(screen.queryByRole("link", { name: "Send on WhatsApp" })).toBeNull();
  });

  it("falls back to WhatsApp and copy-link without a share sheet", async () => {
    delete (navigator as { share?: unknown }).share;
    answerRide(ride());
    const { user } = openRide();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText },
      configurable: true,
    });
    const button = await screen.findByRole(
      "button",
      { name: "Share ride" },
      LATER,
    );
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const url = `${window.location.origin}/ride/${REFERENCE}/${SHARE}`;
    expect(screen.getByLabelText("View-only link")).toHaveValue(url);
    const whatsapp = screen.getByRole("link", { name: "Send on WhatsApp" });
    const href = new URL(whatsapp.getAttribute("href")!);
    expect(href.origin + href.pathname).toBe("https://wa.me/");
    expect(href.searchParams.get("text")).toContain(url);
    expect(href.searchParams.get("text")).not.toContain(MANAGE);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("status")).toHaveTextContent("Link copied.");
  });

  it("falls back when the share sheet fails, but not when the rider closes it", async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException("closed", "AbortError"))
      .mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    Object.defineProperty(navigator, "share", {
      value: share,
      configurable: true,
    });
    answerRide(ride());
    const { user } = openRide();
    const button = await screen.findByRole(
      "button",
      { name: "Share ride" },
      LATER,
    );
    await user.click(button);
    expect(screen.queryByLabelText("View-only link")).toBeNull();
    await user.click(button);
    expect(await screen.findByLabelText("View-only link")).toBeInTheDocument();
  });

  it("says calmly that a link is not valid, with the ways to contact us", async () => {
    answerRide(() =>
      HttpResponse.json(
        {
          code: "PT404",
          message: "Ride not found.",
          details: null,
          hint: null,
        },
        { status: 404 },
      ),
    );
    openRide("ffffffffffffffffffffffffffffffff");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This ride link is not valid" },
        LATER,
      ),
    ).toBeInTheDocument();
    const page = within(
      screen.getByRole("region", { name: "This ride link is not valid" }),
    );
    expect(page.getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      "tel:+2347003565893",
    );
    expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      site.whatsappUrl,
    );
    expect(page.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(document.title).toMatch(/^Ride link not valid/);
  });

  it("does not ask the server about a link that cannot be a ride link", async () => {
    const calls = answerRide(ride());
    openRide(":token", ":reference");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "This ride link is not valid" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("refuses an answer that is not a ride view instead of drawing it", async () => {
    answerRide(() =>
      HttpResponse.json({ ...ride(), stage: "flying", pickup_location: 7 }),
    );
    openRide();
    expect(
      await screen.findByRole(
        "heading",
        { name: "We could not load your ride" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Eko Hotel & Suites")).toBeNull();
  });

  it("takes the answer the page's preload script already asked for, once", async () => {
    const calls = answerRide(ride({ stage: "on_the_way" }));
    const body = JSON.stringify({ p_reference: REFERENCE, p_token: MANAGE });
    (window as { __ekoPrefetch?: unknown }).__ekoPrefetch = {
      key: `ride_status:${body}`,
      response: Promise.resolve(HttpResponse.json(ride())),
    };
    const { queryClient } = openRide();
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ride confirmed" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(
      (window as { __ekoPrefetch?: unknown }).__ekoPrefetch,
    ).toBeUndefined();
    await queryClient.refetchQueries({ queryKey: ["ride", REFERENCE, MANAGE] });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Driver on the way" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("ignores a preloaded answer for another link", async () => {
    const calls = answerRide(ride());
    (window as { __ekoPrefetch?: unknown }).__ekoPrefetch = {
      key: "ride_status:{}",
      response: Promise.resolve(
        HttpResponse.json(ride({ stage: "completed" })),
      ),
    };
    openRide();
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ride confirmed" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    delete (window as { __ekoPrefetch?: unknown }).__ekoPrefetch;
  });

  it("offers a retry when the ride could not be loaded", async () => {
    let fail = true;
    answerRide(() =>
      fail
        ? HttpResponse.json(
            { code: "XX000", message: "boom", details: null, hint: null },
            { status: 503 },
          )
        : HttpResponse.json(ride()),
    );
    const { user } = openRide();
    const retry = await screen.findByRole(
      "button",
      { name: "Try again" },
      LATER,
    );
    expect(
      screen.getByRole("heading", { name: "We could not load your ride" }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ride confirmed" },
        LATER,
      ),
    ).toBeInTheDocument();
  });
});

describe("ride status polling", () => {
  const query = (state: { data?: RideView; error?: unknown }) =>
    ({ state: { data: undefined, error: null, ...state } }) as Parameters<
      typeof ridePollInterval
    >[0];

  it("asks again every 5 s while the ride can still change", () => {
    expect(RIDE_POLL_MS).toBe(5_000);
    expect(ridePollInterval(query({}))).toBe(5_000);
    for (const stage of [
      "requested",
      "confirmed",
      "on_the_way",
      "arrived",
      "in_progress",
    ] as const)
      expect(ridePollInterval(query({ data: ride({ stage }) }))).toBe(5_000);
  });

  it("stops once the ride is completed or cancelled, or the link is not valid", () => {
    expect(
      ridePollInterval(query({ data: ride({ stage: "completed" }) })),
    ).toBe(false);
    expect(
      ridePollInterval(query({ data: ride({ stage: "cancelled" }) })),
    ).toBe(false);
    expect(
      ridePollInterval(query({ error: { code: "PT404", status: 404 } })),
    ).toBe(false);
  });

  it("keys the query by reference and token, and polls only a visible tab", () => {
    const options = rideQueries.status(REFERENCE, MANAGE);
    expect(options.queryKey).toEqual(["ride", REFERENCE, MANAGE]);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it("picks up a change on the next poll without a reload", async () => {
    let current = ride({ stage: "confirmed" });
    answerRide(() => HttpResponse.json(current));
    const { queryClient } = openRide();
    await screen.findByRole(
      "heading",
      { level: 1, name: "Ride confirmed" },
      LATER,
    );
    current = positioned({ stage: "in_progress", status: "in-progress" });
    // What the 5 s interval does, without waiting 5 s.
    await queryClient.refetchQueries({ queryKey: ["ride", REFERENCE, MANAGE] });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "On the trip" },
        LATER,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("ride-position")).toBeInTheDocument();
  });
});
