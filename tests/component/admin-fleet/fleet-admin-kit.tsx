import { configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";

import type { AdminVehicle, OwnerAccount } from "@/features/admin-fleet/types";
import { Component as FleetRoute } from "@/app/routes/admin/fleet";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

// The dialog is a large tree for jsdom; on a busy machine its first render outlasts the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export const FLEETS = "*/rest/v1/fleets";
export const OWNERS = "*/rest/v1/rpc/list_owner_accounts";
export const UPLOAD = "*/storage/v1/object/fleet-images/*";
export const BUCKET = "*/storage/v1/object/fleet-images";

export const owners: OwnerAccount[] = [
  {
    id: "a0000000-0000-4000-8000-000000000002",
    full_name: "Tunde Bakare",
    email: "owner@ekoluxe.ng",
  },
  {
    id: "a0000000-0000-4000-8000-000000000003",
    full_name: "Folake Adeyemi",
    email: "folake.adeyemi@ekoluxe.ng",
  },
];

export function vehicle(overrides: Partial<AdminVehicle> = {}): AdminVehicle {
  return {
    id: "f0000000-0000-4000-8000-000000000001",
    model: "Toyota Camry XLE",
    registration_number: "LSR-806CN",
    seating_capacity: 5,
    service_class: "standard",
    status: "available",
    owner: "Tunde Bakare",
    owner_id: owners[0]!.id,
    images: ["/fleet/camry.svg", "/fleet/camry-2.svg", "/fleet/camry-3.svg"],
    description: "Quiet and comfortable.",
    colour: "Silver",
    created_at: "2026-11-01T09:00:00Z",
    ...overrides,
  };
}

/** A page of the fleet as PostgREST answers `select … count=exact`. */
export function fleetPage(rows: AdminVehicle[], total = rows.length) {
  return HttpResponse.json(rows, {
    headers: {
      "Content-Range": rows.length
        ? `0-${rows.length - 1}/${total}`
        : `*/${total}`,
    },
  });
}

export function postgrestError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, message, details: null, hint: null },
    { status },
  );
}

/** The list and the owner accounts answer; each test adds the writes it needs. */
export function serveFleet(rows: AdminVehicle[] = [vehicle()]) {
  server.use(
    http.get(FLEETS, () => fleetPage(rows)),
    http.post(OWNERS, () => HttpResponse.json(owners)),
  );
}

export async function renderFleet(path = "/admin/fleet") {
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/fleet" Component={FleetRoute} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  await screen.findByRole("heading", { name: "Fleet" });
  return { user: userEvent.setup(), queryClient, ...view };
}

/** Opens the add dialog and answers its form. */
export async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Add Vehicle" }));
  return screen.findByRole("dialog", { name: "Add Vehicle" });
}
