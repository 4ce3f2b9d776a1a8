import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { ACCOUNT_NOT_FOUND } from "../../../../supabase/functions/_shared/paystack.ts";
import {
  serviceClient,
  signedInClient,
} from "../../../local-backend/support.ts";
import { must, service, tag } from "../../support/actors.ts";
import { createVehicle } from "../../support/fixture-rows.ts";
import { completedTrip } from "../../support/report-fixtures.ts";

/**
 * The payouts function through /functions/v1 (Deno) with the runtime's Paystack stand-in: an
 * owner picks a bank and verifies an account, an administrator pays a closed month by Paystack
 * transfer, and the stand-in's transfer webhooks settle it (an account ending 9999 is reversed).
 */

async function invoke(
  client: SupabaseClient,
  route: string,
  body?: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const { data, error, response } = await client.functions.invoke(
    `payouts/${route}`,
    {
      method: body === undefined ? "GET" : "POST",
      body: body as Record<string, unknown> | undefined,
    },
  );
  if (!error) return { status: response?.status ?? 200, data };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const failed = error.context as Response;
  return { status: failed.status, data: await failed.json() };
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = (await signedInClient({ appMetadata: { role: "admin" } })).client;
});

/** A closed month of 1952 (no other file uses it) with one trip on the owner's vehicle. */
async function closedMonth(month: number, ownerId: string) {
  const period = new Date(Date.UTC(1952, month, 1)).toISOString().slice(0, 10);
  await completedTrip(
    await createVehicle(ownerId),
    `${period.slice(0, 8)}15T10:00:00Z`,
    2_000_000,
  );
  must(await admin.rpc("close_period", { p_period: period }));
  return period;
}

async function payoutStatus(reference: string) {
  const row = must(
    await serviceClient()
      .from("owner_payouts")
      .select("status")
      .eq("reference", reference)
      .single(),
  );
  return (row as { status: string }).status;
}

async function verifiedOwner(accountNumber: string) {
  const owner = await signedInClient({ appMetadata: { role: "owner" } });
  const banks = await invoke(owner.client, "banks");
  expect(banks.status).toBe(200);
  const gtb = (banks.data.banks as { name: string; code: string }[]).find(
    (b) => b.code === "058",
  );
  expect(gtb?.name).toBeTruthy();
  const saved = await invoke(owner.client, "bank-account", {
    bank_code: "058",
    account_number: accountNumber,
  });
  expect(saved.status).toBe(200);
  return { ...owner, account: saved.data.account as Record<string, unknown> };
}

async function payMonth(month: number, ownerId: string) {
  const period = await closedMonth(month, ownerId);
  const paid = await invoke(admin, "pay-period", {
    period,
    payouts: [
      {
        owner_id: ownerId,
        owner_name: `Owner ${tag()}`,
        method: "paystack_transfer",
      },
    ],
  });
  expect(paid.status).toBe(200);
  const [payout] = paid.data.payouts as {
    reference: string;
    status: string;
    transfer_code: string | null;
  }[];
  expect(payout).toMatchObject({
    status: "pending",
    transfer_code: expect.stringMatching(/^TRF_/),
  });
  return payout!;
}

describe("payouts through the relay, with the Paystack stand-in", () => {
  it("verifies an owner's account with the bank's name and refuses one the bank does not know", async () => {
    const owner = await verifiedOwner("0123456789");
    expect(owner.account).toMatchObject({
      owner_id: owner.userId,
      bank_code: "058",
      account_number: "0123456789",
      account_name: expect.stringMatching(/^[A-Z]+( [A-Z]+)+$/),
      recipient_code: expect.stringMatching(/^RCP_/),
    });
    expect((await invoke(owner.client, "bank-account")).data).toMatchObject({
      account: { account_number: "0123456789" },
    });
    const unknown = await invoke(owner.client, "bank-account", {
      bank_code: "058",
      account_number: "0123456404",
    });
    expect(unknown).toMatchObject({
      status: 400,
      data: { error: { message: ACCOUNT_NOT_FOUND } },
    });
    const customer = await signedInClient();
    expect((await invoke(customer.client, "banks")).status).toBe(403);
  });

  it("pays a month by Paystack transfer and records the transfer's success", async () => {
    const owner = await verifiedOwner("0123456789");
    const payout = await payMonth(1, owner.userId);
    await vi.waitFor(
      async () =>
        expect(await payoutStatus(payout.reference)).toBe("succeeded"),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
  });

  it("records a transfer the bank reverses after its success, and lets the admin pay it again", async () => {
    const owner = await verifiedOwner("0123459999");
    const payout = await payMonth(2, owner.userId);
    await vi.waitFor(
      async () => expect(await payoutStatus(payout.reference)).toBe("reversed"),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    const id = must(
      await service()
        .from("owner_payouts")
        .select("id")
        .eq("reference", payout.reference)
        .single(),
    ) as {
      id: string;
    };
    const again = await invoke(admin, "retry", {
      payout_id: id.id,
      method: "bank_transfer",
      bank_reference: "GTB-42",
    });
    expect(again).toMatchObject({
      status: 200,
      data: { payout: { status: "succeeded", bank_reference: "GTB-42" } },
    });
  });
});
