import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { BookingsTable } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  bookingRow,
  BOOKINGS,
  failure,
  listResponse,
  renderAdmin,
  SET_STATUS,
} from "./bookings-kit";

const assigned = {
  driver_id: "d1000000-0000-4000-8000-000000000001",
  vehicle_id: "f1000000-0000-4000-8000-000000000001",
  driver: { name: "Tunde Bakare", phone: null },
  vehicle: { model: "Toyota Camry", registration_number: "LND-482-AA" },
};

const rows = [
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000001",
    reference: "EKO-PENDNG",
  }),
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000002",
    reference: "EKO-READYY",
    ...assigned,
  }),
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000003",
    reference: "EKO-CNFRMD",
    status: "confirmed",
    ...assigned,
  }),
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000004",
    reference: "EKO-RNNNNG",
    status: "in-progress",
    ...assigned,
  }),
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000005",
    reference: "EKO-DNDNDN",
    status: "completed",
    ...assigned,
  }),
  bookingRow({
    id: "b0000000-0000-4000-8000-000000000006",
    reference: "EKO-CNCLLD",
    status: "cancelled",
  }),
];

async function renderList() {
  server.use(http.get(BOOKINGS, () => listResponse(rows)));
  const view = renderAdmin(<BookingsTable />);
  await screen.findByText("EKO-PENDNG", {}, { timeout: 5000 });
  return view;
}

async function menuOf(
  user: Awaited<ReturnType<typeof renderList>>["user"],
  reference: string,
) {
  await user.click(
    screen.getByRole("button", { name: `Actions for ${reference}` }),
  );
  const menu = await screen.findByRole("menu");
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent);
}

describe("booking row actions", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("offers only the moves the state machine allows from each status", async () => {
    const { user } = await renderList();
    const expected: Record<string, string[]> = {
      "EKO-PENDNG": ["View details", "Assign driver", "Cancel booking"],
      "EKO-READYY": [
        "View details",
        "Reassign driver",
        "Confirm",
        "Cancel booking",
      ],
      "EKO-CNFRMD": [
        "View details",
        "Reassign driver",
        "Start trip",
        "Cancel booking",
      ],
      "EKO-RNNNNG": ["View details", "Complete"],
      "EKO-DNDNDN": ["View details"],
      "EKO-CNCLLD": ["View details"],
    };
    for (const [reference, items] of Object.entries(expected)) {
      expect(await menuOf(user, reference)).toEqual(items);
      await user.keyboard("{Escape}");
    }
  });

  it("confirms through set_booking_status and says so", async () => {
    let sent: unknown;
    server.use(
      http.post(SET_STATUS, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...rows[1], status: "confirmed" });
      }),
    );
    const { user } = await renderList();
    await menuOf(user, "EKO-READYY");
    await user.click(screen.getByRole("menuitem", { name: "Confirm" }));
    expect(await screen.findByText("Status Updated")).toBeVisible();
    expect(screen.getByText("EKO-READYY is now Confirmed.")).toBeVisible();
    expect(sent).toEqual({ p_booking_id: rows[1]!.id, p_status: "confirmed" });
  });

  it("shows the database's refusal with its message", async () => {
    server.use(
      http.post(SET_STATUS, () =>
        failure("Lexus GX 460 (SMK-552TY) is in maintenance."),
      ),
    );
    const { user } = await renderList();
    await menuOf(user, "EKO-CNFRMD");
    await user.click(screen.getByRole("menuitem", { name: "Start trip" }));
    expect(await screen.findByText("Error updating status")).toBeVisible();
    expect(
      screen.getByText("Lexus GX 460 (SMK-552TY) is in maintenance."),
    ).toBeVisible();
  });

  it("will not cancel without a reason, then sends the reason", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(SET_STATUS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...rows[0], status: "cancelled" });
      }),
    );
    const { user } = await renderList();
    await menuOf(user, "EKO-PENDNG");
    await user.click(screen.getByRole("menuitem", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Cancel EKO-PENDNG?",
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel booking" }),
    );
    expect(
      await within(dialog).findByText("Please give a reason for cancelling."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByLabelText(/Reason/),
      "Customer changed plans",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel booking" }),
    );
    expect(await screen.findByText("Booking Cancelled")).toBeVisible();
    expect(sent).toEqual([
      {
        p_booking_id: rows[0]!.id,
        p_status: "cancelled",
        p_reason: "Customer changed plans",
      },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
