import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import {
  ACTORS,
  createActors,
  service,
  type Actor,
  type Actors,
} from "../support/actors.ts";
import {
  createRide,
  expectRefused,
  rideCrew,
  setCutoff,
  storedBooking,
  type TestRide,
} from "../support/ride-fixtures.ts";

/**
 * Who reaches a ride and what they may do with it, through the real API: the manage token (the
 * rider's link), the share token (view only), a wrong or missing token, and each signed-in role
 * without a token. The token is the key: whoever holds the manage link manages the ride; without
 * a token only the booking's own customer may cancel or rate it. Every refusal is a 4xx with the
 * contract's sentence.
 */

let actors: Actors;
const NOT_FOUND = "Ride not found.";
const CANCEL_SHARE = "Only the person who booked this ride can cancel it.";
const RATE_SHARE = "Only the person who booked this ride can rate it.";

beforeAll(async () => {
  actors = await createActors();
  await setCutoff(60);
});

afterAll(async () => {
  await setCutoff(60);
});

const client = (actor: Actor): SupabaseClient => actors.clients[actor];
const status = (c: SupabaseClient, reference: string, token: unknown) =>
  c.rpc("ride_status", { p_reference: reference, p_token: token });
const cancel = (
  c: SupabaseClient,
  ride: TestRide,
  token: unknown,
  reason: unknown = "My meeting moved to Thursday.",
) =>
  c.rpc("cancel_ride", {
    p_reference: ride.reference,
    p_token: token,
    p_reason: reason,
  });
const rate = (
  c: SupabaseClient,
  ride: TestRide,
  token: unknown,
  rating: unknown = 5,
  comment: unknown = null,
) =>
  c.rpc("rate_ride", {
    p_reference: ride.reference,
    p_token: token,
    p_rating: rating,
    p_comment: comment,
  });

type View = Record<string, unknown>;

