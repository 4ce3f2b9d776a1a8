import { act, screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { rideQueries } from "@/features/rides/api/queries";
import { CancelRide } from "@/features/rides/components/cancel-ride";

import { server } from "../../support/msw-server";
import {
  CANCEL_RIDE,
  failure,
  LATER,
  recordEmails,
  renderAt,
  rideView,
} from "./my-rides-kit";

const REFERENCE = "EKO-CXL001";
const TOKEN = "c0ffee00c0ffee00c0ffee00c0ffee00";
const IN_TWO_HOURS = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

function renderCancel(props: Partial<Parameters<typeof CancelRide>[0]> = {}) {
  return renderAt(
    <CancelRide
      reference={REFERENCE}
      token={TOKEN}
      canCancel
      cutoffAt={IN_TWO_HOURS()}
      freeCancellationMinutes={60}
      status="confirmed"
      {...props}
    />,
  );
}

/** cancel_ride: records each call, then answers with `respond`. */
function answerCancel(respond: () => Response | Promise<Response>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(CANCEL_RIDE, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      await delay(50);
      return respond();
    }),
  );
  return sent;
}

function toastWith(text: string) {
  return screen
    .getAllByRole("status")
    .find((toast) => toast.textContent?.includes(text));
}

describe("CancelRide", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("asks for a reason before anything is sent; Other needs words, at most 500", async () => {
    const sent = answerCancel(() => HttpResponse.json(rideView()));
    const { user } = renderCancel();
    await user.click(
      screen.getByRole("button", { name: `Cancel ride ${REFERENCE}` }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: `Cancel ride ${REFERENCE}?`,
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    expect(
      await within(dialog).findByText("Please tell us why you are cancelling."),
    ).toBeVisible();

    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    const details = within(dialog).getByRole("textbox", {
      name: /Tell us more/,
    });
    expect(details).toHaveAttribute("aria-invalid", "true");
    expect(
      within(dialog).getByText("Please tell us why you are cancelling."),
    ).toBeVisible();

    await user.click(details);
    await user.paste("x".repeat(501));
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    expect(
      await within(dialog).findByText(
        "The reason must be 500 characters or fewer.",
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it("cancels with the chosen reason, says so, e-mails the rider and shows the ride cancelled", async () => {
    const sent = answerCancel(() =>
      HttpResponse.json(
        rideView({
          reference: REFERENCE,
          status: "cancelled",
          stage: "cancelled",
          cancelled_by: "rider",
          cancellation_reason: "Plans changed",
          can_cancel: false,
        }),
      ),
    );
    const emails = recordEmails();
    const { user, queryClient } = renderCancel();
    await user.click(
      screen.getByRole("button", { name: `Cancel ride ${REFERENCE}` }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Plans changed" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );

    await waitFor(
      () => expect(toastWith("Ride Cancelled")).toBeDefined(),
      LATER,
    );
    expect(sent).toEqual([
      { p_reference: REFERENCE, p_token: TOKEN, p_reason: "Plans changed" },
    ]);
    await waitFor(() =>
      expect(emails).toEqual([
        { type: "booking_update", data: { reference: REFERENCE } },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    // The ride page reading this token sees the cancelled ride at once.
    expect(
      queryClient.getQueryData(rideQueries.status(REFERENCE, TOKEN).queryKey),
    ).toMatchObject({ status: "cancelled", cancelled_by: "rider" });
  });

  it("a refusal shows the database's sentence and keeps the dialog as typed", async () => {
    const message =
      "Free cancellation closed 60 minutes before pickup. Please call us to cancel this ride.";
    const sent = answerCancel(() => failure(message));
    const emails = recordEmails();
    const { user } = renderCancel({ token: null });
    await user.click(
      screen.getByRole("button", { name: `Cancel ride ${REFERENCE}` }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: "Other" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: /Tell us more/ }),
      "The meeting moved to Abuja",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );

    await waitFor(() => expect(toastWith(message)).toBeDefined(), LATER);
    expect(toastWith(message)).toHaveTextContent("Error cancelling ride");
    expect(sent).toEqual([
      {
        p_reference: REFERENCE,
        p_token: null,
        p_reason: "The meeting moved to Abuja",
      },
    ]);
    expect(screen.getByRole("dialog")).toBeVisible();
    expect(within(dialog).getByRole("radio", { name: "Other" })).toBeChecked();
    expect(
      within(dialog).getByRole("textbox", { name: /Tell us more/ }),
    ).toHaveValue("The meeting moved to Abuja");
    expect(emails).toHaveLength(0);
  });

  it("keeps the server's words for a share link's 42501 rather than a generic permission text", async () => {
    const message = "Only the person who booked this ride can cancel it.";
    answerCancel(() => failure(message, 403, "42501"));
    const { user } = renderCancel();
    await user.click(
      screen.getByRole("button", { name: `Cancel ride ${REFERENCE}` }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Booked by mistake" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    await waitFor(() => expect(toastWith(message)).toBeDefined(), LATER);
  });

  it("after the cut-off says free cancellation closed and whom to call, with no button", () => {
    renderCancel({
      canCancel: false,
      cutoffAt: new Date(Date.now() - 60_000).toISOString(),
      freeCancellationMinutes: 90,
    });
    const text = screen.getByTestId("cancellation-closed");
    expect(text).toHaveTextContent(
      "Free cancellation closed 90 minutes before pickup.",
    );
    expect(
      within(text).getByRole("link", { name: /\+234 700 356 5893/ }),
    ).toHaveAttribute("href", "tel:+2347003565893");
    expect(
      within(text).getByRole("link", { name: /WhatsApp/ }),
    ).toHaveAttribute("href", "https://wa.me/2347003565893");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("turns into the cut-off text by itself when the cut-off passes while open", async () => {
    renderCancel({ cutoffAt: new Date(Date.now() + 300).toISOString() });
    expect(
      screen.getByRole("button", { name: `Cancel ride ${REFERENCE}` }),
    ).toBeVisible();
    expect(
      await screen.findByTestId("cancellation-closed", {}, LATER),
    ).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows nothing for a ride that is under way, done or already cancelled", () => {
    for (const status of ["in-progress", "completed", "cancelled"] as const) {
      const { unmount } = renderCancel({ status, canCancel: false });
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      expect(
        screen.queryByTestId("cancellation-closed"),
      ).not.toBeInTheDocument();
      unmount();
    }
  });
});
