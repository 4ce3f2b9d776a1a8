import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  book,
  expectAccepted,
  expectTooMany,
  limitMessage,
  nextAddress,
  uniqueCustomer,
} from "../support/limit-calls.ts";
import {
  startLimitsRuntime,
  type LimitsRuntime,
} from "../support/limits-runtime.ts";

/**
 * The booking limits of private.rate_limits, through supabase-js against a freshly seeded runtime
 * on the shipped defaults: the booking past a limit answers 429 with a sentence naming the limit
 * and the time to wait, everyone else books on. Only bookings made through the API count, so the
 * seed's history never holds anyone back. Form submissions: rate-limits-forms.test.ts.
 */
let rt: LimitsRuntime;
beforeAll(async () => {
  rt = await startLimitsRuntime("_limits_bookings");
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

/** Cancels a phone's pending bookings, so the open-bookings limit stays out of the way. */
const cancelOpen = (phone: string) =>
  rt.sql(
    "update public.bookings set status = 'cancelled' where customer_phone = $1 and status = 'pending'",
    [phone],
  );

it("ships the documented defaults, one row per limit", async () => {
  const rows = await rt.sql<{
    bucket: string;
    max_events: number;
    minutes: number;
  }>(
    "select bucket, max_events, extract(epoch from window_length)::int / 60 as minutes from private.rate_limits",
  );
  expect(
    Object.fromEntries(rows.map((r) => [r.bucket, [r.max_events, r.minutes]])),
  ).toEqual({
    bookings_per_phone: [5, 60],
    bookings_per_email: [5, 60],
    bookings_per_address: [20, 60],
    open_bookings_per_phone: [3, 90 * 24 * 60],
    submissions_per_email: [5, 60],
    submissions_per_address: [10, 60],
  });
});

const DEMO_CUSTOMER = {
  email: "customer@ekoluxe.ng",
  password: "ekoluxe-demo",
  phone: "+2348051234567",
};

describe("the demo customer, right after a fresh seed", () => {
  it("has a seed history that would have filled every limit", async () => {
    const [history] = await rt.sql<{ last_hour: number; open: number }>(
      `select count(*) filter (where created_at > now() - interval '1 hour')::int as last_hour,
         count(*) filter (where status = 'pending' and booking_time > now())::int as open
       from public.bookings where customer_phone = $1`,
      [DEMO_CUSTOMER.phone],
    );
    expect(history!.last_hour).toBeGreaterThanOrEqual(5);
    expect(history!.open).toBeGreaterThanOrEqual(3);
  });

  it("books with the seed's phone and e-mail at once, up to the open-bookings limit", async () => {
    const client = rt.visitor(nextAddress());
    const signedIn = await client.auth.signInWithPassword(DEMO_CUSTOMER);
    expect(signedIn.error).toBeNull();
    for (let i = 0; i < 3; i += 1)
      expectAccepted(await book(client, DEMO_CUSTOMER));
    // Pickup 24 hours ahead: the slot frees then at the latest.
    expectTooMany(
      await book(client, DEMO_CUSTOMER),
      limitMessage.openBookingsPerPhone(24 * 60),
    );
  });
});

describe("bookings", () => {
  it("refuse a sixth booking for one phone within the hour; other phones still book", async () => {
    const { phone } = uniqueCustomer();
    for (let i = 0; i < 5; i += 1) {
      const email = uniqueCustomer().email;
      expectAccepted(await book(rt.visitor(nextAddress()), { phone, email }));
      await cancelOpen(phone);
    }
    expectTooMany(
      await book(rt.visitor(nextAddress()), { ...uniqueCustomer(), phone }),
      limitMessage.bookingsPerPhone(60),
    );
    expectAccepted(await book(rt.visitor(nextAddress()), uniqueCustomer()));
  });

  it("refuse a sixth booking for one e-mail address, whatever its case", async () => {
    const { email } = uniqueCustomer();
    for (let i = 0; i < 5; i += 1)
      expectAccepted(
        await book(rt.visitor(nextAddress()), { ...uniqueCustomer(), email }),
      );
    const shouted = { ...uniqueCustomer(), email: email.toUpperCase() };
    expectTooMany(
      await book(rt.visitor(nextAddress()), shouted),
      limitMessage.bookingsPerEmail(60),
    );
    expectAccepted(await book(rt.visitor(nextAddress()), uniqueCustomer()));
  });

  it("hold at most three open bookings per phone until one is cancelled or its pickup passes", async () => {
    const { phone } = uniqueCustomer();
    const soonest = new Date(Date.now() + 2 * 3_600_000 + 30_000);
    const customer = () => ({ ...uniqueCustomer(), phone });
    expectAccepted(await book(rt.visitor(nextAddress()), customer(), soonest));
    for (let i = 0; i < 2; i += 1)
      expectAccepted(await book(rt.visitor(nextAddress()), customer()));
    // Free again when the soonest pickup time has passed: 2 h 30 s from the start.
    expectTooMany(
      await book(rt.visitor(nextAddress()), customer()),
      limitMessage.openBookingsPerPhone(121),
    );

    await rt.sql(
      "update public.bookings set status = 'cancelled' where customer_phone = $1 and booking_time = $2",
      [phone, soonest.toISOString()],
    );
    expectAccepted(await book(rt.visitor(nextAddress()), customer()));
    await rt.sql(
      `update public.bookings set booking_time = now() - interval '1 minute'
       where id = (select id from public.bookings where customer_phone = $1 and status = 'pending' limit 1)`,
      [phone],
    );
    expectAccepted(await book(rt.visitor(nextAddress()), customer()));
  });

  it("refuse the twenty-first booking from one client address; other addresses still book", async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i += 1)
      expectAccepted(await book(rt.visitor(address), uniqueCustomer()));
    expectTooMany(
      await book(rt.visitor(address), uniqueCustomer()),
      limitMessage.bookingsPerAddress(60),
    );
    expectAccepted(await book(rt.visitor(nextAddress()), uniqueCustomer()));
  });

  it("let no burst of parallel bookings slip past a limit", async () => {
    const { email } = uniqueCustomer();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        book(rt.visitor(nextAddress()), { ...uniqueCustomer(), email }),
      ),
    );
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
  });

  it("count only the API's bookings inside the window, and the wait runs to the oldest one's end", async () => {
    // Five bookings through the API, their events then moved back in time.
    const bookedAgo = async (age: string) => {
      const customer = uniqueCustomer();
      for (let i = 0; i < 5; i += 1) {
        expectAccepted(
          await book(rt.visitor(nextAddress()), {
            phone: customer.phone,
            email: uniqueCustomer().email,
          }),
        );
        await cancelOpen(customer.phone);
      }
      await rt.sql(
        `update private.rate_limit_events set occurred_at = occurred_at - $2::interval
         where bucket = 'bookings_per_phone' and subject = $1`,
        [customer.phone, age],
      );
      return customer;
    };
    const almostOut = await bookedAgo("59 minutes 30 seconds");
    expectTooMany(
      await book(rt.visitor(nextAddress()), almostOut),
      limitMessage.bookingsPerPhone(1),
    );
    expectAccepted(
      await book(rt.visitor(nextAddress()), await bookedAgo("61 minutes")),
    );
  });

  it("do not count bookings written outside the API (seed, scripts) or by operations", async () => {
    const customer = uniqueCustomer();
    await rt.sql(
      `insert into public.bookings (customer_name, customer_phone, customer_email, pickup_location,
         dropoff_location, booking_time, fare_kobo, created_at)
       select 'Loaded Row', $1, $2, 'Eko Hotel & Suites', 'Federal Palace Hotel',
         now() + make_interval(days => g), 350000, now()
       from generate_series(1, 6) as g`,
      [customer.phone, customer.email],
    );
    const admin = await rt.signIn("admin");
    for (let i = 0; i < 6; i += 1) expectAccepted(await book(admin, customer));
    expectAccepted(await book(rt.visitor(nextAddress()), customer));
  });

  it("follow an operator's change of a rule at once", async () => {
    const { email } = uniqueCustomer();
    const change = { max_events: 2, window_length: "10 minutes" };
    await rt.withRule("bookings_per_email", change, async () => {
      const customer = () => ({ ...uniqueCustomer(), email });
      for (let i = 0; i < 2; i += 1)
        expectAccepted(await book(rt.visitor(nextAddress()), customer()));
      expectTooMany(
        await book(rt.visitor(nextAddress()), customer()),
        limitMessage.bookingsPerEmail(10, 2, "in 10 minutes"),
      );
    });
    expectAccepted(
      await book(rt.visitor(nextAddress()), { ...uniqueCustomer(), email }),
    );
  });

  it("forget client addresses once their window has passed", async () => {
    const address = nextAddress();
    await rt.withRule("bookings_per_address", { max_events: 2 }, async () => {
      for (let i = 0; i < 2; i += 1)
        expectAccepted(await book(rt.visitor(address), uniqueCustomer()));
      expectTooMany(
        await book(rt.visitor(address), uniqueCustomer()),
        limitMessage.bookingsPerAddress(60, 2),
      );
      await rt.sql(
        "update private.rate_limit_events set occurred_at = occurred_at - interval '61 minutes' where subject = $1",
        [address],
      );
      expectAccepted(await book(rt.visitor(address), uniqueCustomer()));
    });
    const kept = await rt.sql(
      "select 1 from private.rate_limit_events where subject = $1",
      [address],
    );
    expect(kept).toHaveLength(1);
  });

  it("count signed-in customers like visitors, but never administrators or the service role", async () => {
    const customer = await rt.signIn();
    const admin = await rt.signIn("admin");
    const rider = uniqueCustomer();
    for (let i = 0; i < 3; i += 1) expectAccepted(await book(customer, rider));
    expectTooMany(
      await book(customer, rider),
      limitMessage.openBookingsPerPhone(24 * 60),
    );

    const regular = uniqueCustomer();
    for (let i = 0; i < 6; i += 1) {
      expectAccepted(await book(admin, regular));
      expectAccepted(await book(rt.service, regular));
    }
  });
});
