import { http, HttpResponse } from "msw";
import { vi } from "vitest";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";

export const PROFILES = "*/rest/v1/profiles";
export const EXPORT_MY_DATA = "*/rest/v1/rpc/export_my_data";
export const ACCOUNT_FUNCTION = "*/functions/v1/account";
export const LOGOUT = "*/auth/v1/logout";
export const LATER = { timeout: 5_000 };

/** The signed-in person of tests/support/session.ts. */
export const EMAIL = "ada@example.ng";

export const myData = {
  // 23:30 UTC is already the 27th in Lagos.
  exported_at: "2026-11-26T23:30:00.000Z",
  account: {
    id: "00000000-0000-4000-8000-000000000001",
    email: EMAIL,
    full_name: "Ada Obi",
    phone: "+2348031234567",
    role: "customer",
    created_at: "2026-01-05T10:00:00.000Z",
  },
  bookings: [
    {
      reference: "EKO-7F3K2Q",
      pickup_location: "Eko Hotel & Suites",
      dropoff_location: "Murtala Muhammed International Airport",
      booking_time: "2026-11-20T08:30:00.000Z",
      service_type: "airport_hotel",
      status: "completed",
      fare_kobo: 2450000,
      customer_name: "Ada Obi",
      customer_phone: "+2348031234567",
      customer_email: EMAIL,
      flight_number: "BA74",
      notes: 'Two suitcases, one "fragile"',
      cancellation_reason: null,
      cancelled_by: null,
      created_at: "2026-11-18T12:00:00.000Z",
      completed_at: "2026-11-20T09:40:00.000Z",
      cancelled_at: null,
    },
    {
      reference: "EKO-9HQ4TM",
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      booking_time: "2026-12-02T17:00:00.000Z",
      service_type: "standard",
      status: "pending",
      fare_kobo: 1180050,
      customer_name: "Ada Obi",
      customer_phone: "+2348031234567",
      customer_email: EMAIL,
      flight_number: null,
      notes: null,
      cancellation_reason: null,
      cancelled_by: null,
      created_at: "2026-11-25T07:00:00.000Z",
      completed_at: null,
      cancelled_at: null,
    },
  ],
  ratings: [
    {
      reference: "EKO-7F3K2Q",
      rating: 5,
      comment: "Smooth",
      created_at: "2026-11-20T10:00:00.000Z",
    },
  ],
  payments: [
    {
      reference: "EKO-7F3K2Q",
      amount_kobo: 2450000,
      method: "cash",
      received_at: "2026-11-20T09:45:00.000Z",
    },
  ],
  location_consents: [],
  driver: null,
  vehicles: null,
};

export function serveProfile() {
  server.use(
    http.get(PROFILES, () =>
      HttpResponse.json({ full_name: "Ada Obi", phone: "+2348031234567" }),
    ),
  );
}

export function renderAccount() {
  storeSession();
  serveProfile();
  return renderRoute("/account");
}

/** Downloads handed to the browser: each file's name and content. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const createUrl = vi
    .spyOn(URL, "createObjectURL")
    .mockImplementation((blob) => {
      files.push({ name: "", blob: blob as Blob });
      return "blob:my-data";
    });
  const revokeUrl = vi
    .spyOn(URL, "revokeObjectURL")
    .mockImplementation(() => undefined);
  const click = vi
    .spyOn(HTMLAnchorElement.prototype, "click")
    .mockImplementation(function (this: HTMLAnchorElement) {
      files.at(-1)!.name = this.download;
    });
  return {
    files,
    text: async (index: number) =>
      new TextDecoder().decode(await files[index]!.blob.arrayBuffer()),
    restore() {
      createUrl.mockRestore();
      revokeUrl.mockRestore();
      click.mockRestore();
    },
  };
}