describe("reading a ride (ride_status)", () => {
  let ride: TestRide;
  let other: TestRide;
  beforeAll(async () => {
    ride = await createRide({
      status: "confirmed",
      minutes: 26 * 60,
      userId: actors.ids.customer,
      extra: { flight_number: "P47123" },
    });
    other = await createRide({ userId: actors.ids.otherCustomer });
  });

  it.each(ACTORS)(
    "%s with the manage token reads the whole ride",
    async (actor) => {
      const {
        data,
        error,
        status: code,
      } = await status(client(actor), ride.reference, ride.manage);
      expect(error).toBeNull();
      expect(code).toBe(200);
      const view = data as View;
      expect(view).toMatchObject({
        reference: ride.reference,
        access: "manage",
        share_token: ride.share,
        status: "confirmed",
        stage: "confirmed",
        fare_kobo: 1_500_000,
        fare_breakdown: { total_kobo: 1_500_000 },
        customer_first_name: "Chioma",
        flight_number: "P47123",
        vehicle_colour: "Obsidian black",
        free_cancellation_minutes: 60,
        can_cancel: true,
        can_rate: false,
        rating: null,
      });
      expect(view.driver_name).toMatch(/^Tunde Ride/);
      expect(view.driver_initials).toBe("TR");
      // A driver nobody has rated yet shows as new, not as a 5.0.
      expect(view.driver_rating).toBeNull();
      expect(new Date(String(view.cancel_cutoff_at)).getTime()).toBe(
        new Date(String(view.booking_time)).getTime() - 60 * 60_000,
      );
    },
  );

  it.each(ACTORS)(
    "%s with the share token reads the view-only ride",
    async (actor) => {
      const { data, error } = await status(
        client(actor),
        ride.reference,
        ride.share,
      );
      expect(error).toBeNull();
      const view = data as View;
      expect(view).toMatchObject({
        reference: ride.reference,
        access: "share",
        share_token: null,
        fare_kobo: null,
        fare_breakdown: null,
        cancellation_reason: null,
        rating: null,
        rating_comment: null,
        can_cancel: false,
        can_rate: false,
        status: "confirmed",
        vehicle_colour: "Obsidian black",
      });
      expect(view.driver_name).toMatch(/^Tunde Ride/);
      expect(view.vehicle_plate).toEqual(expect.any(String));
    },
  );

  it.each(ACTORS)(
    "%s with a wrong, missing or borrowed token finds nothing",
    async (actor) => {
      for (const token of [
        null,
        "",
        "0".repeat(32),
        ride.manage.toUpperCase().slice(0, 31),
        other.manage,
        other.share,
        `${ride.manage} `.repeat(2),
      ]) {
        expectRefused(
          await status(client(actor), ride.reference, token),
          "PT404",
          NOT_FOUND,
        );
      }
      // The right token with another reference, or none.
      expectRefused(
        await status(client(actor), other.reference, ride.manage),
        "PT404",
        NOT_FOUND,
      );
      expectRefused(
        await status(client(actor), null as unknown as string, ride.manage),
        "PT404",
        NOT_FOUND,
      );
    },
  );

  it("reads the reference in any case and the link with stray spaces", async () => {
    const { data, error } = await status(
      client("anon"),
      ` ${ride.reference.toLowerCase()} `,
      ` ${ride.manage.toUpperCase()} `,
    );
    expect(error).toBeNull();
    expect((data as View).access).toBe("manage");
  });

  it("shows the reason and who cancelled to the rider, only who cancelled to the share link", async () => {
    const cancelled = await createRide({
      status: "cancelled",
      extra: { cancellation_reason: "Flight delayed to tomorrow." },
    });
    const managed = (
      await status(client("anon"), cancelled.reference, cancelled.manage)
    ).data as View;
    const shared = (
      await status(client("anon"), cancelled.reference, cancelled.share)
    ).data as View;
    expect(managed).toMatchObject({
      stage: "cancelled",
      cancelled_by: "operator",
      cancellation_reason: "Flight delayed to tomorrow.",
      can_cancel: false,
      driver_name: null,
      vehicle_plate: null,
    });
    expect(shared).toMatchObject({
      stage: "cancelled",
      cancelled_by: "operator",
      cancellation_reason: null,
    });
  });
});

describe("the timeline and the live position", () => {
  it("a pending ride is requested, with no driver, vehicle or position", async () => {
    const ride = await createRide({ status: "pending", minutes: 30 });
    const view = (await status(client("anon"), ride.reference, ride.manage))
      .data as View;
    expect(view).toMatchObject({
      stage: "requested",
      driver_name: null,
      driver_initials: null,
      vehicle_model: null,
      vehicle_plate: null,
      vehicle_lat: null,
    });
  });

  it("a pending ride with a tentative assignment still hides the driver", async () => {
    const crew = await rideCrew();
    const ride = await createRide({ status: "pending", crew });
    const view = (await status(client("anon"), ride.reference, ride.share))
      .data as View;
    expect(view).toMatchObject({
      stage: "requested",
      driver_name: null,
      vehicle_plate: null,
    });
  });

  it("confirmed, on the way from an hour before pickup, arrived, in progress, completed", async () => {
    const far = await createRide({ status: "confirmed", minutes: 61 + 5 });
    const near = await createRide({ status: "confirmed", minutes: 55 });
    const here = await createRide({
      status: "confirmed",
      minutes: 5,
      extra: { arrived_at: new Date().toISOString() },
    });
    const running = await createRide({ status: "in-progress", minutes: -10 });
    const done = await createRide({ status: "completed", minutes: -120 });
    for (const r of [far, near, here, running, done]) {
      const { error } = await service().from("vehicle_positions").upsert({
        vehicle_id: r.vehicleId,
        lat: 6.4281,
        lng: 3.4219,
        speed_kmh: 32.5,
        heading: 270,
        source: "simulator",
      });
      expect(error).toBeNull();
    }
    const seen = async (r: TestRide) =>
      (await status(client("anon"), r.reference, r.share)).data as View;

    expect(await seen(far)).toMatchObject({
      stage: "confirmed",
      vehicle_lat: null,
      position_at: null,
    });
    for (const [r, stage] of [
      [near, "on_the_way"],
      [here, "arrived"],
      [running, "in_progress"],
    ] as const) {
      expect(await seen(r)).toMatchObject({
        stage,
        vehicle_lat: 6.4281,
        vehicle_lng: 3.4219,
        vehicle_heading: 270,
        vehicle_speed_kmh: 32.5,
        position_source: "simulator",
      });
    }
    expect(await seen(done)).toMatchObject({
      stage: "completed",
      vehicle_lat: null,
      position_source: null,
      vehicle_colour: "Obsidian black",
    });
  });
});

