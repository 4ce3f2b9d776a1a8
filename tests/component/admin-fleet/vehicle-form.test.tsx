import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  FLEETS,
  openAddDialog,
  owners,
  postgrestError,
  renderFleet,
  serveFleet,
  vehicle,
} from "./fleet-admin-kit";

type Body = Record<string, unknown>;

async function fillRequired(
  user: Awaited<ReturnType<typeof renderFleet>>["user"],
  dialog: HTMLElement,
) {
  await user.type(within(dialog).getByLabelText(/^Model/), "Toyota Prado");
  await user.type(
    within(dialog).getByLabelText(/^Registration Number/),
    "lnd 245ak",
  );
  await user.type(within(dialog).getByLabelText(/^Seating Capacity/), "7");
  await user.type(
    within(dialog).getByRole("combobox", { name: /Owner/ }),
    "Tunde",
  );
  await user.click(
    await within(dialog).findByRole("option", { name: /Tunde Bakare/ }),
  );
}

describe("vehicle dialog", { timeout: 30_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => serveFleet());
  afterEach(() => act(() => dismissToast()));

  it("names each missing required field and sends nothing", async () => {
    let posted = false;
    server.use(
      http.post(FLEETS, () => ((posted = true), HttpResponse.json({}))),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );

    for (const message of [
      "Enter the vehicle's model.",
      "Enter the registration number.",
      "Enter the seating capacity.",
      "Enter the owner's name or choose an owner account.",
    ])
      expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Model/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(posted).toBe(false);
  });

  it("checks the plate's Lagos format and the seat count", async () => {
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await user.type(
      within(dialog).getByLabelText(/^Registration Number/),
      "AB-12",
    );
    await user.type(within(dialog).getByLabelText(/^Seating Capacity/), "61");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );
    expect(
      await within(dialog).findByText(
        "Use a Lagos plate: three letters, three digits, two letters (e.g. LND-245AK).",
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        "Seating capacity must be a whole number from 1 to 60.",
      ),
    ).toBeVisible();
  });

  it("adds: canonical plate, linked owner, blank image slots left out; Vehicle Added", async () => {
    let body: Body | undefined;
    server.use(
      http.post(FLEETS, async ({ request }) => {
        body = (await request.json()) as Body;
        return HttpResponse.json(vehicle({ ...body, id: "new" } as never));
      }),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog);
    await user.type(
      within(dialog).getByLabelText("Image 3"),
      "https://cdn.example.com/prado.jpg",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );

    expect(await screen.findByText("Vehicle Added")).toBeVisible();
    expect(body).toEqual({
      model: "Toyota Prado",
      registration_number: "LND-245AK",
      seating_capacity: 7,
      owner: "Tunde Bakare",
      owner_id: owners[0]!.id,
      status: "available",
      service_class: "standard",
      colour: null,
      description: null,
      images: ["https://cdn.example.com/prado.jpg"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends the colour trimmed and refuses one over 30 characters", async () => {
    let body: Body | undefined;
    server.use(
      http.post(FLEETS, async ({ request }) => {
        body = (await request.json()) as Body;
        return HttpResponse.json(vehicle({ ...body, id: "new" } as never));
      }),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog);
    const colour = within(dialog).getByLabelText(/^Colour/);
    await user.type(colour, "Champagne metallic with a pearl finish");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );
    expect(
      await within(dialog).findByText(
        "Keep the colour to 30 characters or fewer.",
      ),
    ).toBeVisible();
    expect(colour).toHaveAttribute("aria-invalid", "true");
    expect(body).toBeUndefined();

    await user.clear(colour);
    await user.type(colour, "  Obsidian black ");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );
    expect(await screen.findByText("Vehicle Added")).toBeVisible();
    expect(body).toMatchObject({ colour: "Obsidian black" });
  });

  it("unlinks the account when the owner's name is retyped", async () => {
    let body: Body | undefined;
    server.use(
      http.post(FLEETS, async ({ request }) => {
        body = (await request.json()) as Body;
        return HttpResponse.json(vehicle());
      }),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog);
    const owner = within(dialog).getByRole("combobox", { name: /Owner/ });
    await user.clear(owner);
    await user.type(owner, "Chief Okonkwo");
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ owner: "Chief Okonkwo", owner_id: null });
  });

  it("keeps the form filled and says Error adding vehicle when the save fails", async () => {
    server.use(
      http.post(FLEETS, () =>
        postgrestError(400, "23514", "new row violates check constraint"),
      ),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog);
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );

    expect(await screen.findByText("Error adding vehicle")).toBeVisible();
    expect(
      screen.getByText("Some of the values are not allowed."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Model/)).toHaveValue("Toyota Prado");
    expect(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    ).toBeEnabled();
  });

  it("marks the plate when another vehicle already has it", async () => {
    server.use(
      http.post(FLEETS, () =>
        postgrestError(
          409,
          "23505",
          "duplicate key value violates unique constraint",
        ),
      ),
    );
    const { user } = await renderFleet();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog);
    await user.click(
      within(dialog).getByRole("button", { name: "Add Vehicle" }),
    );
    expect(
      await within(dialog).findByText(
        "A vehicle with this registration number is already in the fleet.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Error adding vehicle")).toBeVisible();
  });

  it("edits the chosen vehicle by id; Vehicle Updated", async () => {
    let request: { url: URL; body: Body } | undefined;
    server.use(
      http.patch(FLEETS, async ({ request: r }) => {
        request = { url: new URL(r.url), body: (await r.json()) as Body };
        return HttpResponse.json(vehicle({ seating_capacity: 4 }));
      }),
    );
    const { user } = await renderFleet();
    await user.click(
      await screen.findByRole("button", {
        name: "Actions for Toyota Camry XLE (LSR-806CN)",
      }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    expect(within(dialog).getByLabelText(/^Model/)).toHaveValue(
      "Toyota Camry XLE",
    );
    expect(within(dialog).getByLabelText(/^Colour/)).toHaveValue("Silver");
    const seats = within(dialog).getByLabelText(/^Seating Capacity/);
    await user.clear(seats);
    await user.type(seats, "4");
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );

    expect(await screen.findByText("Vehicle Updated")).toBeVisible();
    expect(request?.url.searchParams.get("id")).toBe(`eq.${vehicle().id}`);
    expect(request?.body).toMatchObject({
      seating_capacity: 4,
      colour: "Silver",
      owner_id: owners[0]!.id,
      images: vehicle().images,
    });
  });

  it("says Error updating vehicle when an edit is refused", async () => {
    server.use(
      http.patch(FLEETS, () =>
        postgrestError(
          400,
          "P0001",
          "The chosen owner is not an owner account.",
        ),
      ),
    );
    const { user } = await renderFleet();
    await user.click(
      await screen.findByRole(
        "button",
        { name: /^Actions for Toyota Camry XLE/ },
        { timeout: 5000 },
      ),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    await user.click(
      within(dialog).getByRole("button", { name: "Save Changes" }),
    );
    expect(await screen.findByText("Error updating vehicle")).toBeVisible();
    expect(
      screen.getByText("The chosen owner is not an owner account."),
    ).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Edit Vehicle" })).toBeVisible();
  });
});
