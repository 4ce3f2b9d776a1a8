import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import { DispatchDialog } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  ASSIGN,
  BOOKING_ID,
  bookingRow,
  candidate,
  CANDIDATES,
  failure,
  renderAdmin,
  useBookingReads,
} from "./bookings-kit";

const blocked = candidate({
  driver_id: "d1000000-0000-4000-8000-000000000002",
  driver_name: "Ngozi Eze",
  vehicle_id: "f1000000-0000-4000-8000-000000000002",
  vehicle_model: "Lexus RX 350",
  registration_number: "KJA-119-XY",
  distance_km: 1.1,
  assignable: false,
  reason: "Lexus RX 350 (KJA-119-XY) is in maintenance.",
});

function openDialog(onOpenChange = vi.fn()) {
  return renderAdmin(
    <DispatchDialog bookingId={BOOKING_ID} open onOpenChange={onOpenChange} />,
  );
}

describe("DispatchDialog", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows the booking and the ranked drivers, greying out the unassignable ones with their reason", async () => {
    useBookingReads();
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([candidate(), blocked])),
    );
    openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Assign driver" });
    expect(await within(dialog).findByText("EKO-7F3K2Q")).toBeVisible();
    expect(within(dialog).getByText(/Premium Ride/)).toBeVisible();
    const radios = await within(dialog).findAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      expect.stringContaining("Tunde Bakare"),
      expect.stringContaining("Ngozi Eze"),
    ]);
    const ngozi = within(dialog).getByRole("radio", { name: /Ngozi Eze/ });
    expect(ngozi).toBeDisabled();
    expect(ngozi).toHaveAccessibleDescription(
      "Lexus RX 350 (KJA-119-XY) is in maintenance.",
    );
    const tunde = within(dialog)
      .getByRole("radio", { name: /Tunde Bakare/ })
      .closest("label")!;
    expect(within(tunde).getByText("2.4 km away")).toBeVisible();
    expect(within(tunde).getByText("Seen 5 minutes ago")).toBeVisible();
  });

  it("assigns the chosen driver and vehicle, then closes", async () => {
    useBookingReads();
    let sent: unknown;
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([candidate(), blocked])),
      http.post(ASSIGN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          bookingRow({ driver_id: candidate().driver_id }),
        );
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = openDialog(onOpenChange);
    await user.click(
      await screen.findByRole("radio", { name: /Tunde Bakare/ }),
    );
    await user.click(screen.getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Driver Assigned")).toBeVisible();
    expect(sent).toEqual({
      p_booking_id: BOOKING_ID,
      p_driver_id: candidate().driver_id,
      p_vehicle_id: candidate().vehicle_id,
      p_confirm: false,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the database's refusal as a destructive toast and stays open", async () => {
    useBookingReads();
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([candidate()])),
      http.post(ASSIGN, () =>
        failure("Tunde Bakare's licence expired on 3 March 2026."),
      ),
    );
    const onOpenChange = vi.fn();
    const { user } = openDialog(onOpenChange);
    await user.click(
      await screen.findByRole("radio", { name: /Tunde Bakare/ }),
    );
    await user.click(screen.getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Assignment Failed")).toBeVisible();
    expect(
      screen.getByText("Tunde Bakare's licence expired on 3 March 2026."),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Assign driver" })).toBeVisible();
  });
});