describe("cancelling (cancel_ride)", () => {
  it.each(ACTORS)(
    "%s holding the manage link cancels; the rider is recorded",
    async (actor) => {
      const ride = await createRide({ status: "confirmed", minutes: 5 * 60 });
      const {
        data,
        error,
        status: code,
      } = await cancel(
        client(actor),
        ride,
        ride.manage,
        "  Meeting moved to Thursday.\n",
      );
      expect(error).toBeNull();
      expect(code).toBe(200);
      expect(data).toMatchObject({
        status: "cancelled",
        stage: "cancelled",
        cancelled_by: "rider",
        can_cancel: false,
      });
      expect(await storedBooking(ride.id)).toMatchObject({
        status: "cancelled",
        cancelled_by: "rider",
        cancellation_reason: "Meeting moved to Thursday.",
        cancelled_at: expect.any(String),
      });
    },
  );

  it.each(ACTORS)("%s with the share link may not cancel", async (actor) => {
    const ride = await createRide({ status: "pending", minutes: 5 * 60 });
    expectRefused(
      await cancel(client(actor), ride, ride.share),
      "42501",
      CANCEL_SHARE,
    );
    expect((await storedBooking(ride.id)).status).toBe("pending");
  });

  it.each(ACTORS)(
    "%s with a wrong token finds nothing to cancel",
    async (actor) => {
      const ride = await createRide({ status: "pending", minutes: 5 * 60 });
      for (const token of ["0".repeat(32), "", "x".repeat(10_000)]) {
        expectRefused(
          await cancel(client(actor), ride, token),
          "PT404",
          NOT_FOUND,
        );
      }
      expect((await storedBooking(ride.id)).status).toBe("pending");
    },
  );

  it("without a token, only the booking's own signed-in customer cancels", async () => {
    for (const actor of ACTORS.filter((a) => a !== "customer")) {
      const ride = await createRide({
        status: "pending",
        minutes: 5 * 60,
        userId: actors.ids.customer,
      });
      expectRefused(
        await cancel(client(actor), ride, null),
        "PT404",
        NOT_FOUND,
      );
      expect((await storedBooking(ride.id)).status).toBe("pending");
    }
    const mine = await createRide({
      status: "confirmed",
      minutes: 5 * 60,
      userId: actors.ids.customer,
    });
    const { data, error } = await cancel(client("customer"), mine, null);
    expect(error).toBeNull();
    // Signed in without the link, the answer is still the rider's full view.
    expect(data).toMatchObject({
      access: "manage",
      share_token: mine.share,
      cancelled_by: "rider",
    });
  });

  it("closes at the default cut-off, an hour before pickup, and says so", async () => {
    const late = await createRide({ status: "confirmed", minutes: 59 });
    const view = (await status(client("anon"), late.reference, late.manage))
      .data as View;
    expect(view.can_cancel).toBe(false);
    expectRefused(
      await cancel(client("anon"), late, late.manage),
      "P0001",
      "Free cancellation closed 60 minutes before pickup. Please call us to cancel this ride.",
    );
    expect((await storedBooking(late.id)).status).toBe("confirmed");
    const inTime = await createRide({ status: "confirmed", minutes: 62 });
    expect(
      (await cancel(client("anon"), inTime, inTime.manage)).error,
    ).toBeNull();
  });

  it("follows the operator's configured cut-off", async () => {
    try {
      await setCutoff(180);
      const policy = await client("anon").rpc("ride_policy");
      expect(policy.error).toBeNull();
      expect(policy.data).toEqual([{ free_cancellation_minutes: 180 }]);
      const twoHours = await createRide({ status: "pending", minutes: 120 });
      expect(
        (
          (await status(client("anon"), twoHours.reference, twoHours.manage))
            .data as View
        ).free_cancellation_minutes,
      ).toBe(180);
      expectRefused(
        await cancel(client("anon"), twoHours, twoHours.manage),
        "P0001",
        "Free cancellation closed 180 minutes before pickup. Please call us to cancel this ride.",
      );
      const fourHours = await createRide({ status: "pending", minutes: 240 });
      expect(
        (await cancel(client("anon"), fourHours, fourHours.manage)).error,
      ).toBeNull();

      await setCutoff(0);
      const soon = await createRide({ status: "confirmed", minutes: 3 });
      expect(
        (await cancel(client("anon"), soon, soon.manage)).error,
      ).toBeNull();
      const gone = await createRide({ status: "pending", minutes: -1 });
      expectRefused(
        await cancel(client("anon"), gone, gone.manage),
        "P0001",
        "Free cancellation closed 0 minutes before pickup. Please call us to cancel this ride.",
      );
    } finally {
      await setCutoff(60);
    }
  });

  it.each(["in-progress", "completed", "cancelled"] as const)(
    "refuses a %s ride",
    async (state) => {
      const ride = await createRide({
        status: state,
        minutes: state === "cancelled" ? 600 : -30,
      });
      expectRefused(
        await cancel(client("anon"), ride, ride.manage),
        "P0001",
        "This ride can no longer be cancelled.",
      );
      expect((await storedBooking(ride.id)).status).toBe(state);
    },
  );

  it.each([
    ["no reason", null],
    ["an empty reason", ""],
    ["a blank reason", " \n\t "],
  ])("asks why for %s", async (_, reason) => {
    const ride = await createRide({ status: "pending", minutes: 600 });
    expectRefused(
      await cancel(client("anon"), ride, ride.manage, reason),
      "22023",
      "Please tell us why you are cancelling.",
    );
    expect((await storedBooking(ride.id)).status).toBe("pending");
  });

  it("refuses a reason over 500 characters", async () => {
    const ride = await createRide({ status: "pending", minutes: 600 });
    expectRefused(
      await cancel(client("anon"), ride, ride.manage, "a".repeat(501)),
      "22023",
      "The reason must be 500 characters or fewer.",
    );
    expect(
      (await cancel(client("anon"), ride, ride.manage, "a".repeat(500))).error,
    ).toBeNull();
  });

  it("the operator's cancellations (set_booking_status) are recorded as the operator's", async () => {
    const ride = await createRide({ status: "confirmed", minutes: 30 });
    const { error } = await client("admin").rpc("set_booking_status", {
      p_booking_id: ride.id,
      p_status: "cancelled",
      p_reason: "Vehicle broke down at Third Mainland Bridge.",
    });
    expect(error).toBeNull();
    expect(await storedBooking(ride.id)).toMatchObject({
      cancelled_by: "operator",
    });
    const view = (await status(client("anon"), ride.reference, ride.manage))
      .data as View;
    expect(view).toMatchObject({
      cancelled_by: "operator",
      cancellation_reason: "Vehicle broke down at Third Mainland Bridge.",
    });
  });
});

