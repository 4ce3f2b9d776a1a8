import type { Context, Hono } from "hono";

import type { StandInState } from "./lifecycle.ts";
import { readBody, text } from "./responses.ts";
import { transactionJson } from "./shapes.ts";
import { signBody, type Delivery } from "./webhooks.ts";

/** A key no integration has: what a forger signs with. */
const FORGER_KEY = "sk_test_forged_0000000000000000000000000000";

const view = (d: Delivery) => {
  let payload: unknown = null;
  try {
    payload = JSON.parse(d.body);
  } catch {
    payload = null;
  }
  return { ...d, attempts: [...d.attempts], payload };
};

/**
 * `/__standin/…`: what tests need that Paystack has no API for — the webhook deliveries with the
 * answer each got, replaying one byte for byte, and posting any event, signed, forged or unsigned.
 * It exists only in this stand-in, on a local port; production has nothing of it.
 */
export function controlRoutes(
  app: Hono,
  state: StandInState,
  secretKey: () => Promise<string>,
): void {
  const { webhooks, store } = state;
  const settle = async (
    c: Context,
    queued: { delivery: Delivery; done: Promise<void> },
    wait: boolean,
  ) => {
    if (wait) await queued.done;
    return c.json({ delivery: view(queued.delivery) }, wait ? 200 : 202);
  };

  app.get("/__standin/deliveries", (c) => {
    const event = c.req.query("event");
    const reference = c.req.query("reference");
    const deliveries = webhooks.deliveries.filter(
      (d) =>
        (!event || d.event === event) &&
        (!reference || d.reference === reference),
    );
    return c.json({ deliveries: deliveries.map(view) });
  });

  app.get("/__standin/deliveries/:id", (c) => {
    const found = webhooks.deliveries.find(
      (d) => d.id === Number(c.req.param("id")),
    );
    return found
      ? c.json({ delivery: view(found) })
      : c.json({ error: "No such delivery" }, 404);
  });

  app.post("/__standin/deliveries/:id/replay", async (c) => {
    const queued = webhooks.replay(Number(c.req.param("id")));
    if (!queued) return c.json({ error: "No such delivery" }, 404);
    return settle(c, queued, c.req.query("wait") !== undefined);
  });

  /**
   * `{ event, data }` posted to the webhook as Paystack would post it; `signature`: "valid"
   * (default), "forged" (another key) or "none"; `body`: exact bytes to send instead of
   * `{event, data}`; `wait`: answer once delivered (with the endpoint's status) instead of at once.
   */
  app.post("/__standin/events", async (c) => {
    const input = await readBody(c);
    const event = text(input.event);
    if (!event) return c.json({ error: "event is required" }, 400);
    const body =
      typeof input.body === "string"
        ? input.body
        : JSON.stringify({ event, data: input.data ?? {} });
    const mode = text(input.signature) || "valid";
    const signature =
      mode === "none"
        ? null
        : signBody(body, mode === "forged" ? FORGER_KEY : await secretKey());
    return settle(
      c,
      webhooks.custom(event, body, signature),
      input.wait === true,
    );
  });

  app.get("/__standin/transactions/:reference", (c) => {
    const t = store.transactions.get(c.req.param("reference"));
    if (!t) return c.json({ error: "No such transaction" }, 404);
    return c.json({
      access_code: t.accessCode,
      checkout_url: `${state.baseUrl()}/checkout/${t.accessCode}`,
      callback_url: t.callbackUrl,
      transaction: transactionJson(t),
    });
  });
}
