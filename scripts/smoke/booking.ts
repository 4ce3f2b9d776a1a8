import { randomUUID } from "node:crypto";

import { formatNaira } from "../../src/lib/money.ts";
import { apiHeaders, apiStep, expectField, rpc } from "./api.ts";
import type { SmokeContext } from "./context.ts";
import { isShellHtml } from "./html.ts";
import { errorText, jsonOf, request } from "./http.ts";
import { SmokeFailure, SmokeSkip, type Step } from "./report.ts";

/** A trip between two places of the production reference data (its migration, not the demo seed). */
const SMOKE_TRIP = {
  pickup: "Victoria Island",
  dropoff: "Lekki Phase 1",
  service: "standard",
} as const;

const SMOKE_CUSTOMER_NAME = "EkoLuxe Smoke Check";
const CANCEL_REASON = "Post-deploy smoke check";

function rideOf(context: SmokeContext): { reference: string; token: string } {
  if (!context.ride) throw new SmokeFailure("No test booking was made.");
  return context.ride;
}

export const quoteStep: Step<SmokeContext> = {
  name: "Fare quote",
  needs: [apiStep.name],
  async run(context) {
    const quote = await rpc(context.config, "quote_fare", {
      pickup: SMOKE_TRIP.pickup,
      dropoff: SMOKE_TRIP.dropoff,
      service: SMOKE_TRIP.service,
      pickup_at: context.config.pickupAt,
    });
    const total = quote.total_kobo;
    if (typeof total !== "number" || !(total > 0))
      throw new SmokeFailure(
        `quote_fare answered total_kobo = ${JSON.stringify(total)}.`,
      );
    expectField("quote_fare", quote, "currency", "NGN");
    context.quoteKobo = total;
    return `${SMOKE_TRIP.pickup} → ${SMOKE_TRIP.dropoff}, ${SMOKE_TRIP.service}: ${formatNaira(total)}`;
  },
};

export const bookingStep: Step<SmokeContext> = {
  name: "Guest booking",
  needs: [quoteStep.name],
  async run(context) {
    const { config } = context;
    let receipt: Record<string, unknown>;
    try {
      receipt = await rpc(config, "create_booking", {
        p_customer_name: SMOKE_CUSTOMER_NAME,
        p_customer_phone: config.phone,
        p_customer_email: config.email,
        p_pickup: SMOKE_TRIP.pickup,
        p_dropoff: SMOKE_TRIP.dropoff,
        p_booking_time: config.pickupAt,
        p_service_type: SMOKE_TRIP.service,
        p_idempotency_key: randomUUID(),
        p_notes: `Post-deploy smoke check, run ${config.runId}: booked and cancelled by npm run smoke.`,
      });
    } catch (error) {
      if (error instanceof SmokeFailure && / 429: /.test(error.message))
        throw new SmokeFailure(
          `${error.message}\nEach run books once against the abuse limits of SMOKE_PHONE, SMOKE_EMAIL and this machine's address (README.md, "Deploy"): wait, or set SMOKE_PHONE to another number.`,
        );
      throw error;
    }
    const { reference, ride_token: token, fare_kobo: fare } = receipt;
    if (typeof reference !== "string" || typeof token !== "string")
      throw new SmokeFailure(
        `create_booking answered no reference or ride link token: ${JSON.stringify(receipt).slice(0, 200)}`,
      );
    context.ride = { reference, token };
    expectField("create_booking", receipt, "status", "pending");
    if (typeof fare !== "number" || fare !== context.quoteKobo)
      throw new SmokeFailure(
        `create_booking charged ${JSON.stringify(fare)} kobo; quote_fare said ${context.quoteKobo} for the same trip.`,
      );
    return `${reference} for ${config.email}, pending, ${formatNaira(fare)}`;
  },
};

export const emailStep: Step<SmokeContext> = {
  name: "Booking e-mail",
  needs: [bookingStep.name],
  async run(context) {
    const { config } = context;
    const answer = await request(
      `${config.supabaseUrl}/functions/v1/send-email`,
      {
        method: "POST",
        headers: apiHeaders(config),
        body: JSON.stringify({
          type: "new_booking",
          data: {
            reference: rideOf(context).reference,
            customerEmail: config.email,
          },
        }),
      },
    );
    if (answer.status === 404)
      throw new SmokeFailure(
        `send-email answered 404: ${errorText(answer)}\nDeploy it: \`npx supabase functions deploy send-email\`.`,
      );
    if (answer.status === 401)
      throw new SmokeFailure(
        `send-email refused the anon key (401: ${errorText(answer)}).\n` +
          "Visitors call it without a session: it must be deployed with verify_jwt off " +
          "([functions.send-email] verify_jwt = false in supabase/config.toml).",
      );
    if (answer.status !== 200)
      throw new SmokeFailure(
        `send-email answered ${answer.status}: ${errorText(answer)}\n` +
          "Check its secrets (`npx supabase secrets list`) and its logs (Dashboard → Edge Functions → send-email).",
      );
    const counts = jsonOf(answer) as {
      sent?: unknown;
      skipped?: unknown;
    } | null;
    if (typeof counts?.sent !== "number")
      throw new SmokeFailure(
        `send-email answered 200 without counts: ${answer.text.slice(0, 200)}`,
      );
    return `send-email sent ${counts.sent}, skipped ${String(counts.skipped ?? 0)} (the confirmation to ${config.email} and the operations notice)`;
  },
};

export const rideStep: Step<SmokeContext> = {
  name: "Ride link",
  needs: [bookingStep.name],
  async run(context) {
    const { config } = context;
    const { reference, token } = rideOf(context);
    const page = await request(
      `${config.siteUrl}/ride/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`,
    );
    if (page.status !== 200 || !isShellHtml(page.text))
      throw new SmokeFailure(
        `The ride page ${config.siteUrl}/ride/${reference}/… answered ${page.status} without the app's shell (app.html): the host must answer it through dist/_redirects.`,
      );
    const ride = await rpc(config, "ride_status", {
      p_reference: reference,
      p_token: token,
    });
    expectField("ride_status", ride, "reference", reference);
    expectField("ride_status", ride, "access", "manage");
    expectField("ride_status", ride, "status", "pending");
    expectField("ride_status", ride, "can_cancel", true);
    return `the page opens and ride_status reads ${reference}: pending, can be cancelled`;
  },
};

export const cancelStep: Step<SmokeContext> = {
  name: "Cancel through the ride link",
  // Whenever a booking was made, even if a check of it failed, so no test booking stays pending.
  async run(context) {
    const { config } = context;
    if (!context.ride) throw new SmokeSkip("no test booking was made");
    const { reference, token } = context.ride;
    const cancelled = await rpc(config, "cancel_ride", {
      p_reference: reference,
      p_token: token,
      p_reason: CANCEL_REASON,
    });
    expectField("cancel_ride", cancelled, "status", "cancelled");
    const ride = await rpc(config, "ride_status", {
      p_reference: reference,
      p_token: token,
    });
    expectField("ride_status", ride, "stage", "cancelled");
    expectField("ride_status", ride, "cancelled_by", "rider");
    expectField("ride_status", ride, "cancellation_reason", CANCEL_REASON);
    return `cancel_ride cancelled ${reference} ("${CANCEL_REASON}"), and ride_status reads it back cancelled`;
  },
};
