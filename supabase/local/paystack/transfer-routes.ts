import type { Hono } from "hono";

import { accountName, accountOutcome } from "./accounts.ts";
import { bankByCode, NIGERIAN_BANKS } from "./banks.ts";
import { startTransfer, type StandInState } from "./lifecycle.ts";
import { fail, koboOf, ok, readBody, text } from "./responses.ts";
import { queuedTransferJson, recipientJson, transferJson } from "./shapes.ts";
import { randomCode, type Transfer } from "./store.ts";

const UNRESOLVED =
  "Could not resolve account name. Check parameters or try again.";
/** As Paystack documents a transfer reference: lower-case letters, digits, `-` and `_`. */
const TRANSFER_REFERENCE = /^[a-z0-9_-]{1,100}$/;

/** Banks, account names, transfer recipients and transfers (owner payouts). */
export function transferRoutes(app: Hono, state: StandInState): void {
  const { store } = state;

  app.get("/bank", (c) => {
    const country = (c.req.query("country") ?? "nigeria").toLowerCase();
    const currency = (c.req.query("currency") ?? "NGN").toUpperCase();
    const banks =
      country === "nigeria" && currency === "NGN" ? NIGERIAN_BANKS : [];
    return ok(c, "Banks retrieved", banks, {
      next: null,
      previous: null,
      perPage: Math.max(Number(c.req.query("perPage")) || 50, banks.length),
    });
  });

  app.get("/bank/resolve", (c) => {
    const number = c.req.query("account_number") ?? "";
    const bank = bankByCode(c.req.query("bank_code") ?? "");
    if (!bank || accountOutcome(number) === "unknown")
      return fail(c, 422, UNRESOLVED);
    return ok(c, "Account number resolved", {
      account_number: number,
      account_name: accountName(number, bank.code),
    });
  });

  app.post("/transferrecipient", async (c) => {
    const body = await readBody(c);
    const type = text(body.type);
    if (!type) return fail(c, 400, "Recipient type is required");
    if (type !== "nuban")
      return fail(c, 400, "The stand-in supports only nuban recipients");
    const name = text(body.name);
    if (!name) return fail(c, 400, "Name is required");
    const number = text(body.account_number);
    const bank = bankByCode(text(body.bank_code));
    if (!bank) return fail(c, 400, "Invalid bank code");
    if (accountOutcome(number) === "unknown")
      return fail(c, 400, "Cannot resolve account");
    const stamp = new Date().toISOString();
    // The same account again is the same recipient, as on Paystack (its name may change).
    const existing = store.recipientFor(number, bank.code);
    if (existing) {
      existing.name = name;
      existing.updatedAt = stamp;
      return ok(
        c,
        "Transfer recipient created successfully",
        recipientJson(existing),
      );
    }
    const recipient = {
      id: store.nextId(),
      code: `RCP_${randomCode(15)}`,
      name,
      accountNumber: number,
      accountName: accountName(number, bank.code),
      bankCode: bank.code,
      bankName: bank.name,
      currency: text(body.currency).toUpperCase() || "NGN",
      description: text(body.description),
      email: text(body.email) || null,
      metadata: body.metadata ?? null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    store.recipients.set(recipient.code, recipient);
    return ok(
      c,
      "Transfer recipient created successfully",
      recipientJson(recipient),
    );
  });

  app.post("/transfer", async (c) => {
    const body = await readBody(c);
    if (text(body.source) !== "balance")
      return fail(c, 400, "Invalid transfer source", {
        type: "validation_error",
        code: "invalid_params",
      });
    const amount = koboOf(body.amount);
    if (amount === undefined)
      return fail(c, 400, "Invalid amount", {
        type: "validation_error",
        code: "invalid_params",
      });
    const recipient = store.recipients.get(text(body.recipient));
    if (!recipient)
      return fail(c, 400, "Recipient specified is invalid", {
        nextStep:
          "Provide a valid recipient. Ensure you are passing the recipient code in the recipient param",
        type: "validation_error",
        code: "invalid_transfer_recipient",
      });
    const reference = text(body.reference) || `trf_${randomCode(16)}`;
    if (!TRANSFER_REFERENCE.test(reference))
      return fail(
        c,
        400,
        "Transfer reference must be lowercase letters, digits, - or _",
        {
          type: "validation_error",
          code: "invalid_params",
        },
      );
    if (store.transfers.has(reference))
      return fail(c, 400, "Duplicate Transfer Reference", {
        type: "validation_error",
        code: "duplicate_reference",
      });
    const stamp = new Date().toISOString();
    const transfer: Transfer = {
      id: store.nextId(),
      reference,
      transferCode: `TRF_${randomCode(16)}`,
      amount,
      currency: text(body.currency).toUpperCase() || "NGN",
      reason: text(body.reason),
      recipientCode: recipient.code,
      status: "pending",
      failures: null,
      transferredAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    store.transfers.set(reference, transfer);
    const answer = queuedTransferJson(transfer, recipient);
    startTransfer(state, transfer);
    return ok(c, "Transfer has been queued", answer);
  });

  app.get("/transfer/verify/:reference", (c) => {
    const transfer = store.transfers.get(c.req.param("reference"));
    const recipient = transfer && store.recipients.get(transfer.recipientCode);
    if (!transfer || !recipient) return fail(c, 404, "Transfer not found");
    return ok(c, "Transfer retrieved", transferJson(transfer, recipient));
  });
}
