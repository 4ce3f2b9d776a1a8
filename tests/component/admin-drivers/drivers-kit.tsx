import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";

import type {
  DriverCardRow,
  DriverDocument,
} from "@/features/admin-drivers/types";
import { Component as DriversPage } from "@/app/routes/admin/drivers";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const DRIVERS = "*/rest/v1/drivers";
export const FLEETS = "*/rest/v1/fleets";
export const DOCUMENTS = "*/rest/v1/driver_documents";
export const UPLOAD = "*/storage/v1/object/driver-documents/*";
export const SIGN = "*/storage/v1/object/sign/driver-documents/*";
export const ATTACH = "*/rest/v1/rpc/attach_driver_document_file";
export const REVIEW = "*/rest/v1/rpc/review_driver_document";
export const EXPIRY = "*/rest/v1/rpc/set_driver_document_expiry";

export const DRIVER_ID = "d2000000-0000-4000-8000-000000000001";
export const VEHICLE_ID = "f2000000-0000-4000-8000-000000000001";

export function driverRow(
  overrides: Partial<DriverCardRow> = {},
): DriverCardRow {
  return {
    id: DRIVER_ID,
    name: "Ada Obi",
    phone: "+2348031234567",
    email: "ada.obi@example.ng",
    license_number: "LAG48213AB21",
    license_expiry: "2030-05-21",
    assigned_vehicle_id: VEHICLE_ID,
    status: "active",
    rating: 4.9,
    trips: 388,
    user_id: null,
    vehicle: {
      id: VEHICLE_ID,
      model: "Mercedes-Benz S 580",
      registration_number: "EKY-482KJ",
    },
    driver_documents: [
      { kind: "license", status: "Verified", expires_on: "2030-05-21" },
      { kind: "insurance", status: "Pending", expires_on: null },
    ],
    ...overrides,
  };
}

export function documentRow(
  overrides: Partial<DriverDocument> = {},
): DriverDocument {
  return {
    id: "c2000000-0000-4000-8000-000000000001",
    kind: "license",
    status: "Pending",
    file_path: null,
    expires_on: "2030-05-21",
    rejection_reason: null,
    reviewed_at: null,
    ...overrides,
  };
}

export const failure = (message: string, code = "P0001", status = 400) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** The list answers these drivers (with a total), and the vehicle choices two vehicles. */
export function answerDriverReads(drivers: DriverCardRow[] = [driverRow()]) {
  server.use(
    http.get(DRIVERS, () =>
      HttpResponse.json(drivers, {
        headers: {
          "content-range": `0-${drivers.length - 1}/${drivers.length}`,
        },
      }),
    ),
    http.get(FLEETS, () =>
      HttpResponse.json([
        {
          id: VEHICLE_ID,
          model: "Mercedes-Benz S 580",
          registration_number: "EKY-482KJ",
          drivers: [{ id: DRIVER_ID }],
        },
        {
          id: "f2000000-0000-4000-8000-000000000002",
          model: "Toyota Camry",
          registration_number: "LND-731AE",
          drivers: [],
        },
      ]),
    ),
  );
}

export function renderDriversPage(path = "/admin/drivers") {
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <DriversPage />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

/** Toasts and first loads can take a while on a busy machine: the toaster loads lazily. */
export const LATER = { timeout: 5_000 };
