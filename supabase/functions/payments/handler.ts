import { withCors } from "../_shared/cors.ts";
import { HttpError, json, readJson, requireMethod } from "../_shared/http.ts";
import { checkout, verify } from "./checkout.ts";
import type { Deps } from "./deps.ts";
import { refund, settle } from "./refunds.ts";
import { parseBody, ROUTES, type Route } from "./schemas.ts";

export type { Deps } from "./deps.ts";

const MAX_BODY_BYTES = 8 * 1024;

/**
 * `POST /payments/<route>`:
 * - `checkout {reference, token|null}` → `{authorization_url, access_code, payment_reference}`;
 * - `verify {reference, token|null, payment_reference}` → the ride's payment after asking Paystack;
 * - `settle {reference, token|null}` → sends the refunds a cancellation queued;
 * - `refund {booking_id, amount_kobo, reason}` (administrators) → `{refunds}`.
 * Riders call with the anon key and their ride link's token, or signed in with token null; the
 * database decides, as the caller, who may do what. Paystack's own calls use the secret key here.
 */
export const handler = withCors<Deps>(async (req, deps) => {
  requireMethod(req, "POST");
  const route = routeOf(req);
  const authorization = req.headers.get("Authorization") ?? "";
  if (!/^Bearer\s+\S+/i.test(authorization))
    throw new HttpError(401, "unauthorized", "Missing authorization.");
  const body = await readJson(req, MAX_BODY_BYTES);
  const caller = () => deps.callerFor(authorization);
  switch (route) {
    case "checkout":
      return json(await checkout(parseBody(route, body), caller(), deps));
    case "verify":
      return json(await verify(parseBody(route, body), caller(), deps));
    case "settle":
      return json(await settle(parseBody(route, body), caller(), deps));
    case "refund":
      return json(await refund(parseBody(route, body), caller(), deps));
  }
});

function routeOf(req: Request): Route {
  const last = new URL(req.url).pathname.replace(/\/+$/, "").split("/").pop();
  const route = ROUTES.find((name) => name === last);
  if (!route)
    throw new HttpError(
      404,
      "not_found",
      `Use /payments/${ROUTES.join(", /payments/")}.`,
    );
  return route;
}
