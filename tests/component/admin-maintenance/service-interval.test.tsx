import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  FLEETS,
  renderMaintenance,
  serveMaintenance,
  VEHICLE_ID,
} from "./maintenance-kit";

describe("a vehicle's service interval", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("is checked, then saved on the vehicle", async () => {
    serveMaintenance();
    const patches: { body: unknown; query: string }[] = [];
    server.use(
      http.patch(FLEETS, async ({ request }) => {
        patches.push({
          body: await request.json(),
          query: new URL(request.url).search,
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMaintenance();
    await user.click(
      await screen.findByRole("button", {
        name: "Service interval for Toyota Camry (LND-245AK)",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Service interval",
    });
    const days = within(dialog).getByLabelText(/Every \(days\)/);
    const km = within(dialog).getByLabelText(/Every \(km\)/);
    expect(days).toHaveValue(90);
    expect(km).toHaveValue(10000);
    await user.clear(days);
    await user.type(days, "3");
    await user.clear(km);
    await user.type(km, "250000");
    await user.click(
      within(dialog).getByRole("button", { name: "Save interval" }),
    );
    expect(
      await within(dialog).findByText("Enter 7 to 730 days."),
    ).toBeVisible();
    expect(within(dialog).getByText("Enter 500 to 100000 km.")).toBeVisible();
    expect(patches).toEqual([]);

    await user.clear(days);
    await user.type(days, "60");
    await user.clear(km);
    await user.type(km, "7500");
    await user.click(
      within(dialog).getByRole("button", { name: "Save interval" }),
    );
    expect(await screen.findByText("Vehicle Updated")).toBeVisible();
    expect(patches).toEqual([
      {
        body: { service_interval_days: 60, service_interval_km: 7500 },
        query: `?id=eq.${VEHICLE_ID}`,
      },
    ]);
  });
});
