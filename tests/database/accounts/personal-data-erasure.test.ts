import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startOwnRuntime, type OwnRuntime } from "../support/own-runtime.ts";

/**
 * anonymise_account(p_user_id), run by the account function before it deletes the auth user: what
 * the financial records need stays (with every amount, date and vehicle) but no longer says whose;
 * everything purely personal goes. On a freshly seeded runtime of its own, with the demo accounts,
 * so the totals compared before and after move with nothing else.
 */

const DEMO = {
  admin: "a0000000-0000-4000-8000-000000000001",
  owner: "a0000000-0000-4000-8000-000000000002",
  customer: "a0000000-0000-4000-8000-000000000005",
  driver: "a0000000-0000-4000-8000-000000000006",
};
const PASSWORD = "ekoluxe-demo";
const CUSTOMER = {
  name: "Chioma Nwosu",
  phone: "+2348051234567",
  email: "customer@ekoluxe.ng",
};

let rt: OwnRuntime;
let admin: SupabaseClient;
beforeAll(async () => {
  rt = await startOwnRuntime("_personal_data");
  admin = await rt.signIn({ email: "admin@ekoluxe.ng", password: PASSWORD });
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

const anonymise = (userId: string | null) =>
  rt.service.rpc("anonymise_account", { p_user_id: userId });

async function call<T>(client: SupabaseClient, name: string): Promise<T> {
  const { data, error } = await client.rpc(name);
  if (error) throw error;
  return data as T;
}

/** Every report and total the back office and the owner portal show. */
async function totals(owner: SupabaseClient) {
  return {
    dashboard: await call<Record<string, number>>(admin, "dashboard_stats"),
    summary: await call<unknown>(admin, "report_summary"),
    reports: await call<unknown>(admin, "report_totals"),
    owner: await call<unknown>(owner, "owner_report_totals"),
  };
}

function withoutOwnerNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOwnerNames);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "owner")
        .map(([key, v]) => [key, withoutOwnerNames(v)]),
    );
  return value;
}

/** How often the text appears anywhere a booking or its action log entries keep it. */
async function traces(text: string) {
  const [row] = await rt.sql<{ bookings: number; audit: number }>(
    `select
       (select count(*)::int from public.bookings b
        where b.customer_name = $1 or b.customer_phone = $1 or b.customer_email = $1) as bookings,
       (select count(*)::int from public.audit_log a
        where strpos(coalesce(a.before::text, '') || coalesce(a.after::text, ''), $1) > 0
           or a.actor_email = $1) as audit`,
    [text],
  );
  return row!;
}

