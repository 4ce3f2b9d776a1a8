import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { must, service, tag } from "../support/actors.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";
import { expectRefused } from "../support/ride-fixtures.ts";

/**
 * What the reports screen shows as received: the ledger's succeeded rows of the chosen Lagos
 * months, by way of paying, refunds subtracted. The months here (1950) are this file's own.
 */

let admin: SupabaseClient;

beforeAll(async () => {
  admin = (await signedInClient({ appMetadata: { role: "admin" } })).client;
});

async function onlineCharge(
  receivedAt: string,
  amount: number,
  channel: string,
) {
  const bookingId = await insertRow("bookings", bookingRow(null));
  return insertRow("payments", {
    booking_id: bookingId,
    method: "paystack",
    channel,
    amount_kobo: amount,
    provider_reference: `PAY-TEST-${tag()}`,
    received_at: receivedAt,
  });
}

describe("report_collections", () => {
  it("sums each way of paying in the months asked, less refunds", async () => {
    const card = await onlineCharge("1950-03-10T09:00:00Z", 1_000_000, "card");
    await onlineCharge("1950-03-31T23:30:00Z", 500_000, "card"); // 1 April in Lagos
    await onlineCharge("1950-03-01T00:30:00Z", 300_000, "bank_transfer");
    await onlineCharge("1950-03-05T12:00:00Z", 200_000, "bank_transfer");
    await onlineCharge("1950-03-05T12:00:00Z", 999, "ussd").then(async (id) =>
      must(
        await service()
          .from("payments")
          .update({ status: "failed" })
          .eq("id", id)
          .select("id"),
      ),
    );
    const charge = must(
      await service()
        .from("payments")
        .select("booking_id")
        .eq("id", card)
        .single(),
    ) as { booking_id: string };
    await insertRow("payments", {
      booking_id: charge.booking_id,
      kind: "refund",
      method: "paystack",
      refund_of: card,
      reason: "Goodwill",
      amount_kobo: 250_000,
      received_at: "1950-03-20T10:00:00Z",
    });

    const march = must(
      await admin.rpc("report_collections", {
        p_from: "1950-03-01",
        p_to: "1950-03-01",
      }),
    );
    expect(march).toEqual([
      { how: "Card", entries: 1, amount_kobo: 1_000_000 },
      { how: "Bank transfer", entries: 2, amount_kobo: 500_000 },
      { how: "Refunds", entries: 1, amount_kobo: -250_000 },
    ]);
    const april = must(
      await admin.rpc("report_collections", {
        p_from: "1950-04-01",
        p_to: "1950-04-30",
      }),
    );
    expect(april).toEqual([{ how: "Card", entries: 1, amount_kobo: 500_000 }]);
  });

  it("refuses a reversed range and anyone but an administrator", async () => {
    expectRefused(
      await admin.rpc("report_collections", {
        p_from: "1950-05-01",
        p_to: "1950-04-01",
      }),
      "22023",
      "The start month must be on or before the end month.",
    );
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    expectRefused(
      await owner.client.rpc("report_collections", {
        p_from: null,
        p_to: null,
      }),
      "42501",
      "Only administrators can see revenue reports.",
    );
  });
});
