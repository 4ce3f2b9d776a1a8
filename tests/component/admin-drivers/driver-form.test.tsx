import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  answerDriverReads,
  driverRow,
  DRIVERS,
  failure,
  FLEETS,
  LATER,
  renderDriversPage,
} from "./drivers-kit";

async function openAdd() {
  const view = renderDriversPage();
  await view.user.click(screen.getByRole("button", { name: "Add Driver" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Driver" });
  return { ...view, dialog };
}

async function openEdit() {
  const view = renderDriversPage();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: "Edit Ada Obi" },
      { timeout: 5_000 },
    ),
  );
  const dialog = await screen.findByRole("dialog", { name: "Edit Driver" });
  return { ...view, dialog };
}

describe("the driver form", { timeout: 15_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("requires a name and a licence expiry, and sends nothing until they are given", async () => {
    answerDriverReads();
    let posted = false;
    server.use(
      http.post(DRIVERS, () => ((posted = true), HttpResponse.json({}))),
    );
    const { user, dialog } = await openAdd();
    await user.click(
      within(dialog).getByRole("button", { name: "Add Driver" }),
    );
    expect(
      await within(dialog).findByText("Enter the driver's name."),
    ).toBeVisible();
    expect(
      within(dialog).getByText("Choose the licence expiry date."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(posted).toBe(false);
  });

  it("refuses a phone that is not Nigerian and a malformed e-mail", async () => {
    answerDriverReads();
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Name/), "Ada Obi");
    await user.type(
      within(dialog).getByLabelText(/^Licence Expiry/),
      "2030-06-30",
    );
    await user.type(within(dialog).getByLabelText("Phone"), "+44 20 7946 0958");
    await user.type(within(dialog).getByLabelText("Email"), "ada@obi");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Driver" }),
    );
    expect(
      await within(dialog).findByText(/Enter a valid Nigerian mobile number/),
    ).toBeVisible();
    expect(
      within(dialog).getByText(/Enter a valid email address/),
    ).toBeVisible();
  });

  it("adds an inactive driver with no vehicle by default, blanks as null, the phone in E.164", async () => {
    answerDriverReads();
    let sent: unknown;
    server.use(
      http.post(DRIVERS, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(driverRow({ name: "Chidi Nwosu" }));
      }),
    );
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByLabelText("Status")).toHaveTextContent(
      "Inactive",
    );
    expect(within(dialog).getByLabelText("Assigned Vehicle")).toHaveTextContent(
      "No vehicle",
    );
    await user.type(within(dialog).getByLabelText(/^Name/), "  Chidi Nwosu ");
    await user.type(
      within(dialog).getByLabelText(/^Licence Expiry/),
      "2030-06-30",
    );
    await user.type(within(dialog).getByLabelText("Phone"), "0803 123 4567");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Driver" }),
    );

    expect(await screen.findByText("Driver Added", {}, LATER)).toBeVisible();
    expect(screen.getByText(/Chidi Nwosu joins the team/)).toBeVisible();
    expect(sent).toEqual({
      name: "Chidi Nwosu",
      license_expiry: "2030-06-30",
      status: "inactive",
      assigned_vehicle_id: null,
      phone: "+2348031234567",
      email: null,
      license_number: null,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows Error adding driver with the server's message and keeps the form filled", async () => {
    answerDriverReads();
    server.use(
      http.post(DRIVERS, () =>
        failure("new row violates check constraint", "23514"),
      ),
    );
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Name/), "Chidi Nwosu");
    await user.type(
      within(dialog).getByLabelText(/^Licence Expiry/),
      "2030-06-30",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add Driver" }),
    );
    expect(
      await screen.findByText("Error adding driver", {}, LATER),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue("Chidi Nwosu");
  });

  it("offers only free vehicles and says Error fetching vehicles when they cannot load", async () => {
    answerDriverReads();
    server.use(http.get(FLEETS, () => failure("fleet is down", "XX000", 500)));
    const { dialog } = await openAdd();
    expect(
      await within(dialog).findByText(/Error fetching vehicles/),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Assigned Vehicle")).toBeDisabled();
  });

  it("updates a driver with the chosen vehicle and says Driver Updated", async () => {
    answerDriverReads();
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.patch(DRIVERS, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(driverRow());
      }),
    );
    const { user, dialog } = await openEdit();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue("Ada Obi");
    await user.click(within(dialog).getByLabelText("Assigned Vehicle"));
    await user.click(
      await screen.findByRole("option", { name: "Toyota Camry · LND-731AE" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(await screen.findByText("Driver Updated", {}, LATER)).toBeVisible();
    expect(sent).toMatchObject({
      assigned_vehicle_id: "f2000000-0000-4000-8000-000000000002",
      phone: "+2348031234567",
      status: "active",
    });
  });

  it("shows Error updating driver, and names a vehicle already taken", async () => {
    answerDriverReads();
    server.use(
      http.patch(DRIVERS, () =>
        failure(
          'duplicate key value violates unique constraint "drivers_one_driver_per_vehicle"',
          "23505",
          409,
        ),
      ),
    );
    const { user, dialog } = await openEdit();
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(
      await screen.findByText("Error updating driver", {}, LATER),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        "This vehicle is already assigned to another driver.",
      ),
    ).toBeVisible();
  });
});
