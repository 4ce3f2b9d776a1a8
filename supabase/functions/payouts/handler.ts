import { withCors } from "../_shared/cors.ts";
import { HttpError, json, readJson, requireMethod } from "../_shared/http.ts";
import type { Deps } from "./deps.ts";
import {
  listBanks,
  payPeriod,
  readBankAccount,
  retryPayout,
  saveBankAccount,
} from "./routes.ts";

export type { Deps } from "./deps.ts";

const MAX_BODY_BYTES = 64 * 1024;
const ROUTES = ["banks", "bank-account", "pay-period", "retry"] as const;
type Route = (typeof ROUTES)[number];

/**
 * Owner payouts through Paystack Transfers:
 * - `GET /payouts/banks` (owners, administrators) → `{banks}`;
 * - `GET /payouts/bank-account` (owners) → `{account|null}`;
 * - `POST /payouts/bank-account {bank_code, account_number}` (owners) → `{account}`;
 * - `POST /payouts/pay-period {period, payouts}` (administrators) → `{payouts}`;
 * - `POST /payouts/retry {payout_id, method, bank_reference?}` (administrators) → `{payout}`.
 * Every caller is signed in; roles are checked live in the database.
 */
export const handler = withCors<Deps>(async (req, deps) => {
  const route = routeOf(req);
  requireMethod(req, ...methodsOf(route));
  const who = await deps.authenticate(req);
  if (req.method === "GET") {
    if (route === "banks") return json(await listBanks(who, deps));
    return json(await readBankAccount(who));
  }
  const body = await readJson(req, MAX_BODY_BYTES);
  if (route === "bank-account")
    return json(await saveBankAccount(who, body, deps));
  if (route === "pay-period") return json(await payPeriod(who, body, deps));
  return json(await retryPayout(who, body, deps));
});

function methodsOf(route: Route): string[] {
  if (route === "banks") return ["GET"];
  if (route === "bank-account") return ["GET", "POST"];
  return ["POST"];
}

function routeOf(req: Request): Route {
  const last = new URL(req.url).pathname.replace(/\/+$/, "").split("/").pop();
  const route = ROUTES.find((name) => name === last);
  if (!route)
    throw new HttpError(
      404,
      "not_found",
      `Use /payouts/${ROUTES.join(", /payouts/")}.`,
    );
  return route;
}
