import { describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import { seedCutoff } from "../support/seed-cutoff.ts";

const DEMO_PASSWORD = "ekoluxe-demo";

const DEMO_ACCOUNTS = [
  { email: "admin@ekoluxe.ng", role: "admin", fullName: "Adaeze Okafor" },
  { email: "owner@ekoluxe.ng", role: "owner", fullName: "Tunde Bakare" },
  {
    email: "folake.adeyemi@ekoluxe.ng",
    role: "owner",
    fullName: "Folake Adeyemi",
  },
  { email: "emeka.obi@ekoluxe.ng", role: "owner", fullName: "Emeka Obi" },
  { email: "customer@ekoluxe.ng", role: undefined, fullName: "Chioma Nwosu" },
] as const;

const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "in-progress",
  "completed",
  "cancelled",
] as const;

async function seededVehicles() {
  const { data, error } = await serviceClient()
    .from("fleets")
    .select(
      "id, model, registration_number, service_class, status, owner_id, images",
    )
    .lte("created_at", await seedCutoff());
  if (error) throw error;
  return data;
}

async function signIn(email: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return { client, user: data.user };
}

function isoDate(daysFromToday: number): string {
  const lagos = new Date(Date.now() + 60 * 60 * 1000); // Africa/Lagos is UTC+1 all year
  lagos.setUTCDate(lagos.getUTCDate() + daysFromToday);
  return lagos.toISOString().slice(0, 10);
}

describe("demo accounts", () => {
  it.each(DEMO_ACCOUNTS)(
    "$email signs in with the demo password and carries its role",
    async ({ email, role, fullName }) => {
      const { client, user } = await signIn(email);
      expect(user.email).toBe(email);
      expect(user.app_metadata.role).toBe(role);
      expect(user.user_metadata.full_name).toBe(fullName);

      const { data: profile, error } = await client
        .from("profiles")
        .select("full_name, phone")
        .eq("id", user.id)
        .single();
      expect(error).toBeNull();
      expect(profile?.full_name).toBe(fullName);
      expect(profile?.phone).toMatch(/^\+234[789][01]\d{8}$/);
    },
  );

  it("refuses a wrong password", async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: "admin@ekoluxe.ng",
      password: "not-the-demo-password",
    });
    expect(error?.status).toBe(400);
  });
});

describe("reference data", () => {
  it("has at least 60 Lagos places, with airports and hotels among them", async () => {
    const { data, error } = await serviceClient()
      .from("places")
      .select("slug, name, kind, area, lat, lng, aliases, popular")
      // Other files' own places (test-*) share the database when the suite runs on PostgreSQL.
      .not("slug", "like", "test-%");
    expect(error).toBeNull();
    const places = data ?? [];
    expect(places.length).toBeGreaterThanOrEqual(60);

    const kinds = new Set(places.map((p) => p.kind));
    expect(kinds).toEqual(new Set(["airport", "hotel", "area", "landmark"]));
    expect(
      places.filter((p) => p.kind === "airport").length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      places.filter((p) => p.kind === "hotel").length,
    ).toBeGreaterThanOrEqual(7);
    expect(places.filter((p) => p.popular).length).toBeGreaterThanOrEqual(10);

    for (const p of places) {
      // Greater Lagos, roughly.
      expect(p.lat, p.slug).toBeGreaterThan(6.3);
      expect(p.lat, p.slug).toBeLessThan(6.8);
      expect(p.lng, p.slug).toBeGreaterThan(2.9);
      expect(p.lng, p.slug).toBeLessThan(4.1);
    }

    const bySlug = new Map(places.map((p) => [p.slug, p]));
    expect(bySlug.get("eko-hotel-and-suites")).toMatchObject({
      kind: "hotel",
      lat: 6.42253,
      lng: 3.4272,
    });
    expect(bySlug.get("victoria-island")?.aliases).toContain("VI");
    expect(bySlug.get("mmia-international-terminal")?.aliases).toContain(
      "MMIA",
    );
    expect(bySlug.get("lekki-phase-1")?.name).toBe("Lekki Phase 1");
  });

  it("resolves well-known aliases through the fare quote", async () => {
    const { data, error } = await anonClient().rpc("quote_fare", {
      pickup: "MMIA",
      dropoff: "VI",
      service: "airport_hotel",
    });
    expect(error).toBeNull();
    expect(data.pickup.name).toBe(
      "Murtala Muhammed International Airport (MMIA)",
    );
    expect(data.dropoff.name).toBe("Victoria Island");
    expect(data.airport_surcharge_kobo).toBeGreaterThan(0);
  });

  it("no alias points at two different places", async () => {
    const { data } = await serviceClient()
      .from("places")
      .select("slug, name, aliases");
    const owner = new Map<string, string>();
    for (const p of data ?? []) {
      for (const label of [p.name, ...p.aliases]) {
        const key = label.toLowerCase();
        expect(owner.get(key) ?? p.slug, `${label} is used twice`).toBe(p.slug);
        owner.set(key, p.slug);
      }
    }
  });

  it("has fare rules for every service", async () => {
    const { data } = await anonClient()
      .from("fare_rules")
      .select("service_type");
    expect(new Set(data?.map((r) => r.service_type))).toEqual(
      new Set(["standard", "premium", "airport_hotel", "corporate"]),
    );
  });
});