describe("rating (rate_ride)", () => {
  it.each(ACTORS)(
    "%s holding the manage link rates a completed ride once",
    async (actor) => {
      const ride = await createRide({ status: "completed", minutes: -180 });
      const {
        data,
        error,
        status: code,
      } = await rate(
        client(actor),
        ride,
        ride.manage,
        4,
        "  Smooth ride through Ikorodu Road, AC working well.  ",
      );
      expect(error).toBeNull();
      expect(code).toBe(200);
      expect(data).toMatchObject({
        rating: 4,
        rating_comment: "Smooth ride through Ikorodu Road, AC working well.",
        can_rate: false,
      });
      expectRefused(
        await rate(client(actor), ride, ride.manage, 5),
        "23505",
        "This ride has already been rated.",
      );
      const stored = await service()
        .from("ride_ratings")
        .select("*")
        .eq("booking_id", ride.id);
      expect(stored.data).toEqual([
        expect.objectContaining({ rating: 4, driver_id: ride.driverId }),
      ]);
    },
  );

  it.each(ACTORS)("%s with the share link may not rate", async (actor) => {
    const ride = await createRide({ status: "completed", minutes: -180 });
    expectRefused(
      await rate(client(actor), ride, ride.share),
      "42501",
      RATE_SHARE,
    );
  });

  it("without a token, only the booking's own signed-in customer rates", async () => {
    const ride = await createRide({
      status: "completed",
      minutes: -180,
      userId: actors.ids.customer,
    });
    for (const actor of ACTORS.filter((a) => a !== "customer")) {
      expectRefused(await rate(client(actor), ride, null), "PT404", NOT_FOUND);
    }
    const { data, error } = await rate(client("customer"), ride, null, 5);
    expect(error).toBeNull();
    expect(data).toMatchObject({ rating: 5, access: "manage" });
    const seen = await client("customer")
      .from("ride_ratings")
      .select("rating")
      .eq("booking_id", ride.id);
    expect(seen.data).toEqual([{ rating: 5 }]);
    const hidden = await client("otherCustomer")
      .from("ride_ratings")
      .select("rating")
      .eq("booking_id", ride.id);
    expect(hidden.data).toEqual([]);
  });

  it.each(["pending", "confirmed", "in-progress", "cancelled"] as const)(
    "waits until a %s ride is completed",
    async (state) => {
      const ride = await createRide({
        status: state,
        minutes: state === "in-progress" ? -20 : 300,
      });
      expectRefused(
        await rate(client("anon"), ride, ride.manage, 5),
        "P0001",
        "You can rate a ride once it is completed.",
      );
    },
  );

  it.each([0, 6, -1, 4.5, 1e30, null, "NaN", "Infinity"])(
    "refuses the rating %s",
    async (value) => {
      const ride = await createRide({ status: "completed", minutes: -180 });
      expectRefused(
        await rate(client("anon"), ride, ride.manage, value),
        "22023",
        "A rating is a whole number from 1 to 5.",
      );
    },
  );

  it("takes a comment of up to 500 characters; a blank one is no comment", async () => {
    const ride = await createRide({ status: "completed", minutes: -180 });
    expectRefused(
      await rate(client("anon"), ride, ride.manage, 5, "é".repeat(501)),
      "22023",
      "A comment can be at most 500 characters.",
    );
    const { data, error } = await rate(
      client("anon"),
      ride,
      ride.manage,
      5,
      " \n ",
    );
    expect(error).toBeNull();
    expect((data as View).rating_comment).toBeNull();
    const other = await createRide({ status: "completed", minutes: -180 });
    expect(
      (await rate(client("anon"), other, other.manage, 3, "é".repeat(500)))
        .error,
    ).toBeNull();
  });
});

