import { describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import { seedCutoff } from "../support/seed-cutoff.ts";

/**
 * The seed's rider side: every vehicle has a colour, every seeded cancellation says who cancelled,
 * seeded drivers' ratings are the averages of real rating rows, and the demo customer has
 * a completed ride still to rate and an upcoming ride they may cancel.
 */

const DEMO_CUSTOMER = "a0000000-0000-4000-8000-000000000005";

async function all<T>(table: string, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await serviceClient()
      .from(table)
      .select(columns)
      .range(from, from + 999);
    expect(error).toBeNull();
    rows.push(...((data ?? []) as T[]));
    if ((data ?? []).length < 1000) return rows;
  }
}

describe("the seeded rider side", () => {
  it("gives every seeded vehicle a realistic colour", async () => {
    const { data } = await serviceClient()
      .from("fleets")
      .select("registration_number, colour")
      .eq("owner", "Tunde Bakare");
    expect(data!.length).toBeGreaterThan(0);
    const seeded = await serviceClient()
      .from("fleets")
      .select("registration_number, colour")
      .in("registration_number", [
        "EKY-482KJ",
        "LND-731AE",
        "FST-430QE",
        "KJA-771DW",
      ]);
    expect(
      Object.fromEntries(
        seeded.data!.map((v) => [v.registration_number, v.colour]),
      ),
    ).toEqual({
      "EKY-482KJ": "Obsidian black",
      "LND-731AE": "Diamond white",
      "FST-430QE": "Pearl white",
      "KJA-771DW": "Dark grey",
    });
    for (const v of data!) expect(v.colour).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it("records the operator as who cancelled each seeded cancellation", async () => {
    const { data, error } = await serviceClient()
      .from("bookings")
      .select("cancelled_by")
      .eq("status", "cancelled")
      .lte("created_at", await seedCutoff())
      .limit(1000);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(10);
    expect(new Set(data!.map((c) => c.cancelled_by))).toEqual(
      new Set(["operator"]),
    );
  });

  it("rates about three in five completed rides, mostly 4 and 5, and drivers' ratings are their averages", async () => {
    const ratings = await all<{
      booking_id: string;
      driver_id: string;
      rating: number;
      comment: string | null;
    }>("ride_ratings", "booking_id, driver_id, rating, comment");
    const { count: completed } = await serviceClient()
      .from("bookings")
      .select("id", { count: "exact", head: true })
      .eq("status", "completed")
      .is("fare_breakdown->kind", null);
    expect(ratings.length).toBeGreaterThan((completed ?? 0) * 0.4);
    const high = ratings.filter((r) => r.rating >= 4).length;
    expect(high / ratings.length).toBeGreaterThan(0.9);
    expect(
      ratings.some(
        (r) =>
          r.comment && /Lekki|Third Mainland|go-slow|wahala/.test(r.comment),
      ),
    ).toBe(true);

    const drivers = await all<{
      id: string;
      name: string;
      rating: number;
      rating_count: number;
      email: string | null;
    }>("drivers", "id, name, email, rating, rating_count").then((rows) =>
      // The seeded drivers (test drivers have no e-mail address).
      rows.filter((d) => d.email !== null),
    );
    const rated = drivers.filter((d) => d.rating_count > 0);
    expect(rated.length).toBeGreaterThanOrEqual(12);
    for (const d of drivers) {
      const mine = ratings.filter((r) => r.driver_id === d.id);
      expect(d.rating_count, d.name).toBe(mine.length);
      if (mine.length) {
        const average = mine.reduce((s, r) => s + r.rating, 0) / mine.length;
        expect(Number(d.rating), d.name).toBeCloseTo(
          Math.round(average * 10) / 10,
          5,
        );
        expect(Number(d.rating), d.name).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("leaves the demo customer a completed ride to rate and upcoming rides to cancel", async () => {
    const { data, error } = await serviceClient()
      .from("bookings")
      .select(
        "id, reference, status, booking_time, ride_links(manage_token), ride_ratings(rating)",
      )
      .eq("user_id", DEMO_CUSTOMER)
      .order("booking_time", { ascending: false });
    expect(error).toBeNull();
    // One-to-one embeds: an object (or null), an array on some servers.
    const one = <T>(embedded: unknown): T | null =>
      (Array.isArray(embedded) ? embedded[0] : embedded) ?? null;
    const rides = (data ?? []).map((r) => ({
      reference: r.reference as string,
      status: r.status as string,
      bookingTime: r.booking_time as string,
      token: one<{ manage_token: string }>(r.ride_links)!.manage_token,
      rating: one<{ rating: number }>(r.ride_ratings)?.rating ?? null,
    }));
    const completed = rides.filter((r) => r.status === "completed");
    const unrated = completed.filter((r) => r.rating === null);
    expect(unrated.length).toBeGreaterThanOrEqual(1);
    // The demo customer rated the others.
    expect(completed.length - unrated.length).toBeGreaterThanOrEqual(3);
    const cancellable = rides.filter(
      (r) =>
        ["pending", "confirmed"].includes(r.status) &&
        new Date(r.bookingTime).getTime() > Date.now() + 2 * 3_600_000,
    );
    expect(cancellable.length).toBeGreaterThanOrEqual(1);

    // And the ride page agrees.
    const toRate = await anonClient().rpc("ride_status", {
      p_reference: unrated[0]!.reference,
      p_token: unrated[0]!.token,
    });
    expect(toRate.data).toMatchObject({ can_rate: true, stage: "completed" });
    const toCancel = await anonClient().rpc("ride_status", {
      p_reference: cancellable[0]!.reference,
      p_token: cancellable[0]!.token,
    });
    expect(toCancel.data).toMatchObject({ can_cancel: true });
  });
});
