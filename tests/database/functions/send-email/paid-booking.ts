import { expect } from "vitest";

import {
  anonClient,
  serviceClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { must } from "../../support/actors.ts";
import {
  createBooking,
  type BookingReceipt,
  type TestPlace,
} from "../../support/fixtures-functions.ts";
import { invoke, rideLinkFor } from "../../support/send-email-runtime.ts";

/** Bookings paid online on the real runtime, for the send-email tests about money. */

export const naira = (kobo: number) =>
  new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(
    kobo / 100,
  );

export const update = (reference: string) =>
  invoke({ type: "booking_update", data: { reference } });

export interface PaidBooking extends BookingReceipt {
  email: string;
  link: string;
  token: string;
  paymentId: string;
  paymentReference: string;
}

/**
 * A booking paid online as the payments function records it: the rider opens the payment with
 * the ride token, the server records what Paystack verified (`channel`: card, bank_transfer, …).
 */
export async function paidBooking(
  route: [TestPlace, TestPlace],
  channel = "card",
): Promise<PaidBooking> {
  const email = uniqueEmail("paid");
  const booking = await createBooking(anonClient(), route, {
    p_customer_name: "Adaeze Okafor",
    p_customer_email: email,
  });
  const link = await rideLinkFor(booking.id);
  const token = link.split("/").pop()!;
  const [begun] = must(
    await anonClient().rpc("begin_online_payment", {
      p_reference: booking.reference,
      p_token: token,
    }),
  ) as { payment_id: string; provider_reference: string }[];
  const recorded = must(
    await serviceClient().rpc("record_paystack_charge", {
      p_provider_reference: begun!.provider_reference,
      p_status: "success",
      p_amount_kobo: booking.fare_kobo,
      p_currency: "NGN",
      p_channel: channel,
      p_paid_at: new Date().toISOString(),
      p_provider_id: "4099260516",
      p_message: "Approved",
    }),
  ) as { outcome: string };
  expect(recorded.outcome).toBe("recorded");
  return {
    ...booking,
    email,
    link,
    token,
    paymentId: begun!.payment_id,
    paymentReference: begun!.provider_reference,
  };
}
