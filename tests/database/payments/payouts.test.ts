import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { must, service, tag } from "../support/actors.ts";
import { createVehicle } from "../support/fixture-rows.ts";
import { completedTrip } from "../support/report-fixtures.ts";
import { expectRefused } from "../support/ride-fixtures.ts";

/**
 * Owners are paid per closed month: by Paystack transfer to the account they verified, or as an
 * outside bank transfer with its reference; Paystack's answers move a payout forward only.
 */

let admin: SupabaseClient;
let owner: { client: SupabaseClient; userId: string };
let unverified: { client: SupabaseClient; userId: string };

beforeAll(async () => {
  admin = (await signedInClient({ appMetadata: { role: "admin" } })).client;
  owner = await signedInClient({ appMetadata: { role: "owner" } });
  unverified = await signedInClient({ appMetadata: { role: "owner" } });
  must(
    await service().rpc("save_owner_bank_account", {
      p_owner_id: owner.userId,
      p_bank_code: "058",
      p_bank_name: "Guaranty Trust Bank",
      p_account_number: "0123456789",
      p_account_name: "ADA OBI",
      p_recipient_code: `RCP_${tag()}`,
    }),
  );
});

let months = 0;
/** A month of the 1960s that only this file uses, so a close sums exactly what it inserted. */
function ownMonth(): string {
  months += 1;
  return new Date(Date.UTC(1960, months, 1)).toISOString().slice(0, 10);
}

/** A closed month with one trip on a vehicle of each owner and one on a vehicle without an account. */
async function closedMonth() {
  const period = ownMonth();
  const day = `${period.slice(0, 8)}15T10:00:00Z`;
  const freeName = `Kunle Ade ${tag()}`;
  const free = await createVehicle();
  must(
    await service()
      .from("fleets")
      .update({ owner: freeName })
      .eq("id", free)
      .select("id")
      .single(),
  );
  await completedTrip(await createVehicle(owner.userId), day, 2_000_000);
  await completedTrip(await createVehicle(unverified.userId), day, 1_000_000);
  await completedTrip(free, day, 500_000);
  must(await admin.rpc("close_period", { p_period: period }));
  return { period, freeName };
}

type PlanRow = {
  owner_id: string | null;
  owner_name: string;
  amount_kobo: number;
  can_transfer: boolean;
  account_label: string | null;
};