describe("My rides (my_rides)", () => {
  it("a visitor is asked to sign in", async () => {
    const result = await client("anon").rpc("my_rides", {});
    expect(result.error?.code).toBe("42501");
    expect([401, 403]).toContain(result.status);
  });

  it("lists only the caller's own rides, upcoming soonest first and past newest first", async () => {
    const fresh = await signedInClient();
    const user = fresh.userId;
    const upcoming = [
      await createRide({
        status: "pending",
        minutes: 3 * 24 * 60,
        userId: user,
      }),
      await createRide({ status: "confirmed", minutes: 2 * 60, userId: user }),
      await createRide({ status: "in-progress", minutes: -15, userId: user }),
    ];
    const past = [
      await createRide({
        status: "completed",
        minutes: -5 * 24 * 60,
        userId: user,
      }),
      await createRide({
        status: "cancelled",
        minutes: -2 * 24 * 60,
        userId: user,
      }),
    ];
    await createRide({
      status: "pending",
      minutes: 120,
      userId: actors.ids.customer,
    });
    const c = fresh.client;

    const next = await c.rpc("my_rides", { p_scope: "upcoming" });
    expect(next.error).toBeNull();
    const rows = next.data as View[];
    expect(rows.map((r) => r.reference)).toEqual(
      [upcoming[2], upcoming[1], upcoming[0]].map((r) => r!.reference),
    );
    expect(rows[1]).toMatchObject({
      manage_token: upcoming[1]!.manage,
      stage: "confirmed",
      can_cancel: true,
      can_rate: false,
      total_count: 3,
    });
    expect(rows[0]).toMatchObject({ stage: "in_progress", can_cancel: false });

    const before = await c.rpc("my_rides", { p_scope: "past", p_limit: 1 });
    expect(before.error).toBeNull();
    expect(before.data).toEqual([
      expect.objectContaining({
        reference: past[1]!.reference,
        total_count: 2,
        can_rate: false,
      }),
    ]);
    const page2 = await c.rpc("my_rides", {
      p_scope: "past",
      p_limit: 1,
      p_offset: 1,
    });
    expect(page2.data).toEqual([
      expect.objectContaining({
        reference: past[0]!.reference,
        can_rate: true,
        rating: null,
      }),
    ]);
    expect((await rate(c, past[0]!, null, 5)).error).toBeNull();
    const rated = await c.rpc("my_rides", { p_scope: "past" });
    expect(
      (rated.data as View[]).find((r) => r.reference === past[0]!.reference),
    ).toMatchObject({
      can_rate: false,
      rating: 5,
    });
  });

  it.each(["owner", "driver", "admin"] as const)(
    "%s sees no rides they did not book",
    async (actor) => {
      const { data, error } = await client(actor).rpc("my_rides", {
        p_scope: "past",
      });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    },
  );

  it.each([
    [{ p_scope: "later" }, "Choose upcoming or past rides."],
    [{ p_scope: null }, "Choose upcoming or past rides."],
    [{ p_limit: 0 }, "Show between 1 and 50 rides at a time."],
    [{ p_limit: 51 }, "Show between 1 and 50 rides at a time."],
    [{ p_offset: -1 }, "The page must be 0 or more."],
  ])("refuses %o with a 400", async (args, message) => {
    expectRefused(
      await client("customer").rpc("my_rides", args),
      "22023",
      message,
    );
  });
});

describe("the policy", () => {
  it("anyone reads the free-cancellation cut-off", async () => {
    for (const actor of ACTORS) {
      const { data, error } = await client(actor).rpc("ride_policy");
      expect(error).toBeNull();
      expect(data).toEqual([{ free_cancellation_minutes: 60 }]);
    }
  });

  it("administrators change it within 0 to 1440 minutes; nobody else can", async () => {
    try {
      const set = (c: SupabaseClient, minutes: number) =>
        c
          .from("operator_settings")
          .update({ free_cancellation_minutes: minutes })
          .eq("id", true)
          .select("free_cancellation_minutes");
      expect((await set(client("admin"), 90)).data).toEqual([
        { free_cancellation_minutes: 90 },
      ]);
      const tooLong = await set(client("admin"), 1441);
      expect(tooLong.error?.code).toBe("23514");
      expect(tooLong.status).toBe(400);
      expect((await set(client("customer"), 5)).data).toEqual([]);
      expect((await set(client("anon"), 5)).error?.code).toBe("42501");
      expect((await client("anon").rpc("ride_policy")).data).toEqual([
        { free_cancellation_minutes: 90 },
      ]);
    } finally {
      await setCutoff(60);
    }
  });
});
