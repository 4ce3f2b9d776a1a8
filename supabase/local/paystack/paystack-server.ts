import type { Server } from "node:http";
import type { Hono } from "hono";

import type { LocalConfig } from "../config.ts";
import type { RuntimeContext } from "../context.ts";
import { listen, portOf } from "../http/listen.ts";
import { startupGate } from "../http/startup-gate.ts";
import { paystackSecretKey } from "./secret.ts";
import { createPaystackStandIn } from "./stand-in.ts";

/**
 * The stand-in's server, listening before the runtime's context exists (functions need its URL).
 * Its port: the option when given (a clash then fails start-up, as for the mail port); free when
 * the API's is (tests); else the default, or a free one when something already holds it — nothing
 * needs the number, since functions get the URL and the checkout links are built from it.
 */
export async function listenPaystack(
  options: { port?: number; paystackPort?: number },
  config: LocalConfig,
  log: (line: string) => void,
) {
  // The stand-in's app is built once the context exists; the gate answers 503 until then.
  let app: Hono | undefined;
  const gate = startupGate({
    fetch: (request: Request) =>
      app?.fetch(request) ?? new Response(null, { status: 503 }),
  });
  let server: Server;
  if (options.paystackPort !== undefined)
    server = await listen(gate.fetch, options.paystackPort);
  else if (options.port === 0) server = await listen(gate.fetch, 0);
  else
    server = await listen(gate.fetch, config.paystack.port).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "EADDRINUSE") throw error;
        log(
          `paystack stand-in: port ${config.paystack.port} is taken; using a free one`,
        );
        return listen(gate.fetch, 0);
      },
    );
  return {
    server,
    url: `http://127.0.0.1:${portOf(server)}`,
    /** Serves `handler` from now on. */
    open: (handler: Hono) => {
      app = handler;
      gate.open();
    },
  };
}

/** The stand-in, posting its webhooks to the runtime's `paystack-webhook` function. */
export function createRuntimePaystack(ctx: RuntimeContext) {
  return createPaystackStandIn({
    baseUrl: () => ctx.paystackUrl,
    webhookUrl: () => `${ctx.apiUrl}/functions/v1/paystack-webhook`,
    secretKey: () => paystackSecretKey(ctx.supabaseDir),
    log: ctx.log,
  });
}
