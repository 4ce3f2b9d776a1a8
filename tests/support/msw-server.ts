import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * Component tests never reach a network; tests add handlers for loading and error states. The one
 * default: screens that change a booking then ask send-email for the rider's update e-mail without
 * waiting for it, so that request is answered here unless a test takes it over to check it.
 */
export const server = setupServer(
  http.post("*/functions/v1/send-email", () =>
    HttpResponse.json({ sent: 0, skipped: 0, emails: [] }),
  ),
);