describe("paying a month's owners", () => {
  it("plans, pays by transfer and by bank reference, and locks the month", async () => {
    const { period, freeName } = await closedMonth();
    const plan = must(
      await admin.rpc("period_payout_plan", { p_period: period }),
    ) as PlanRow[];
    const mine = plan.find((r) => r.owner_id === owner.userId)!;
    expect(mine).toMatchObject({
      amount_kobo: 1_600_000,
      can_transfer: true,
      account_label: "Guaranty Trust Bank ••••6789 · ADA OBI",
    });
    expect(plan.find((r) => r.owner_name === freeName)).toMatchObject({
      owner_id: null,
      can_transfer: false,
    });

    const choices = [
      { owner_id: owner.userId, method: "paystack_transfer" },
      {
        owner_id: unverified.userId,
        method: "bank_transfer",
        bank_reference: "GTB-778812",
      },
      {
        owner_id: null,
        owner_name: freeName,
        method: "bank_transfer",
        bank_reference: "ZEN-1",
      },
    ];
    const refused = await admin.rpc("pay_period", {
      p_period: period,
      p_payouts: [
        choices[0],
        { owner_id: unverified.userId, method: "paystack_transfer" },
        choices[2],
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/has no verified bank account\.$/);

    const paid = must(
      await admin.rpc("pay_period", { p_period: period, p_payouts: choices }),
    ) as {
      owner_id: string | null;
      status: string;
      method: string;
      reference: string;
    }[];
    expect(paid).toHaveLength(3);
    const transfer = paid.find((p) => p.owner_id === owner.userId)!;
    expect(transfer).toMatchObject({
      status: "pending",
      method: "paystack_transfer",
    });
    expect(transfer.reference).toMatch(/^po-\d{6}-[0-9a-f]{12}$/);
    expect(paid.filter((p) => p.status === "succeeded")).toHaveLength(2);

    const periodRow = must(
      await service()
        .from("report_periods")
        .select("status")
        .eq("period", period)
        .single(),
    );
    expect(periodRow).toEqual({ status: "paid" });
    const again = await admin.rpc("pay_period", {
      p_period: period,
      p_payouts: choices,
    });
    expect(again.status).toBe(409);

    // The owner sees their own payout, not the others'.
    const seen = must(
      await owner.client
        .from("owner_payouts")
        .select("period, status, amount_kobo"),
    );
    expect(seen).toEqual([
      { period, status: "pending", amount_kobo: 1_600_000 },
    ]);
  });

  it("asks for every owner's method and every bank reference", async () => {
    const { period, freeName } = await closedMonth();
    const pay = (payouts: unknown[]) =>
      admin.rpc("pay_period", { p_period: period, p_payouts: payouts });
    const mine = { owner_id: owner.userId, method: "paystack_transfer" };
    expectRefused(
      await pay([
        mine,
        { owner_id: unverified.userId, method: "bank_transfer" },
      ]),
      "22023",
      `Choose how to pay ${freeName}.`,
    );
    const blank = await pay([
      mine,
      {
        owner_id: unverified.userId,
        method: "bank_transfer",
        bank_reference: " ",
      },
      {
        owner_id: null,
        owner_name: freeName,
        method: "bank_transfer",
        bank_reference: "Z-1",
      },
    ]);
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toMatch(
      /^Enter the bank transfer reference for .+\.$/,
    );
    const period2 = must(
      await service()
        .from("report_periods")
        .select("status")
        .eq("period", period)
        .single(),
    );
    expect(period2).toEqual({ status: "open" });
  });
});

describe("Paystack's answers about a payout", () => {
  async function pendingTransfer() {
    const { period, freeName } = await closedMonth();
    const paid = must(
      await admin.rpc("pay_period", {
        p_period: period,
        p_payouts: [
          { owner_id: owner.userId, method: "paystack_transfer" },
          {
            owner_id: unverified.userId,
            method: "bank_transfer",
            bank_reference: "B-1",
          },
          {
            owner_id: null,
            owner_name: freeName,
            method: "bank_transfer",
            bank_reference: "B-2",
          },
        ],
      }),
    ) as {
      id: string;
      reference: string;
      owner_id: string | null;
      amount_kobo: number;
    }[];
    return paid.find((p) => p.owner_id === owner.userId)!;
  }

  const answer = (reference: string, status: string, amount: number) =>
    service().rpc("record_paystack_transfer", {
      p_reference: reference,
      p_transfer_code: "TRF_1",
      p_status: status,
      p_amount_kobo: amount,
      p_message: "",
    });

  it("is sent once, then settles forward only", async () => {
    const payout = await pendingTransfer();
    const toSend = must(
      await service().rpc("payouts_to_send", { p_period: null }),
    ) as {
      payout_id: string;
    }[];
    expect(toSend.map((p) => p.payout_id)).toContain(payout.id);
    must(
      await service().rpc("mark_payout_sent", {
        p_payout_id: payout.id,
        p_transfer_code: "TRF_1",
        p_status: "pending",
        p_message: "",
      }),
    );
    const after = must(
      await service().rpc("payouts_to_send", { p_period: null }),
    ) as {
      payout_id: string;
    }[];
    expect(after.map((p) => p.payout_id)).not.toContain(payout.id);

    expect(
      (await answer(payout.reference, "success", payout.amount_kobo + 1)).data,
    ).toMatchObject({
      outcome: "mismatch",
    });
    expect(
      (await answer(payout.reference, "success", payout.amount_kobo)).data,
    ).toMatchObject({
      outcome: "recorded",
    });
    expect(
      (await answer(payout.reference, "reversed", payout.amount_kobo)).data,
    ).toMatchObject({
      outcome: "recorded",
    });
    expect(
      (await answer(payout.reference, "success", payout.amount_kobo)).data,
    ).toMatchObject({
      outcome: "unchanged",
    });
    expect((await answer("po-000000-notours", "success", 1)).data).toEqual({
      outcome: "unknown",
    });

    // A reversed payout is paid again as a new row; the old one stays.
    const retried = must(
      await admin.rpc("retry_payout", {
        p_payout_id: payout.id,
        p_method: "bank_transfer",
        p_bank_reference: "GTB-2",
      }),
    ) as { status: string; id: string };
    expect(retried).toMatchObject({ status: "succeeded" });
    const twice = await admin.rpc("retry_payout", {
      p_payout_id: payout.id,
      p_method: "bank_transfer",
      p_bank_reference: "GTB-3",
    });
    expect(twice.status).toBe(409);
  });
});

describe("payout accounts", () => {
  it("belong to owners only and are written by the service role only", async () => {
    const customer = await signedInClient();
    expectRefused(
      await service().rpc("save_owner_bank_account", {
        p_owner_id: customer.userId,
        p_bank_code: "058",
        p_bank_name: "Guaranty Trust Bank",
        p_account_number: "0123456789",
        p_account_name: "X",
        p_recipient_code: "RCP_x",
      }),
      "42501",
      "Only vehicle owners have a payout account.",
    );
    const forged = await owner.client.rpc("save_owner_bank_account", {
      p_owner_id: owner.userId,
      p_bank_code: "058",
      p_bank_name: "Guaranty Trust Bank",
      p_account_number: "0123456789",
      p_account_name: "Someone Else",
      p_recipient_code: "RCP_forged",
    });
    expect(forged.error?.code).toBe("42501");
  });
});

describe("period_payments", () => {
  it("says how each trip of a closed month was paid", async () => {
    const period = ownMonth();
    const day = `${period.slice(0, 8)}12T09:00:00Z`;
    const vehicle = await createVehicle(owner.userId);
    const card = await completedTrip(vehicle, day, 1_000_000);
    const mixed = await completedTrip(vehicle, day, 1_000_000);
    const unpaid = await completedTrip(vehicle, day, 700_000);
    const online = (bookingId: string, amount: number, channel: string) => ({
      booking_id: bookingId,
      method: "paystack",
      channel,
      amount_kobo: amount,
      provider_reference: `PAY-TEST-${tag()}`,
      received_at: day,
    });
    must(
      await service()
        .from("payments")
        .insert(online(card.id, 1_000_000, "card"))
        .select("id"),
    );
    must(
      await service()
        .from("payments")
        .insert(online(mixed.id, 400_000, "bank_transfer"))
        .select("id"),
    );
    must(
      await service()
        .from("payments")
        .insert({
          booking_id: mixed.id,
          amount_kobo: 600_000,
          received_by: "Tunde",
        })
        .select("id"),
    );
    must(await admin.rpc("close_period", { p_period: period }));
    const rows = must(
      await admin.rpc("period_payments", { p_period: period }),
    ) as {
      booking_reference: string;
      paid_how: string;
      paid_kobo: number;
    }[];
    const how = Object.fromEntries(
      rows.map((r) => [r.paid_kobo + ":" + r.paid_how, 1]),
    );
    expect(Object.keys(how).sort()).toEqual(
      ["0:Unpaid", "1000000:Bank transfer + Cash", "1000000:Card"].sort(),
    );
    expect(rows).toHaveLength(3);
    expect(unpaid.fare_kobo).toBe(700_000);
    const refused = await owner.client.rpc("period_payments", {
      p_period: period,
    });
    expect(refused.error?.code).toBe("42501");
  });
});
