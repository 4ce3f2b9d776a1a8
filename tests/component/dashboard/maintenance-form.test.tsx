import { act, screen, within } from "@testing-library/react";
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

import { dismissToast } from "@/lib/toast";
import { MaintenanceForm } from "@/features/maintenance";

import { server } from "../../support/msw-server";
import { renderWithProviders } from "../../support/render-app";
import { failure, FLEETS, MAINTENANCE_LOGS } from "./dashboard-kit";

const VEHICLE_ID = "f0000000-0000-4000-8000-000000000001";

function useVehicles() {
  server.use(
    http.get(FLEETS, () =>
      HttpResponse.json([
        {
          id: VEHICLE_ID,
          model: "Toyota Camry",
          registration_number: "LND-245AK",
          status: "available",
        },
      ]),
    ),
  );
}

async function fillForm(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.click(screen.getByRole("combobox", { name: /Vehicle/ }));
  await user.click(
    await screen.findByRole("option", { name: /Toyota Camry \(LND-245AK\)/ }),
  );
  await user.click(screen.getByRole("combobox", { name: /Type/ }));
  await user.click(await screen.findByRole("option", { name: "Repair" }));
  await user.type(screen.getByLabelText(/Details/), "Brake pads replaced");
  await user.type(screen.getByLabelText(/Cost/), "45000");
}

describe("the maintenance entry form", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => useVehicles());
  afterEach(() => act(() => dismissToast()));

  it("says what is missing before sending anything", async () => {
    let posts = 0;
    server.use(
      http.post(MAINTENANCE_LOGS, () => {
        posts += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<MaintenanceForm onSaved={vi.fn()} />);
    await user.click(
      screen.getByRole("button", { name: "Report maintenance" }),
    );
    expect(await screen.findByText("Choose a vehicle.")).toBeVisible();
    expect(screen.getByText("Choose a type.")).toBeVisible();
    expect(screen.getByText("Describe the work done.")).toBeVisible();
    expect(screen.getByText("Enter the cost (0 if none).")).toBeVisible();
    expect(posts).toBe(0);
  });

  it("logs the work in kobo, takes the vehicle out of service and says so", async () => {
    let log: Record<string, unknown> | undefined;
    let patch: { body: unknown; query: string } | undefined;
    server.use(
      http.post(MAINTENANCE_LOGS, async ({ request }) => {
        log = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: "m1", ...log }, { status: 201 });
      }),
      http.patch(FLEETS, async ({ request }) => {
        patch = {
          body: await request.json(),
          query: new URL(request.url).search,
        };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={onSaved} />);
    await fillForm(user);
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
    expect(log).toMatchObject({
      vehicle_id: VEHICLE_ID,
      log_type: "Repair",
      details: "Brake pads replaced",
      cost_kobo: 4_500_000,
    });
    expect(patch?.body).toEqual({ status: "maintenance" });
    expect(patch?.query).toContain(`id=eq.${VEHICLE_ID}`);
    expect(onSaved).toHaveBeenCalled();
  });

  it("leaves the vehicle's status alone unless asked", async () => {
    let patched = false;
    server.use(
      http.post(MAINTENANCE_LOGS, () =>
        HttpResponse.json({ id: "m2" }, { status: 201 }),
      ),
      http.patch(FLEETS, () => {
        patched = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<MaintenanceForm onSaved={vi.fn()} />);
    await fillForm(user);
    await user.click(
      screen.getByRole("button", { name: "Report maintenance" }),
    );
    expect(
      await screen.findByText("Logged for Toyota Camry (LND-245AK)."),
    ).toBeVisible();
    expect(patched).toBe(false);
  });

  it("shows the server's refusal and keeps the form filled", async () => {
    server.use(
      http.post(MAINTENANCE_LOGS, () =>
        failure("new row violates row-level security policy", 403, "42501"),
      ),
    );
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<MaintenanceForm onSaved={onSaved} />);
    await fillForm(user);
    await user.click(
      screen.getByRole("button", { name: "Report maintenance" }),
    );
    const toast = await screen.findByText("Error reporting maintenance");
    expect(toast).toBeVisible();
    expect(
      screen.getByText("You do not have permission to do that."),
    ).toBeVisible();
    expect(screen.getByLabelText(/Details/)).toHaveValue("Brake pads replaced");
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(document.body).getByLabelText(/Cost/)).toHaveValue(45000);
  });
});
