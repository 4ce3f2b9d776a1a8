import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  FLEETS,
  postgrestError,
  renderFleet,
  serveFleet,
  vehicle,
} from "./fleet-admin-kit";

async function askToDelete() {
  const view = await renderFleet();
  await view.user.click(
    await screen.findByRole(
      "button",
      { name: /^Actions for Toyota Camry XLE/ },
      { timeout: 5000 },
    ),
  );
  await view.user.click(
    await screen.findByRole("menuitem", { name: "Delete" }),
  );
  const dialog = await screen.findByRole("alertdialog", {
    name: "Delete this vehicle?",
  });
  return { ...view, dialog };
}

describe("removing a vehicle", { timeout: 30_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => serveFleet());
  afterEach(() => act(() => dismissToast()));

  it("asks first, and Cancel deletes nothing", async () => {
    let deleted = false;
    server.use(
      http.delete(
        FLEETS,
        () => ((deleted = true), new HttpResponse(null, { status: 204 })),
      ),
    );
    const { user, dialog } = await askToDelete();
    expect(dialog).toHaveTextContent(
      "Toyota Camry XLE (LSR-806CN) will be removed from the fleet",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deleted).toBe(false);
  });

  it("deletes by id after confirmation; Vehicle Removed", async () => {
    let url: URL | undefined;
    server.use(
      http.delete(FLEETS, ({ request }) => {
        url = new URL(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await askToDelete();
    await user.click(screen.getByRole("button", { name: "Delete Vehicle" }));
    expect(await screen.findByText("Vehicle Removed")).toBeVisible();
    expect(url?.searchParams.get("id")).toBe(`eq.${vehicle().id}`);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows the database's refusal under Error removing vehicle", async () => {
    const refusal =
      "Toyota Camry XLE (LSR-806CN) has 2 upcoming bookings (EKO-7F3K2Q, EKO-9A2B4C); reassign them first.";
    server.use(
      http.delete(FLEETS, () => postgrestError(400, "P0001", refusal)),
    );
    const { user } = await askToDelete();
    await user.click(screen.getByRole("button", { name: "Delete Vehicle" }));
    expect(await screen.findByText("Error removing vehicle")).toBeVisible();
    expect(screen.getByText(refusal)).toBeVisible();
  });
});
