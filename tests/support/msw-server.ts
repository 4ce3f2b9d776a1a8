import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * Component tests never reach a network; tests add handlers for loading and error states. The
 * defaults answer what screens ask for on the side, without waiting, unless a test takes one over
 * to check it: the rider's update e-mail after a booking changes (send-email), the ride page's
 * payment card (an unpaid ride), and the refunds sent after a cancellation (payments/settle).
 */
const unpaid = {
  state: "unpaid",
  fare_kobo: 0,
  paid_kobo: 0,
  refunded_kobo: 0,
  due_kobo: 0,
  can_pay: false,
  customer_name: null,
  customer_email: null,
  payments: [],
};

export const server = setupServer(
  http.post("*/functions/v1/send-email", () =>
    HttpResponse.json({ sent: 0, skipped: 0, emails: [] }),
  ),
  http.post("*/rest/v1/rpc/ride_payment", () => HttpResponse.json(unpaid)),
  http.post("*/functions/v1/payments/settle", () => HttpResponse.json(unpaid)),
);
