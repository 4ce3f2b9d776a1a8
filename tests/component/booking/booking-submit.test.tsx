import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { BOOKING_DRAFT_KEY } from "@/features/booking/hooks/use-booking-draft";

import { server } from "../../support/msw-server";
import {
  CREATE,
  filledForm,
  QUOTE,
  receipt,
  renderBooking,
  SEND_EMAIL,
  storeDraft,
  useReferenceHandlers,
} from "./booking-kit";

describe("/book-a-ride submission", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => useReferenceHandlers());
  afterEach(() => act(() => dismissToast()));

  it("shows the upfront fare with its breakdown once both places are known", async () => {
    const { user } = await renderBooking();
    await user.type(
      screen.getByLabelText("Pickup Location"),
      "Eko Hotel & Suites",
    );
    await user.type(
      screen.getByLabelText("Destination"),
      "MMA2 Domestic Terminal",
    );
    const fare = await screen.findByRole("region", { name: "Upfront fare" });
    expect(await within(fare).findByTestId("fare-total")).toHaveTextContent(
      "₦11,100.00",
    );
    expect(within(fare).getByText("Base fare").nextSibling).toHaveTextContent(
      "₦1,000.00",
    );
    expect(within(fare).getByText("Distance (24.6 km)")).toBeInTheDocument();
    expect(within(fare).getByText("Time (106 min)")).toBeInTheDocument();
    expect(within(fare).getByText("Surcharges").nextSibling).toHaveTextContent(
      "₦2,000.00",
    );
    expect(within(fare).getByText("× 1")).toBeInTheDocument();
    expect(within(fare).getByText(/Rush-hour traffic/)).toBeInTheDocument();
  });

  it("asks to choose from the list when a typed place is unknown", async () => {
    server.use(
      http.post(QUOTE, () =>
        HttpResponse.json(
          {
            code: "P0002",
            message: "Unknown place: Nowhere Street",
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderBooking();
    await user.type(screen.getByLabelText("Pickup Location"), "Nowhere Street");
    await user.type(
      screen.getByLabelText("Destination"),
      "MMA2 Domestic Terminal",
    );
    expect(
      await screen.findByText(/Please choose a pickup location from the list/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Pickup Location")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("books: create_booking with the draft's key, then send-email, the toast and the confirmation", async () => {
    storeDraft(filledForm());
    const calls: {
      booking?: Record<string, unknown>;
      email?: Record<string, unknown>;
    } = {};
    server.use(
      http.post(CREATE, async ({ request }) => {
        calls.booking = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(receipt);
      }),
      http.post(SEND_EMAIL, async ({ request }) => {
        calls.email = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));

    expect(await screen.findByText("Booking Request Sent")).toBeVisible();
    expect(
      screen.getByText("We'll send a confirmation email shortly"),
    ).toBeVisible();
    expect(screen.getByText("EKO-7F3K2Q")).toBeInTheDocument();
    expect(screen.getAllByText("₦11,100.00").length).toBeGreaterThan(0);
    expect(screen.getByText("What happens next")).toBeInTheDocument();
    expect(calls.booking).toMatchObject({
      p_customer_name: "Adaeze Okafor",
      p_customer_phone: "+2348031234567",
      p_pickup: "Eko Hotel & Suites",
      p_service_type: "standard",
      p_idempotency_key: "44444444-4444-4444-8444-444444444444",
    });
    expect(calls.booking?.p_booking_time).toBe(
      new Date(`${filledForm().pickupDate}T14:30:00+01:00`).toISOString(),
    );
    await waitFor(() => expect(calls.email).toBeDefined());
    // Only the keys that find the stored booking: the e-mail is never built from the browser's copy.
    expect(calls.email).toEqual({
      type: "new_booking",
      data: {
        reference: "EKO-7F3K2Q",
        customerEmail: filledForm().customerEmail,
      },
    });
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Book another ride" }));
    expect(screen.getByLabelText("Your Name")).toHaveValue("");
  });

  it("keeps every value and shows Booking Failed with the server's message when booking fails", async () => {
    storeDraft(filledForm());
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            code: "22023",
            message: "Rides can be booked up to 90 days ahead.",
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Booking Failed")).toBeVisible();
    expect(
      screen.getByText("Rides can be booked up to 90 days ahead."),
    ).toBeVisible();
    expect(screen.getByLabelText("Your Name")).toHaveValue("Adaeze Okafor");
    expect(screen.getByLabelText("Phone")).toHaveValue("0803 123 4567");
    expect(screen.getByLabelText("Pickup Time")).toHaveValue("14:30");
    expect(
      screen.getByRole("button", { name: "Confirm Booking" }),
    ).toBeEnabled();
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)).toContain(
      "Adaeze Okafor",
    );
  });

  it("says Booking... and disables the button while the booking is sent", async () => {
    storeDraft(filledForm());
    server.use(http.post(CREATE, () => delay("infinite")));
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(
      await screen.findByRole("button", { name: "Booking..." }),
    ).toBeDisabled();
  });

  it("restores the unsent form after a reload", async () => {
    const first = await renderBooking();
    await first.user.type(screen.getByLabelText("Your Name"), "Tunde Bakare");
    await first.user.type(screen.getByLabelText("Pickup Time"), "09:15");
    first.unmount();
    await renderBooking();
    expect(screen.getByLabelText("Your Name")).toHaveValue("Tunde Bakare");
    expect(screen.getByLabelText("Pickup Time")).toHaveValue("09:15");
  });
});