describe("demo fleet, drivers and bookings", () => {
  it("has about 14 vehicles across every service class, each with 2-3 images", async () => {
    const vehicles = await seededVehicles();
    expect(vehicles.length).toBeGreaterThanOrEqual(12);
    expect(vehicles.length).toBeLessThanOrEqual(16);
    expect(new Set(vehicles.map((v) => v.service_class))).toEqual(
      new Set(["standard", "premium", "airport_hotel", "corporate"]),
    );
    expect(new Set(vehicles.map((v) => v.status))).toEqual(
      new Set(["available", "on-trip", "maintenance"]),
    );
    for (const v of vehicles) {
      expect(v.registration_number).toMatch(/^[A-Z]{3}-\d{3}[A-Z]{2}$/);
      expect(v.images.length).toBeGreaterThanOrEqual(2);
      expect(v.images.length).toBeLessThanOrEqual(3);
      for (const image of v.images)
        expect(image).toMatch(/^\/fleet\/[a-z-]+\.svg$/);
    }
  });

  it("has about 15 drivers, one licence expired and one expiring within 30 days", async () => {
    const { data, error } = await serviceClient()
      .from("drivers")
      .select("name, license_expiry, status, rating, trips, documents")
      .like("email", "%@%")
      .in("name", SEEDED_DRIVERS);
    expect(error).toBeNull();
    const drivers = data ?? [];
    expect(drivers.length).toBe(SEEDED_DRIVERS.length);

    const today = isoDate(0);
    const in30 = isoDate(30);
    expect(drivers.some((d) => d.license_expiry < today)).toBe(true);
    expect(
      drivers.some(
        (d) => d.license_expiry >= today && d.license_expiry <= in30,
      ),
    ).toBe(true);
    expect(new Set(drivers.map((d) => d.status))).toEqual(
      new Set(["active", "inactive"]),
    );
    expect(drivers.some((d) => d.documents.license === "Expired")).toBe(true);
  });

  it("has about 300 app bookings in every status, with consistent fares and assignments", async () => {
    const { data, error } = await serviceClient()
      .from("bookings")
      .select(
        "reference, status, booking_time, fare_kobo, fare_breakdown, distance_km, duration_min, driver_id, vehicle_id, pickup_place_id, dropoff_place_id, customer_phone, user_id, confirmed_at, completed_at, cancelled_at, created_at",
      )
      .lte("created_at", await seedCutoff())
      // Full-day chauffeur hires (the revenue reports' months) are counted below.
      .is("fare_breakdown->kind", null)
      .order("booking_time")
      .limit(1000);
    expect(error).toBeNull();
    const bookings = data ?? [];
    expect(bookings.length).toBeGreaterThanOrEqual(280);
    expect(bookings.length).toBeLessThanOrEqual(320);
    expect(new Set(bookings.map((b) => b.status))).toEqual(
      new Set(BOOKING_STATUSES),
    );

    const now = Date.now();
    const oldest = new Date(bookings[0]?.booking_time ?? 0).getTime();
    expect(now - oldest).toBeGreaterThan(100 * 86_400_000);
    expect(now - oldest).toBeLessThan(125 * 86_400_000);

    for (const b of bookings) {
      expect(b.fare_kobo, b.reference).toBe(b.fare_breakdown.total_kobo);
      expect(b.fare_kobo % 10_000, b.reference).toBe(0);
      expect(Number(b.distance_km)).toBe(b.fare_breakdown.distance_km);
      expect(b.duration_min).toBe(b.fare_breakdown.duration_min);
      expect(b.customer_phone).toMatch(/^\+234[789][01]\d{8}$/);
      const assigned = b.driver_id !== null && b.vehicle_id !== null;
      if (["confirmed", "in-progress", "completed"].includes(b.status)) {
        expect(assigned, b.reference).toBe(true);
      }
      if (b.status === "completed") {
        expect(new Date(b.booking_time).getTime()).toBeLessThan(now);
        expect(b.completed_at).not.toBeNull();
      }
      if (b.status === "pending" || b.status === "confirmed") {
        expect(new Date(b.booking_time).getTime()).toBeGreaterThan(now);
      }
      if (b.status === "cancelled") expect(b.cancelled_at).not.toBeNull();
      expect(new Date(b.created_at).getTime()).toBeLessThanOrEqual(now);
    }
  });

  it("never gives a driver two live rides within two hours", async () => {
    const rides: { driver_id: string; booking_time: string }[] = [];
    for (let from = 0; ; from += 1000) {
      const { data } = await serviceClient()
        .from("bookings")
        .select("driver_id, booking_time, status, id")
        .lte("created_at", await seedCutoff())
        .not("driver_id", "is", null)
        .neq("status", "cancelled")
        .order("booking_time")
        .order("id")
        .range(from, from + 999);
      rides.push(...(data ?? []));
      if ((data ?? []).length < 1000) break;
    }
    expect(rides.length).toBeGreaterThan(1000);
    const last = new Map<string, number>();
    for (const b of rides) {
      const t = new Date(b.booking_time).getTime();
      const previous = last.get(b.driver_id);
      if (previous !== undefined) {
        expect(t - previous).toBeGreaterThan(2 * 3_600_000);
      }
      last.set(b.driver_id, t);
    }
  });

  it("links past and upcoming rides to the demo customer", async () => {
    const { client, user } = await signIn("customer@ekoluxe.ng");
    const { data, error } = await client
      .from("bookings")
      .select("status, user_id, customer_email");
    expect(error).toBeNull();
    const mine = data ?? [];
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.every((b) => b.user_id === user.id)).toBe(true);
    expect(mine.some((b) => b.status === "completed")).toBe(true);
    expect(
      mine.some((b) => b.status === "confirmed" || b.status === "pending"),
    ).toBe(true);
  });

  it("gives every vehicle six monthly reports closed from its trips and logs, and a live position", async () => {
    const vehicles = await seededVehicles();
    const ids = vehicles.map((v) => v.id);
    const service = serviceClient();
    const { data: reports } = await service
      .from("revenue_reports")
      .select(
        "id, vehicle_id, period, trips, revenue_kobo, fuel_kobo, maintenance_kobo, expenses_kobo, commission_kobo, payout_kobo",
      )
      .in("vehicle_id", ids);
    const { data: periods } = await service
      .from("report_periods")
      .select("period, status")
      .order("period", { ascending: false })
      .limit(6);
    // The last six complete months: the newest still open, the older ones paid.
    expect(periods?.map((p) => p.status)).toEqual([
      "open",
      ...Array(5).fill("paid"),
    ]);
    const months = new Set(periods?.map((p) => p.period));
    for (const id of ids) {
      const mine = (reports ?? []).filter((r) => r.vehicle_id === id);
      expect(new Set(mine.map((r) => r.period))).toEqual(months);
    }
    const owned = new Set(
      vehicles.filter((v) => v.owner_id !== null).map((v) => v.id),
    );
    // An owner's vehicle earns over the six months, though a month of heavy repairs can cost more.
    for (const id of owned) {
      const payout = (reports ?? [])
        .filter((r) => r.vehicle_id === id)
        .reduce((t, r) => t + r.payout_kobo, 0);
      expect(payout).toBeGreaterThan(0);
    }
    for (const r of reports ?? []) {
      expect(r.expenses_kobo).toBe(r.fuel_kobo + r.maintenance_kobo);
      expect(r.payout_kobo).toBe(
        r.revenue_kobo - r.commission_kobo - r.expenses_kobo,
      );
    }
    // A report is the sum of the trips and logs its trace names.
    const sample = reports!.filter((_, i) => i % 9 === 0);
    for (const r of sample) {
      const { data: sources } = await service
        .from("revenue_report_sources")
        .select("kind, amount_kobo")
        .eq("vehicle_id", r.vehicle_id)
        .eq("period", r.period);
      const sum = (kind: string) =>
        (sources ?? [])
          .filter((x) => x.kind === kind)
          .reduce((t, x) => t + x.amount_kobo, 0);
      expect([sum("trip"), sum("fuel"), sum("maintenance")]).toEqual([
        r.revenue_kobo,
        r.fuel_kobo,
        r.maintenance_kobo,
      ]);
      expect((sources ?? []).filter((x) => x.kind === "trip").length).toBe(
        r.trips,
      );
    }

    const { data: positions } = await service
      .from("vehicle_positions")
      .select("vehicle_id, lat, lng")
      .in("vehicle_id", ids);
    expect(new Set(positions?.map((p) => p.vehicle_id))).toEqual(new Set(ids));
    for (const p of positions ?? []) {
      expect(p.lat).toBeGreaterThan(6.3);
      expect(p.lat).toBeLessThan(6.8);
    }

    const { count: logs } = await service
      .from("maintenance_logs")
      .select("id", { count: "exact", head: true })
      .in("vehicle_id", ids);
    expect(logs).toBeGreaterThanOrEqual(ids.length * 5);

    const { count: submissions } = await service
      .from("contact_submissions")
      .select("id", { count: "exact", head: true })
      .lte("created_at", await seedCutoff());
    expect(submissions).toBeGreaterThanOrEqual(3);
  });

  it("lets owner@ekoluxe.ng see only their own vehicles and reports", async () => {
    const { client, user } = await signIn("owner@ekoluxe.ng");
    const { data: vehicles, error } = await client
      .from("fleets")
      .select("id, owner, owner_id");
    expect(error).toBeNull();
    expect(vehicles?.length).toBeGreaterThanOrEqual(3);
    expect(vehicles?.every((v) => v.owner_id === user.id)).toBe(true);
    expect(vehicles?.every((v) => v.owner === "Tunde Bakare")).toBe(true);

    const { data: reports } = await client
      .from("revenue_reports")
      .select("vehicle_id, revenue_kobo");
    expect(reports?.length).toBe((vehicles?.length ?? 0) * 6);
    const mine = new Set(vehicles?.map((v) => v.id));
    expect(reports?.every((r) => mine.has(r.vehicle_id))).toBe(true);
  });
});

