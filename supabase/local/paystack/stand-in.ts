import { Hono } from "hono";

import { checkoutRoutes } from "./checkout-routes.ts";
import { controlRoutes } from "./control-routes.ts";
import { addDemoRecipients } from "./demo-recipients.ts";
import type { StandInState } from "./lifecycle.ts";
import { requireSecretKey } from "./responses.ts";
import { PaystackStore } from "./store.ts";
import { transactionRoutes } from "./transaction-routes.ts";
import { transferRoutes } from "./transfer-routes.ts";
import { WebhookSender } from "./webhooks.ts";

export interface StandInOptions {
  /** The stand-in's own base URL, known once its server listens. */
  baseUrl: () => string;
  /** Where events go: the runtime's `/functions/v1/paystack-webhook`. */
  webhookUrl: () => string;
  secretKey: () => Promise<string>;
  log: (line: string) => void;
  /** How long refunds and transfers stay pending (default 250 ms). */
  settleDelayMs?: number;
  /** Waits before each webhook attempt (default: at once, then after 0.5 s and 2 s). */
  retryDelaysMs?: number[];
}

/** Paths of the API proper, each behind the secret key (the checkout and `/__standin` are not). */
const API_PATHS = [
  "/transaction/*",
  "/refund",
  "/refund/*",
  "/bank",
  "/bank/*",
  "/transferrecipient",
  "/transferrecipient/*",
  "/transfer",
  "/transfer/*",
];

/**
 * A local Paystack: the API endpoints the project's functions call, a checkout page with test
 * cards, signed webhooks to the runtime, and a test-only control surface. State lives in memory.
 */
export function createPaystackStandIn(options: StandInOptions) {
  const timers = new Set<NodeJS.Timeout>();
  const work = new Set<Promise<void>>();
  let stopped = false;
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secretKey: options.secretKey,
    log: options.log,
    retryDelaysMs: options.retryDelaysMs ?? [0, 500, 2_000],
  });
  const store = new PaystackStore();
  addDemoRecipients(store.recipients, () => store.nextId());
  const state: StandInState = {
    store,
    webhooks,
    baseUrl: options.baseUrl,
    settleDelayMs: options.settleDelayMs ?? 250,
    later: (ms, task) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const running = task().catch((error: unknown) =>
          options.log(
            `paystack stand-in: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
        work.add(running);
        void running.finally(() => work.delete(running));
      }, ms);
      timers.add(timer);
    },
  };

  const app = new Hono();
  const auth = requireSecretKey(options.secretKey);
  for (const path of API_PATHS) app.use(path, auth);
  transactionRoutes(app, state);
  transferRoutes(app, state);
  checkoutRoutes(app, state);
  controlRoutes(app, state, options.secretKey);
  app.notFound((c) => c.json({ status: false, message: "Not found" }, 404));
  app.onError((error, c) => {
    options.log(`paystack stand-in: ${error.message}`);
    return c.json({ status: false, message: "Internal error" }, 500);
  });

  return {
    app,
    state,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...work]);
      await webhooks.stop();
    },
  };
}

export type PaystackStandIn = ReturnType<typeof createPaystackStandIn>;
