import { fileURLToPath } from "node:url";

import { startRuntime, type Runtime } from "../../../supabase/local/index.ts";

/** The fixed local test key the runtime gives functions and the stand-in (the contract's value). */
export const LOCAL_KEY = "sk_test_ekoluxe_local_0000000000000000000000";

export const FIXTURE = fileURLToPath(new URL("./fixture", import.meta.url));

/** A runtime of its own on free ports, in memory, whose functions are the recorder fixture. */
export function startStandInRuntime(workdir = FIXTURE): Promise<Runtime> {
  return startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    paystackPort: 0,
    dataDir: null,
    databaseUrl: null,
    log: () => undefined,
  });
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & {
    status: boolean;
    message: string;
    data?: unknown;
  };
}

/** Calls the stand-in's API as a function does: JSON, `Authorization: Bearer <secret key>`. */
export function paystackClient(runtime: Runtime, key = LOCAL_KEY) {
  return async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> => {
    const res = await fetch(`${runtime.paystackUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };
}

/** Posts a checkout form as the browser does, without following the redirect. */
export async function submit(
  url: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return {
    status: res.status,
    location: res.headers.get("location"),
    html: await res.text(),
  };
}

let counter = 0;
/** A reference no other test uses, shaped like the project's own. */
export function uniqueReference(prefix = "PAY-EKO-TEST"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

export interface DeliveryView {
  id: number;
  event: string;
  reference: string | null;
  body: string;
  signature: string | null;
  state: "pending" | "delivered" | "failed";
  status: number | null;
  attempts: { status: number | null }[];
  payload: { event: string; data: Record<string, unknown> };
  replayOf: number | null;
}

/** The stand-in's record of webhook deliveries, optionally for one reference. */
export async function deliveries(
  runtime: Runtime,
  query: Record<string, string> = {},
): Promise<DeliveryView[]> {
  const qs = new URLSearchParams(query).toString();
  const res = await fetch(
    `${runtime.paystackUrl}/__standin/deliveries${qs ? `?${qs}` : ""}`,
  );
  return ((await res.json()) as { deliveries: DeliveryView[] }).deliveries;
}

/** A paid transaction of ₦12,500: initialized, then paid on the checkout with the success card. */
export async function paidTransaction(
  runtime: Runtime,
  email = "ada@example.com",
): Promise<string> {
  const reference = uniqueReference();
  const init = await paystackClient(runtime)(
    "POST",
    "/transaction/initialize",
    { email, amount: 1_250_000, reference },
  );
  const url = (init.body.data as { authorization_url: string })
    .authorization_url;
  await submit(`${url}/card`, {
    card_number: "4084084084084081",
    expiry: "12/40",
    cvv: "408",
  });
  return reference;
}