const SEEDED_DRIVERS = [
  "Emmanuel Okonkwo",
  "Babatunde Adewale",
  "Yusuf Abdullahi",
  "Kehinde Alabi",
  "Segun Ogunleye",
  "Oluwaseun Bankole",
  "Ibrahim Musa",
  "Chinedu Eze",
  "Rasheed Olatunji",
  "Abiodun Salami",
  "Sunday Effiong",
  "Gbenga Afolabi",
  "Tochukwu Nnamdi",
  "Samuel Etim",
  "Aisha Bello",
];

describe("demo money", () => {
  it("settles the paid months' corporate hires by transfer and pays their owners", async () => {
    const service = serviceClient();
    // Other files add periods and payouts of their own: only the seed's count here.
    const cutoff = await seedCutoff();
    const periods = await service
      .from("report_periods")
      .select("period")
      .eq("status", "paid")
      .lte("paid_at", cutoff)
      .order("period");
    if (periods.error) throw periods.error;
    // Five of the six closed months are paid; the last is still open (other files re-run it).
    const paid = periods.data;
    expect(paid).toHaveLength(5);

    const hires = await service
      .from("payments")
      .select("channel, status", { count: "exact", head: true })
      .eq("method", "paystack")
      .eq("channel", "bank_transfer")
      .eq("status", "succeeded")
      .lte("created_at", cutoff);
    expect(hires.count).toBeGreaterThan(100);

    const payouts = await service
      .from("owner_payouts")
      .select("period, method, status, owner_name")
      .lte("created_at", cutoff);
    if (payouts.error) throw payouts.error;
    expect(new Set(payouts.data.map((p) => p.period))).toEqual(
      new Set(paid.map((p) => p.period)),
    );
    expect(payouts.data.every((p) => p.status === "succeeded")).toBe(true);
    expect(
      payouts.data.filter(
        (p) =>
          p.method === "paystack_transfer" && p.owner_name === "Tunde Bakare",
      ),
    ).toHaveLength(1);

    const { client, user } = await signIn("owner@ekoluxe.ng");
    const account = await client
      .from("owner_bank_accounts")
      .select("account_name")
      .eq("owner_id", user.id)
      .single();
    expect(account.data).toEqual({ account_name: "TUNDE OLUWASEUN BAKARE" });
    const emeka = await signIn("emeka.obi@ekoluxe.ng");
    const none = await emeka.client
      .from("owner_bank_accounts")
      .select("owner_id");
    expect(none.data).toEqual([]);
  });
});
