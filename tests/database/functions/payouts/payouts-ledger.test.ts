import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { requireUser } from "../../../../supabase/functions/_shared/auth.ts";
import { supabasePaystackLedger } from "../../../../supabase/functions/_shared/paystack-ledger-supabase.ts";
import { paystackSignature } from "../../../../supabase/functions/_shared/paystack.ts";
import { cachedBankList } from "../../../../supabase/functions/payouts/bank-list.ts";
import { handler as payouts } from "../../../../supabase/functions/payouts/handler.ts";
import {
  supabaseCallerPayouts,
  supabasePayoutsLedger,
} from "../../../../supabase/functions/payouts/supabase-store.ts";
import { handler as webhook } from "../../../../supabase/functions/paystack-webhook/handler.ts";
import {
  runtime,
  serviceClient,
  signedInClient,
} from "../../../local-backend/support.ts";
import { must, service, tag } from "../../support/actors.ts";
import { createVehicle } from "../../support/fixture-rows.ts";
import { completedTrip } from "../../support/report-fixtures.ts";
import { FakePaystack } from "../paystack-webhook/paystack-fake.ts";

/**
 * The payouts and webhook handlers on the runtime's database with Paystack scripted: an owner
 * verifies an account, an administrator pays a closed month (one owner by Paystack transfer, one
 * by bank reference), Paystack's webhooks move the transfer on, and a reversed one is paid again.
 */

const SECRET = "sk_test_payouts_ledger_0000000000000000";
const paystack = new FakePaystack();
const auth = () => ({
  supabaseUrl: runtime().apiUrl,
  anonKey: runtime().anonKey,
});

let admin: { client: SupabaseClient; token: string };
let owner: { client: SupabaseClient; token: string; userId: string };

async function session(role: string) {
  const person = await signedInClient({ appMetadata: { role } });
  const { data } = await person.client.auth.getSession();
  return { ...person, token: data.session!.access_token };
}

beforeAll(async () => {
  admin = await session("admin");
  owner = await session("owner");
});

async function call(token: string, route: string, body?: unknown) {
  const response = await payouts(
    new Request(`http://localhost/payouts/${route}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    {
      authenticate: async (req) => {
        const { user, client } = await requireUser(req, auth());
        return { userId: user.id, caller: supabaseCallerPayouts(client) };
      },
      ledger: supabasePayoutsLedger(serviceClient()),
      paystack,
      banks: cachedBankList(paystack),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function deliver(event: string, reference: string) {
  const raw = JSON.stringify({ event, data: { reference } });
  const response = await webhook(
    new Request("http://localhost/paystack-webhook", {
      method: "POST",
      headers: { "x-paystack-signature": await paystackSignature(SECRET, raw) },
      body: raw,
    }),
    {
      secretKey: SECRET,
      paystack,
      ledger: supabasePaystackLedger(serviceClient()),
      notify: () => undefined,
    },
  );
  return ((await response.json()) as { outcome: string }).outcome;
}

/** A closed month of the 1950s (no other file uses them) with a trip on the owner's vehicle and one without an account. */
async function closedMonth(month: number) {
  const period = new Date(Date.UTC(1950, month, 1)).toISOString().slice(0, 10);
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
  await completedTrip(free, day, 500_000);
  must(await admin.client.rpc("close_period", { p_period: period }));
  return { period, freeName };
}

async function payout(reference: string) {
  return must(
    await serviceClient()
      .from("owner_payouts")
      .select("status, transfer_code, failure_reason")
      .eq("reference", reference)
      .single(),
  ) as {
    status: string;
    transfer_code: string | null;
    failure_reason: string | null;
  };
}

describe("payouts on the ledger", () => {
  it("verifies an owner's account, pays the month, and follows Paystack's transfer to the end", async () => {
    paystack.accounts.set("058:0123456789", "ADA OBI");
    const saved = await call(owner.token, "bank-account", {
      bank_code: "058",
      account_number: "0123456789",
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        account: {
          owner_id: owner.userId,
          bank_name: "Guaranty Trust Bank",
          account_name: "ADA OBI",
        },
      },
    });
    expect((await call(owner.token, "bank-account")).body).toMatchObject({
      account: { account_number: "0123456789" },
    });
    expect(
      (
        await call(admin.token, "bank-account", {
          bank_code: "058",
          account_number: "0123456789",
        })
      ).status,
    ).toBe(403);

    const { period, freeName } = await closedMonth(1);
    const paid = await call(admin.token, "pay-period", {
      period,
      payouts: [
        {
          owner_id: owner.userId,
          owner_name: "Ada Obi",
          method: "paystack_transfer",
        },
        {
          owner_id: null,
          owner_name: freeName,
          method: "bank_transfer",
          bank_reference: "FBN-998877",
        },
      ],
    });
    expect(paid.status).toBe(200);
    const rows = paid.body.payouts as {
      owner_id: string | null;
      reference: string;
      status: string;
      transfer_code: string | null;
    }[];
    const transfer = rows.find((r) => r.owner_id === owner.userId)!;
    expect(transfer).toMatchObject({
      status: "pending",
      transfer_code: expect.stringMatching(/^TRF_/),
    });
    expect(rows.find((r) => r.owner_id === null)).toMatchObject({
      status: "succeeded",
    });
    const sent = transfer.reference;
    expect(paystack.sentTransfers.at(-1)).toMatchObject({
      reference: sent,
      amount: 1_600_000,
    });

    paystack.transfers.get(sent)!.status = "success";
    expect(await deliver("transfer.success", sent)).toBe("recorded");
    expect(await deliver("transfer.success", sent)).toBe("duplicate");
    expect((await payout(transfer.reference)).status).toBe("succeeded");

    paystack.transfers.get(sent)!.status = "reversed";
    expect(await deliver("transfer.reversed", sent)).toBe("recorded");
    expect(await payout(transfer.reference)).toMatchObject({
      status: "reversed",
      failure_reason: "The bank reversed the transfer.",
    });

    const again = await call(admin.token, "retry", {
      payout_id: await payoutId(transfer.reference),
      method: "bank_transfer",
      bank_reference: "GTB-5544",
    });
    expect(again).toMatchObject({
      status: 200,
      body: { payout: { status: "succeeded", bank_reference: "GTB-5544" } },
    });
    expect(
      (await call(admin.token, "pay-period", { period, payouts: [] })).body,
    ).toMatchObject({
      error: { message: expect.stringContaining("is already paid") },
    });
  });

  it("lets only administrators pay a month", async () => {
    const { period } = await closedMonth(2);
    const answer = await call(owner.token, "pay-period", {
      period,
      payouts: [],
    });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: { message: "Only administrators can pay owners." } },
    });
  });
});

async function payoutId(reference: string): Promise<string> {
  const row = must(
    await serviceClient()
      .from("owner_payouts")
      .select("id")
      .eq("reference", reference)
      .single(),
  );
  return String((row as { id: string }).id);
}