describe("the demo customer and the demo owner deleting their accounts", () => {
  let before: Awaited<ReturnType<typeof totals>>;
  let ownerVehicles: string[];
  let customerBookings: string[];
  let openAhead: number;

  beforeAll(async () => {
    // One booking through the API, which the abuse limits record.
    const customer = await rt.signIn({
      email: CUSTOMER.email,
      password: PASSWORD,
    });
    const booked = await customer.rpc("create_booking", {
      p_customer_name: CUSTOMER.name,
      p_customer_phone: CUSTOMER.phone,
      p_customer_email: CUSTOMER.email,
      p_pickup: "Eko Hotel & Suites",
      p_dropoff: "Federal Palace Hotel",
      p_booking_time: new Date(Date.now() + 86_400_000).toISOString(),
      p_service_type: "standard",
      p_idempotency_key: crypto.randomUUID(),
      p_notes: "Gate 2, please.",
    });
    if (booked.error) throw booked.error;
    const owner = await rt.signIn({
      email: "owner@ekoluxe.ng",
      password: PASSWORD,
    });
    before = await totals(owner);
    ownerVehicles = (
      await rt.sql<{ id: string }>(
        "select id from public.fleets where owner_id = $1 order by id",
        [DEMO.owner],
      )
    ).map((r) => r.id);
    customerBookings = (
      await rt.sql<{ id: string }>(
        "select id from public.bookings where user_id = $1 order by id",
        [DEMO.customer],
      )
    ).map((r) => r.id);
    [{ open: openAhead }] = (await rt.sql<{ open: number }>(
      `select count(*)::int as open from public.bookings
       where user_id = $1 and status = 'pending' and booking_time > now()`,
      [DEMO.customer],
    )) as [{ open: number }];
    await rt.sql(
      `insert into public.email_outbox (type, to_email, subject, provider)
       values ('new_booking', $1, 'Your EkoLuxe booking', 'local')`,
      [CUSTOMER.email],
    );
    // Comments on the customer's completed rides, as riders leave them.
    await rt.sql(
      `insert into public.ride_ratings (booking_id, rating, comment)
       select b.id, 5, 'Lovely ride, thank you Emmanuel.' from public.bookings b
       where b.user_id = $1 and b.status = 'completed'
         and not exists (select 1 from public.ride_ratings r where r.booking_id = b.id)
       limit 2`,
      [DEMO.customer],
    );
  });

  it("the customer: open rides cancelled, every ride anonymised, nothing personal left", async () => {
    expect(customerBookings.length).toBeGreaterThan(0);
    expect(
      await rt.sql(
        "select 1 from private.rate_limit_events where subject in ($1, $2)",
        [CUSTOMER.phone, CUSTOMER.email],
      ),
    ).toHaveLength(2);
    expect(await traces(CUSTOMER.email)).not.toEqual({ bookings: 0, audit: 0 });
    const [{ upcoming }] = (await rt.sql<{ upcoming: number }>(
      `select count(*)::int as upcoming from public.bookings
       where user_id = $1 and status in ('pending', 'confirmed') and booking_time > now()`,
      [DEMO.customer],
    )) as [{ upcoming: number }];

    const { data, error } = await anonymise(DEMO.customer);
    expect(error).toBeNull();
    expect(data).toEqual({
      cancelled_bookings: upcoming,
      anonymised_bookings: customerBookings.length,
      unlinked_drivers: 0,
      unlinked_vehicles: 0,
    });

    for (const text of [CUSTOMER.name, CUSTOMER.phone, CUSTOMER.email])
      expect(await traces(text), text).toEqual({ bookings: 0, audit: 0 });
    const rows = await rt.sql<Record<string, unknown>>(
      `select b.customer_name, b.customer_phone, b.customer_email, b.user_id, b.notes,
         b.status, b.cancellation_reason, b.cancelled_by, r.comment,
         b.booking_time > now() as ahead
       from public.bookings b left join public.ride_ratings r on r.booking_id = b.id
       where b.id = any ($1::uuid[])`,
      [customerBookings],
    );
    expect(rows).toHaveLength(customerBookings.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        customer_name: "Deleted account",
        customer_phone: "+2347000000000",
        customer_email: "deleted-account@ekoluxe.invalid",
        user_id: null,
        notes: null,
        comment: null,
      });
      if (row.ahead) expect(row.status).toBe("cancelled");
    }
    const cancelledNow = rows.filter(
      (r) => r.cancellation_reason === "Account deleted",
    );
    expect(cancelledNow).toHaveLength(upcoming);
    expect(cancelledNow.every((r) => r.cancelled_by === "rider")).toBe(true);

    const limitRecords = await rt.sql(
      "select 1 from private.rate_limit_events where subject in ($1, $2)",
      [CUSTOMER.phone, CUSTOMER.email],
    );
    expect(limitRecords).toEqual([]);
    const left = await rt.sql(
      `select 'profile' from public.profiles where id = $1
       union all select 'outbox' from public.email_outbox where lower(to_email) = $2`,
      [DEMO.customer, CUSTOMER.email],
    );
    expect(left).toEqual([]);
  });

  it("the owner: vehicles kept and unlinked", async () => {
    const { data, error } = await anonymise(DEMO.owner);
    expect(error).toBeNull();
    expect(data).toMatchObject({ unlinked_vehicles: ownerVehicles.length });
    const vehicles = await rt.sql<{ owner: string; owner_id: string | null }>(
      "select owner, owner_id from public.fleets where id = any ($1::uuid[])",
      [ownerVehicles],
    );
    expect(vehicles).toHaveLength(ownerVehicles.length);
    expect(
      vehicles.every((v) => v.owner === "Deleted account" && !v.owner_id),
    ).toBe(true);
    const named = await rt.sql(
      `select 1 from public.audit_log
       where strpos(coalesce(before::text, '') || coalesce(after::text, ''), 'Tunde Bakare') > 0
          or strpos(coalesce(before::text, '') || coalesce(after::text, ''), $1) > 0`,
      [DEMO.owner],
    );
    expect(named).toEqual([]);
    // The payouts stay for the books, under no name; the payout account is gone.
    const payouts = await rt.sql<{
      owner_name: string;
      owner_id: string | null;
    }>(
      `select owner_name, owner_id from public.owner_payouts
       where owner_name like 'Deleted account %'`,
    );
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts.every((p) => p.owner_id === null)).toBe(true);
    const account = await rt.sql(
      "select 1 from public.owner_bank_accounts where owner_id = $1",
      [DEMO.owner],
    );
    expect(account).toEqual([]);
  });

  it("leaves every report and total as it was", async () => {
    // The vehicles' reports, read by whoever owns them next.
    const successor = await rt.createUser("owner");
    await rt.sql(
      "update public.fleets set owner_id = $1 where id = any ($2::uuid[])",
      [successor.userId, ownerVehicles],
    );
    const after = await totals(await rt.signIn(successor));
    expect(after.summary).toEqual(before.summary);
    // The owner's name on each row is the vehicle's current owner: the figures are what count.
    expect(withoutOwnerNames(after.reports)).toEqual(
      withoutOwnerNames(before.reports),
    );
    expect(after.owner).toEqual(before.owner);
    expect(after.dashboard).toEqual({
      ...before.dashboard,
      // Only the customer's pending rides still ahead were cancelled.
      pending_bookings: before.dashboard.pending_bookings! - openAhead,
    });
  });
});

