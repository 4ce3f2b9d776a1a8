import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";

let admin: SupabaseClient;
let customer: SupabaseClient;
let customerId: string;

beforeAll(async () => {
  admin = (await signedInClient({ appMetadata: { role: "admin" } })).client;
  const session = await signedInClient();
  customer = session.client;
  customerId = session.userId;
});

const FARE = 1_200_000;

/** A booking with a unique customer name, so the filter test reads only its own rows. */
async function booking(status: string, name: string) {
  return insertRow("bookings", {
    ...bookingRow(null),
    status,
    fare_kobo: FARE,
    customer_name: name,
  });
}

const pay = (bookingId: string, amount: number) =>
  admin.rpc("record_cash_payment", {
    p_booking_id: bookingId,
    p_amount_kobo: amount,
    p_received_by: "Tunde Bakare",
  });

describe("bookings.paid_kobo and bookings.payment_state", () => {
  it("reads unpaid, then paid, as cash reaches the fare, and nothing before completion", async () => {
    const name = `Payment State ${crypto.randomUUID().slice(0, 8)}`;
    const completed = await booking("completed", name);
    const pending = await booking("pending", name);
    const read = async () =>
      must(
        await admin
          .from("bookings")
          .select("id,paid_kobo,payment_state")
          .in("id", [completed, pending])
          .order("status"),
      ) as { id: string; paid_kobo: number; payment_state: string | null }[];

    expect(await read()).toEqual([
      { id: pending, paid_kobo: 0, payment_state: null },
      { id: completed, paid_kobo: 0, payment_state: "unpaid" },
    ]);

    must(await pay(completed, 500_000));
    expect((await read())[1]).toMatchObject({
      paid_kobo: 500_000,
      payment_state: "unpaid",
    });

    must(await pay(completed, FARE - 500_000));
    expect((await read())[1]).toMatchObject({
      paid_kobo: FARE,
      payment_state: "paid",
    });
  });

  it("filters the list to the completed rides still owing cash", async () => {
    const name = `Unpaid Filter ${crypto.randomUUID().slice(0, 8)}`;
    const owing = await booking("completed", name);
    const settled = await booking("completed", name);
    const partly = await booking("completed", name);
    await booking("confirmed", name);
    await booking("cancelled", name);
    must(await pay(settled, FARE));
    must(await pay(partly, 100_000));

    const ids = async (state: string) =>
      (
        must(
          await admin
            .from("bookings")
            .select("id")
            .eq("customer_name", name)
            .eq("payment_state", state),
        ) as { id: string }[]
      )
        .map((row) => row.id)
        .sort();

    expect(await ids("unpaid")).toEqual([owing, partly].sort());
    expect(await ids("paid")).toEqual([settled]);
  });

  it("shows a rider no payment total: payments are the office's", async () => {
    const id = await insertRow("bookings", {
      ...bookingRow(customerId),
      status: "completed",
      fare_kobo: FARE,
    });
    must(await pay(id, FARE));
    const rows = must(
      await customer
        .from("bookings")
        .select("id,paid_kobo,payment_state")
        .eq("id", id),
    );
    expect(rows).toEqual([{ id, paid_kobo: 0, payment_state: "unpaid" }]);
  });
});
