import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  expectAccepted,
  expectTooMany,
  limitMessage,
  nextAddress,
  sendContact,
  uniqueCustomer,
} from "../support/limit-calls.ts";
import {
  startLimitsRuntime,
  type LimitsRuntime,
} from "../support/limits-runtime.ts";

/**
 * The form-submission limits of private.rate_limits (contact messages, driver applications and
 * sales requests, each form counted on its own), the client address they key on, and the private
 * schema that holds them out of the API's reach.
 */
let rt: LimitsRuntime;
beforeAll(async () => {
  rt = await startLimitsRuntime("_limits_forms");
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

describe("form submissions", () => {
  it("refuse a sixth message per e-mail and form; another form or address still goes through", async () => {
    const { email } = uniqueCustomer();
    for (let i = 0; i < 5; i += 1)
      expectAccepted(await sendContact(rt.visitor(nextAddress()), email));
    expectTooMany(
      await sendContact(rt.visitor(nextAddress()), email.toUpperCase()),
      limitMessage.submissionsPerEmail(60),
    );
    expectAccepted(
      await sendContact(rt.visitor(nextAddress()), email, "apply_to_drive"),
    );
    expectAccepted(
      await sendContact(rt.visitor(nextAddress()), uniqueCustomer().email),
    );
  });

  it("name what the form sends: a sixth driver application is refused as an application", async () => {
    const { email } = uniqueCustomer();
    for (let i = 0; i < 5; i += 1)
      expectAccepted(
        await sendContact(rt.visitor(nextAddress()), email, "apply_to_drive"),
      );
    expectTooMany(
      await sendContact(rt.visitor(nextAddress()), email, "apply_to_drive"),
      limitMessage.submissionsPerEmail(60, "applications"),
    );
  });

  it("do not count submissions written outside the API", async () => {
    const { email } = uniqueCustomer();
    await rt.sql(
      `insert into public.contact_submissions (form_type, name, email, message)
       select 'contact', 'Loaded Row', $1, 'Imported from the old inbox.'
       from generate_series(1, 6)`,
      [email],
    );
    expectAccepted(await sendContact(rt.visitor(nextAddress()), email));
  });

  it("refuse the eleventh message per client address and form", async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i += 1)
      expectAccepted(
        await sendContact(rt.visitor(address), uniqueCustomer().email),
      );
    expectTooMany(
      await sendContact(rt.visitor(address), uniqueCustomer().email),
      limitMessage.submissionsPerAddress(60),
    );
    const email = uniqueCustomer().email;
    expectAccepted(
      await sendContact(rt.visitor(address), email, "apply_to_drive"),
    );
    expectAccepted(
      await sendContact(rt.visitor(nextAddress()), uniqueCustomer().email),
    );
  });
});

describe("the client address", () => {
  it.each([
    [
      {
        "cf-connecting-ip": "198.51.100.7",
        "x-forwarded-for": "203.0.113.250, 198.51.100.7, 172.70.1.1",
      },
      "198.51.100.7",
    ],
    [{ "x-forwarded-for": "203.0.113.250, 198.51.100.9" }, "198.51.100.9"],
    [{ "x-forwarded-for": " 2001:db8::5 " }, "2001:db8::5"],
    [{ "x-forwarded-for": "" }, null],
    [{}, null],
  ])(
    "is CF-Connecting-IP, else the last X-Forwarded-For entry: %j → %s",
    async (headers, expected) => {
      const [row] = await rt.sqlWithHeaders<{ address: string | null }>(
        headers,
        "select private.client_address() as address",
      );
      expect(row!.address).toBe(expected);
    },
  );

  it("cannot be dodged by sending a made-up X-Forwarded-For", async () => {
    const spoofing = () =>
      rt.visitor(undefined, { "x-forwarded-for": nextAddress() });
    await rt.withRule(
      "submissions_per_address",
      { max_events: 2 },
      async () => {
        for (let i = 0; i < 2; i += 1)
          expectAccepted(await sendContact(spoofing(), uniqueCustomer().email));
        expectTooMany(
          await sendContact(spoofing(), uniqueCustomer().email),
          limitMessage.submissionsPerAddress(60, 2),
        );
      },
    );
  });
});

it("leaves anon and authenticated no right on the private schema or anything in it", async () => {
  const objects = await rt.sql<{ name: string; granted: boolean }>(
    `select r.rolname || ' ' || o.name as name, o.granted
     from pg_roles r
     cross join lateral (
       select 'schema private', has_schema_privilege(r.oid, 'private', 'USAGE, CREATE')
       union all
       select c.relname::text, case c.relkind
           when 'S' then has_sequence_privilege(r.oid, c.oid, 'USAGE, SELECT, UPDATE')
           else has_table_privilege(r.oid, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER') end
       from pg_class c where c.relnamespace = 'private'::regnamespace and c.relkind in ('r', 'v', 'm', 'S')
       union all
       select p.oid::regprocedure::text, has_function_privilege(r.oid, p.oid, 'EXECUTE')
       from pg_proc p where p.pronamespace = 'private'::regnamespace
     ) as o (name, granted)
     where r.rolname in ('anon', 'authenticated')`,
  );
  expect(objects.map((o) => o.name)).toEqual(
    expect.arrayContaining([
      "anon schema private",
      "anon rate_limits",
      "authenticated rate_limit_events",
      "authenticated private.limit_booking_writes()",
    ]),
  );
  expect(objects.filter((o) => o.granted)).toEqual([]);
});