describe("a driver deleting their account", () => {
  it("keeps the driver record, unlinked, and drops the consents", async () => {
    await rt.sql(
      "insert into public.location_consents (user_id, policy_version) values ($1, '2026-11')",
      [DEMO.driver],
    );
    const [{ id }] = (await rt.sql<{ id: string }>(
      "select id from public.drivers where user_id = $1",
      [DEMO.driver],
    )) as [{ id: string }];
    const { data, error } = await anonymise(DEMO.driver);
    expect(error).toBeNull();
    expect(data).toMatchObject({ unlinked_drivers: 1 });
    const [driver] = await rt.sql<{ user_id: string | null; name: string }>(
      "select user_id, name from public.drivers where id = $1",
      [id],
    );
    expect(driver).toEqual({ user_id: null, name: "Emmanuel Okonkwo" });
    expect(
      await rt.sql(
        "select 1 from public.location_consents where user_id = $1",
        [DEMO.driver],
      ),
    ).toEqual([]);
  });
});

describe("refusals", () => {
  it("the last active administrator: 409 with a sentence, nothing changed", async () => {
    const { error, status } = await anonymise(DEMO.admin);
    expect(status).toBe(409);
    expect(error?.message).toBe(
      "You are the last administrator. Make someone else an administrator before deleting your account.",
    );
    const profile = await rt.sql(
      "select 1 from public.profiles where id = $1",
      [DEMO.admin],
    );
    expect(profile).toHaveLength(1);
  });

  it("an administrator while another remains: allowed", async () => {
    const second = await rt.createUser("admin");
    const { error } = await anonymise(second.userId);
    expect(error).toBeNull();
  });

  it.each([
    [null, "400 Choose an account."],
    ["00000000-0000-4000-8000-000000000000", "404 Account not found."],
  ])("%s → %s", async (id, expected) => {
    const { error, status } = await anonymise(id);
    expect(`${status} ${error?.message}`).toBe(expected);
  });

  it("nobody but the service role may run it", async () => {
    const { error, status } = await admin.rpc("anonymise_account", {
      p_user_id: DEMO.customer,
    });
    expect(status).toBe(403);
    expect(error?.code).toBe("42501");
  });
});
