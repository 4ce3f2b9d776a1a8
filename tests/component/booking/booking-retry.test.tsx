import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { BOOKING_DRAFT_KEY } from "@/features/booking/hooks/use-booking-draft";

import { server } from "../../support/msw-server";
import {
  CREATE,
  filledForm,
  receipt,
  renderBooking,
  SEND_EMAIL,
  storeDraft,
  useReferenceHandlers,
} from "./booking-kit";

const UNREACHABLE =
  "We could not reach EkoLuxe. Check your connection and try again.";

/** Answers create_booking with `answer` and records the idempotency key of every request. */
function createBookingAnswers(answer: () => Response) {
  const keys: unknown[] = [];
  server.use(
    http.post(CREATE, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      keys.push(body.p_idempotency_key);
      return answer();
    }),
    http.post(SEND_EMAIL, () => HttpResponse.json({ ok: true })),
  );
  return keys;
}

describe("/book-a-ride when the service cannot be reached", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => useReferenceHandlers());
  afterEach(() => act(() => dismissToast()));

  it("says the service is unreachable, keeps every value, and books once with the same key when retried", async () => {
    storeDraft(filledForm());
    const keys = createBookingAnswers(() => HttpResponse.error());
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));

    expect(await screen.findByText("Booking Failed")).toBeVisible();
    expect(screen.getByText(UNREACHABLE)).toBeVisible();
    const form = filledForm();
    expect(screen.getByLabelText("Your Name")).toHaveValue(form.customerName);
    expect(screen.getByLabelText("Phone")).toHaveValue(form.customerPhone);
    expect(screen.getByLabelText("Email")).toHaveValue(form.customerEmail);
    expect(screen.getByLabelText("Pickup Location")).toHaveValue(
      form.pickupLocation,
    );
    expect(screen.getByLabelText("Destination")).toHaveValue(form.destination);
    expect(screen.getByLabelText("Pickup Time")).toHaveValue(form.pickupTime);
    expect(
      screen.getByRole("button", { name: "Confirm Booking" }),
    ).toBeEnabled();
    expect(window.sessionStorage.getItem(BOOKING_DRAFT_KEY)).toContain(
      form.customerName,
    );

    const retried = createBookingAnswers(() => HttpResponse.json(receipt));
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText(receipt.reference)).toBeInTheDocument();
    expect(retried).toEqual(keys);
    expect(keys).toHaveLength(1);
  });

  it("keeps the key of a failed request across a reload", async () => {
    storeDraft(filledForm());
    const keys = createBookingAnswers(() => HttpResponse.error());
    const first = await renderBooking();
    await first.user.click(
      screen.getByRole("button", { name: "Confirm Booking" }),
    );
    await screen.findByText(UNREACHABLE);
    first.unmount();

    const again = await renderBooking();
    await again.user.click(
      screen.getByRole("button", { name: "Confirm Booking" }),
    );
    await screen.findByText(UNREACHABLE);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends a changed request under a new key, so it is not answered with the earlier booking", async () => {
    storeDraft(filledForm());
    const keys = createBookingAnswers(() => HttpResponse.error());
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    await screen.findByText(UNREACHABLE);

    const time = screen.getByLabelText("Pickup Time");
    await user.clear(time);
    await user.type(time, "16:45");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    await screen.findByText(UNREACHABLE);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows the server's own words when it refuses the booking for now", async () => {
    storeDraft(filledForm());
    createBookingAnswers(() =>
      HttpResponse.json(
        {
          code: "PT429",
          message: "Too many requests — please try again in 12 minutes.",
          details: null,
          hint: null,
        },
        { status: 429 },
      ),
    );
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Booking Failed")).toBeVisible();
    expect(
      screen.getByText("Too many requests — please try again in 12 minutes."),
    ).toBeVisible();
    expect(screen.getByLabelText("Your Name")).toHaveValue(
      filledForm().customerName,
    );
  });
});
