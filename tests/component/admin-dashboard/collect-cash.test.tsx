import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  BOOKINGS,
  failure,
  RECORD_PAYMENT,
  renderDashboard,
  useDashboardReads,
  useRealtime,
} from "./dashboard-kit";

const TRIP_ID = "c0000000-0000-4000-8000-000000000001";

/** Completed trips for the picker: one part-paid, one fully paid (which must not be offered). */
function useCompletedTrips() {
  server.use(
    http.get(BOOKINGS, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get("status") !== "eq.completed")
        return HttpResponse.json([]);
      return HttpResponse.json([
        {
          id: TRIP_ID,
          reference: "EKO-CASH22",
          customer_name: "Ngozi Eze",
          fare_kobo: 1_850_000,
          completed_at: "2026-11-22T18:00:00Z",
          payments: [{ amount_kobo: 350_000 }],
        },
        {
          id: "c0000000-0000-4000-8000-000000000002",
          reference: "EKO-PAID22",
          customer_name: "Paid Up",
          fare_kobo: 500_000,
          completed_at: "2026-11-22T17:00:00Z",
          payments: [{ amount_kobo: 500_000 }],
        },
      ]);
    }),
  );
}

async function openDialog() {
  const view = renderDashboard();
  await view.user.click(screen.getByRole("button", { name: "Collect Cash" }));
  const dialog = await screen.findByRole("dialog", { name: "Collect Cash" });
  return { ...view, dialog };
}

async function chooseTrip(
  user: Awaited<ReturnType<typeof openDialog>>["user"],
  dialog: HTMLElement,
) {
  await user.type(within(dialog).getByLabelText(/Completed booking/), "EKO");
  await user.click(
    await within(dialog).findByRole("option", { name: /EKO-CASH22/ }),
  );
}

describe("Collect Cash", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    useDashboardReads();
    useRealtime();
    useCompletedTrips();
  });
  afterEach(() => act(() => dismissToast()));

  it("says what is missing before sending anything", async () => {
    let calls = 0;
    server.use(
      http.post(RECORD_PAYMENT, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );
    expect(
      await within(dialog).findByText("Choose a completed booking."),
    ).toBeVisible();
    expect(
      within(dialog).getByText("Enter the amount received."),
    ).toBeVisible();
    expect(
      within(dialog).getByText("Enter who received the cash."),
    ).toBeVisible();
    expect(calls).toBe(0);
  });

  it("offers only trips with money left, defaults to what is left, and refuses more", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Completed booking/), "EKO");
    expect(
      await within(dialog).findByRole("option", { name: /EKO-CASH22/ }),
    ).toHaveTextContent("₦15,000.00 to collect");
    expect(
      within(dialog).queryByRole("option", { name: /EKO-PAID22/ }),
    ).toBeNull();
    await user.click(
      within(dialog).getByRole("option", { name: /EKO-CASH22/ }),
    );
    const amount = within(dialog).getByLabelText(/Amount/);
    await waitFor(() => expect(amount).toHaveValue(15000));

    await user.clear(amount);
    await user.type(amount, "16000");
    await user.type(within(dialog).getByLabelText(/Received by/), "Tunde");
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );
    expect(
      await within(dialog).findByText(
        "That is more than the ₦15,000.00 left to pay.",
      ),
    ).toBeVisible();
  });

  it("records the payment in kobo and says so", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(RECORD_PAYMENT, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: "p1", booking_id: TRIP_ID });
      }),
    );
    const { user, dialog } = await openDialog();
    await chooseTrip(user, dialog);
    await user.type(
      within(dialog).getByLabelText(/Received by/),
      "Tunde Bakare",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );

    expect(await screen.findByText("Payment Recorded")).toBeVisible();
    expect(screen.getByText("₦15,000.00 cash for EKO-CASH22.")).toBeVisible();
    expect(body).toMatchObject({
      p_booking_id: TRIP_ID,
      p_amount_kobo: 1_500_000,
      p_received_by: "Tunde Bakare",
    });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Collect Cash" })).toBeNull(),
    );
  });

  it("shows the database's refusal and keeps the form filled", async () => {
    server.use(
      http.post(RECORD_PAYMENT, () =>
        failure("The time received cannot be in the future."),
      ),
    );
    const { user, dialog } = await openDialog();
    await chooseTrip(user, dialog);
    await user.type(
      within(dialog).getByLabelText(/Received by/),
      "Tunde Bakare",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );

    expect(await screen.findByText("Error recording payment")).toBeVisible();
    expect(
      screen.getByText("The time received cannot be in the future."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Received by/)).toHaveValue(
      "Tunde Bakare",
    );
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(15000);
  });
});
