import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";

import { lagosDate } from "@/lib/dates";
import { dismissToast } from "@/lib/toast";
import { MaintenanceForm } from "@/features/admin-maintenance";

import { server } from "../../support/msw-server";
import { renderWithProviders } from "../../support/render-app";
import {
  camry,
  FLEETS,
  logRow,
  postgrestError,
  SAVE,
  VEHICLE_ID,
} from "./maintenance-kit";

type User = ReturnType<typeof renderWithProviders>["user"];

function serveVehicles(status = camry.status) {
  server.use(http.get(FLEETS, () => HttpResponse.json([{ ...camry, status }])));
}

/** Records each save_maintenance_log call and answers it with the saved entry. */
function recordSaves() {
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.post(SAVE, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return HttpResponse.json({ id: "m1", ...body });
    }),
  );
  return saves;
}

async function fillForm(user: User) {
  await user.click(screen.getByRole("combobox", { name: /Vehicle/ }));
  await user.click(
    await screen.findByRole("option", { name: /Toyota Camry \(LND-245AK\)/ }),
  );
  await user.click(screen.getByRole("combobox", { name: /Type/ }));
  await user.click(await screen.findByRole("option", { name: "Repair" }));
  await user.type(screen.getByLabelText(/Details/), "Brake pads replaced");
  await user.type(screen.getByLabelText(/Cost/), "45000.5");
}

describe("the maintenance entry form", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => serveVehicles());
  afterEach(() => act(() => dismissToast()));

  it("says what is missing before sending anything", async () => {
    const saves = recordSaves();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    expect(await screen.findByText("Choose a vehicle.")).toBeVisible();
    expect(screen.getByText("Choose a type.")).toBeVisible();
    expect(screen.getByText("Describe the work done.")).toBeVisible();
    expect(screen.getByText("Enter the cost (0 if none).")).toBeVisible();
    expect(saves).toEqual([]);
  });

  it("refuses a cost that is not naira, a future date, over-long details and a bad odometer", async () => {
    const saves = recordSaves();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={vi.fn()} />);
    await fillForm(user);
    const cost = screen.getByLabelText(/Cost/);
    await user.clear(cost);
    await user.type(cost, "12.345");
    const date = screen.getByLabelText(/Date/);
    await user.clear(date);
    await user.type(date, "2999-01-01");
    const details = screen.getByLabelText(/Details/);
    await user.clear(details);
    await user.click(details);
    await user.paste("x".repeat(2001));
    await user.type(screen.getByLabelText(/Odometer/), "1.5");
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    expect(
      await screen.findByText("Enter a cost in naira, e.g. 45000."),
    ).toBeVisible();
    expect(screen.getByText("The date cannot be in the future.")).toBeVisible();
    expect(screen.getByText("Use at most 2000 characters.")).toBeVisible();
    expect(
      screen.getByText("Enter the odometer in whole km, or leave it empty."),
    ).toBeVisible();
    expect(saves).toEqual([]);
  });

  it("saves in kobo and puts the vehicle in maintenance in the same call", async () => {
    const saves = recordSaves();
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <MaintenanceForm
        submitLabel="Report maintenance"
        successTitle="Maintenance Reported"
        onSaved={onSaved}
      />,
    );
    await fillForm(user);
    await user.type(screen.getByLabelText(/Odometer/), "52300");
    await user.click(
      screen.getByRole("checkbox", { name: "Put the vehicle in maintenance" }),
    );
    await user.click(
      screen.getByRole("button", { name: "Report maintenance" }),
    );

    expect(await screen.findByText("Maintenance Reported")).toBeVisible();
    expect(
      screen.getByText("Toyota Camry (LND-245AK) is now in maintenance."),
    ).toBeVisible();
    expect(saves).toEqual([
      {
        p_vehicle_id: VEHICLE_ID,
        p_log_date: lagosDate(),
        p_log_type: "Repair",
        p_details: "Brake pads replaced",
        p_cost_kobo: 4_500_050,
        p_odometer_km: 52_300,
        p_vehicle_status: "maintenance",
      },
    ]);
    expect(onSaved).toHaveBeenCalled();
  });

  it("leaves the vehicle's status alone unless asked", async () => {
    const saves = recordSaves();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={vi.fn()} />);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    expect(await screen.findByText("Log Added")).toBeVisible();
    expect(
      screen.getByText("Logged for Toyota Camry (LND-245AK)."),
    ).toBeVisible();
    expect(saves[0]).not.toHaveProperty("p_vehicle_status");
    expect(saves[0]).not.toHaveProperty("p_odometer_km");
  });

  it("edits an entry from its values and takes the vehicle out of maintenance", async () => {
    serveVehicles("maintenance");
    const saves = recordSaves();
    const { user } = renderWithProviders(
      <MaintenanceForm
        start={{ mode: "edit", log: logRow() }}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Details/)).toHaveValue("Brake pads replaced");
    expect(screen.getByLabelText(/Cost/)).toHaveValue(45000.5);
    expect(screen.getByLabelText(/Odometer/)).toHaveValue(52300);
    expect(screen.getByLabelText(/Date/)).toHaveValue("2026-11-02");
    await user.click(
      await screen.findByRole("checkbox", {
        name: "Take the vehicle out of maintenance",
      }),
    );
    await user.clear(screen.getByLabelText(/Cost/));
    await user.type(screen.getByLabelText(/Cost/), "61000");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Log Updated")).toBeVisible();
    expect(
      screen.getByText("Toyota Camry (LND-245AK) is available again."),
    ).toBeVisible();
    expect(saves[0]).toMatchObject({
      p_id: logRow().id,
      p_cost_kobo: 6_100_000,
      p_vehicle_status: "available",
    });
  });

  it("shows the server's refusal and keeps the form filled", async () => {
    server.use(
      http.post(SAVE, () =>
        postgrestError(400, "P0001", "The date cannot be in the future."),
      ),
    );
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={onSaved} />);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Add entry" }));
    expect(await screen.findByText("Error adding log")).toBeVisible();
    expect(
      screen.getAllByText("The date cannot be in the future.")[0],
    ).toBeVisible();
    expect(screen.getByLabelText(/Details/)).toHaveValue("Brake pads replaced");
    expect(screen.getByLabelText(/Cost/)).toHaveValue(45000.5);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
