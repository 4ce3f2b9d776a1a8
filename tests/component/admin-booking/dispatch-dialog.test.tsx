import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import { DispatchDialog } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  ASSIGN,
  AUDIT,
  BOOKING_ID,
  bookingRow,
  BOOKINGS,
  candidate,
  CANDIDATES,
  failure,
  PAYMENTS,
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

  it("assigns and confirms the chosen driver and vehicle in one step, then closes", async () => {
    useBookingReads();
    let sent: unknown;
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([candidate(), blocked])),
      http.post(ASSIGN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          bookingRow({ driver_id: candidate().driver_id, status: "confirmed" }),
        );
      }),
    );
    const onOpenChange = vi.fn();
    const { user } = openDialog(onOpenChange);
    await user.click(
      await screen.findByRole("radio", { name: /Tunde Bakare/ }),
    );
    await user.click(screen.getByRole("button", { name: "Assign & confirm" }));
    expect(await screen.findByText("Driver Assigned")).toBeVisible();
    expect(
      screen.getByText(
        "Tunde Bakare will drive EKO-7F3K2Q. The booking is confirmed and the rider has been sent their chauffeur's details.",
      ),
    ).toBeVisible();
    expect(sent).toEqual({
      p_booking_id: BOOKING_ID,
      p_driver_id: candidate().driver_id,
      p_vehicle_id: candidate().vehicle_id,
      p_confirm: true,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("assigns only, leaving the booking pending, when the dispatcher chooses so", async () => {
    useBookingReads();
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([candidate()])),
      http.post(ASSIGN, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          bookingRow({ driver_id: candidate().driver_id }),
        );
      }),
    );
    const { user } = openDialog();
    await user.click(
      await screen.findByRole("radio", { name: /Tunde Bakare/ }),
    );
    await user.click(screen.getByRole("button", { name: "Assign only" }));
    expect(
      await screen.findByText("Tunde Bakare will drive EKO-7F3K2Q."),
    ).toBeVisible();
    expect(sent.p_confirm).toBe(false);
  });

  it("offers one Assign for a booking already confirmed", async () => {
    useBookingReads(bookingRow({ status: "confirmed" }));
    server.use(http.post(CANDIDATES, () => HttpResponse.json([candidate()])));
    openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Assign driver" });
    expect(
      await within(dialog).findByRole("button", { name: "Assign" }),
    ).toBeVisible();
    expect(
      within(dialog).queryByRole("button", { name: "Assign only" }),
    ).toBeNull();
  });

  it("marks an upgrade, and asks a reason before sending a vehicle below the ride", async () => {
    useBookingReads();
    const upgrade = candidate({ fit: "upgrade", service_class: "premium" });
    const below = candidate({
      driver_id: "d1000000-0000-4000-8000-000000000003",
      driver_name: "Emeka Obi",
      vehicle_id: "f1000000-0000-4000-8000-000000000003",
      service_class: "standard",
      assignable: false,
      overridable: true,
      fit: null,
      reason:
        "Toyota Camry (LND-482-AA) serves Standard Ride, below Premium Ride.",
    });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(CANDIDATES, () => HttpResponse.json([upgrade, below])),
      http.post(ASSIGN, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(bookingRow({ status: "confirmed" }));
      }),
    );
    const { user } = openDialog();
    const dialog = await screen.findByRole("dialog", { name: "Assign driver" });
    const tunde = (
      await within(dialog).findByRole("radio", { name: /Tunde Bakare/ })
    ).closest("label")!;
    expect(within(tunde).getByText("Upgrade: Premium Ride")).toBeVisible();
    const emeka = within(dialog).getByRole("radio", { name: /Emeka Obi/ });
    expect(emeka).toBeEnabled();
    expect(
      within(emeka.closest("label")!).getByText("Needs a reason"),
    ).toBeVisible();

    await user.click(emeka);
    const reason = within(dialog).getByRole("textbox", {
      name: "Reason for the override",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Assign & confirm" }),
    );
    expect(
      within(dialog).getByText("Give a reason for sending this vehicle."),
    ).toBeVisible();
    expect(sent).toBeNull();

    await user.type(reason, "The rider agreed to the nearest car.");
    await user.click(
      within(dialog).getByRole("button", { name: "Assign & confirm" }),
    );
    await screen.findByText("Driver Assigned");
    expect(sent).toMatchObject({
      p_driver_id: below.driver_id,
      p_override_reason: "The rider agreed to the nearest car.",
      p_confirm: true,
    });
  });

  it("steps through the waiting bookings and moves on after each assignment", async () => {
    const second = "b0000000-0000-4000-8000-00000000bbbb";
    server.use(
      http.get(BOOKINGS, ({ request }) => {
        const id = new URL(request.url).searchParams.get("id");
        return HttpResponse.json(
          id === `eq.${second}`
            ? bookingRow({ id: second, reference: "EKO-SECOND" })
            : bookingRow(),
        );
      }),
      http.get(PAYMENTS, () => HttpResponse.json([])),
      http.get(AUDIT, () => HttpResponse.json([])),
      http.post(CANDIDATES, () => HttpResponse.json([candidate()])),
      http.post(ASSIGN, () =>
        HttpResponse.json(bookingRow({ status: "confirmed" })),
      ),
    );
    const onOpenChange = vi.fn();
    const { user } = renderAdmin(
      <DispatchDialog
        bookingId={BOOKING_ID}
        queue={[BOOKING_ID, second]}
        open
        onOpenChange={onOpenChange}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Assign driver" });
    const queue = within(dialog).getByRole("navigation", {
      name: "Bookings waiting for a driver",
    });
    expect(queue).toHaveTextContent("1 of 2 waiting");
    await user.click(within(queue).getByRole("button", { name: "Next" }));
    expect(await within(dialog).findByText("EKO-SECOND")).toBeVisible();
    await user.click(within(queue).getByRole("button", { name: "Previous" }));
    expect(await within(dialog).findByText("EKO-7F3K2Q")).toBeVisible();

    await user.click(
      await within(dialog).findByRole("radio", { name: /Tunde Bakare/ }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Assign & confirm" }),
    );
    expect(await within(dialog).findByText("EKO-SECOND")).toBeVisible();
    expect(
      within(dialog).queryByRole("navigation", {
        name: "Bookings waiting for a driver",
      }),
    ).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
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
    await user.click(screen.getByRole("button", { name: "Assign & confirm" }));
    expect(await screen.findByText("Assignment Failed")).toBeVisible();
    expect(
      screen.getByText("Tunde Bakare's licence expired on 3 March 2026."),
    ).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Assign driver" })).toBeVisible();
  });
});
