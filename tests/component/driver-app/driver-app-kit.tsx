import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";

import { sessionQueries, type AuthSession } from "@/features/auth/api/queries";
import { DriverApp } from "@/features/driver-app";
import type {
  DriverProfile,
  DriverTrip,
  LocationConsent,
} from "@/features/driver-app/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export { useRealtime } from "../admin-dashboard/dashboard-kit";

export const BOOKINGS = "*/rest/v1/bookings";
export const DRIVERS = "*/rest/v1/drivers";
export const TRIP_STEP = "*/rest/v1/rpc/driver_trip_step";
export const REPORT_POSITION = "*/rest/v1/rpc/report_position";
export const MY_CONSENT = "*/rest/v1/rpc/my_location_consent";
export const RECORD_CONSENT = "*/rest/v1/rpc/record_location_consent";
export const LATER = { timeout: 5_000 };

export const USER_ID = "a0000000-0000-4000-8000-000000000006";
export const DRIVER_ID = "d1000000-0000-4000-8000-000000000001";

export const failure = (message: string, status = 400, code = "P0001") =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

export function profileRow(
  overrides: Partial<DriverProfile> = {},
): DriverProfile {
  return {
    id: DRIVER_ID,
    name: "Emmanuel Okonkwo",
    status: "active",
    assigned_vehicle_id: "f1000000-0000-4000-8000-000000000001",
    vehicle: { model: "Mercedes-Benz S 580", registration_number: "EKY-482KJ" },
    ...overrides,
  };
}

let sequence = 0;
export function tripRow(overrides: Partial<DriverTrip> = {}): DriverTrip {
  sequence += 1;
  const n = String(sequence).padStart(2, "0");
  return {
    id: `b1000000-0000-4000-8000-0000000000${n}`,
    reference: `EKO-TRIP${n}`,
    booking_time: "2026-11-24T13:30:00Z",
    pickup_location: "Eko Hotel & Suites",
    dropoff_location: "The Wheatbaker",
    customer_name: "Kunle Ajayi",
    customer_phone: "+2348056612093",
    service_type: "premium",
    status: "confirmed",
    arrived_at: null,
    notes: null,
    fare_kobo: 2_450_000,
    paid_kobo: 0,
    pickup_place: { lat: 6.4281, lng: 3.4219 },
    dropoff_place: { lat: 6.4488, lng: 3.4311 },
    ...overrides,
  };
}

export const givenConsent: LocationConsent = {
  policy_version: "2026-11",
  consented_at: "2026-11-20T07:00:00Z",
};

/** my_location_consent(): the driver's consent, or none yet. */
export function answerConsent(consent: LocationConsent | null) {
  const calls: URL[] = [];
  server.use(
    http.post(MY_CONSENT, ({ request }) => {
      calls.push(new URL(request.url));
      return HttpResponse.json(consent ? [consent] : []);
    }),
  );
  return calls;
}

/**
 * The profile and trips reads (and a consent to location sharing already given); the trips answer
 * can change between calls.
 */
export function answerReads(
  trips: DriverTrip[] | (() => DriverTrip[]),
  profile: DriverProfile | null = profileRow(),
) {
  const calls = { trips: [] as URL[], profile: [] as URL[] };
  answerConsent(givenConsent);
  server.use(
    http.get(DRIVERS, ({ request }) => {
      calls.profile.push(new URL(request.url));
      return HttpResponse.json(profile ? [profile] : []);
    }),
    http.get(BOOKINGS, ({ request }) => {
      calls.trips.push(new URL(request.url));
      return HttpResponse.json(typeof trips === "function" ? trips() : trips);
    }),
  );
  return calls;
}

export function renderDriverApp() {
  const queryClient = createTestQueryClient();
  // The route's guard has read the session already; the page does not read it again.
  queryClient.setQueryDefaults(sessionQueries.all(), { staleTime: Infinity });
  const session: AuthSession = {
    userId: USER_ID,
    email: "driver@ekoluxe.ng",
    role: "driver",
  };
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={["/driver"]}>
          <DriverApp signOut={<button type="button">Logout</button>} />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A phone's geolocation the test moves by hand; jsdom has none. */
export function fakeGeolocation() {
  const watchers = new Map<number, { success: Success; failure?: Failure }>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: Success, failure?: Failure) => {
      const id = next++;
      watchers.set(id, { success, failure });
      return id;
    }),
    clearWatch: vi.fn((id: number) => void watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, "geolocation", {
    value: geolocation,
    configurable: true,
  });
  return {
    geolocation,
    get watching() {
      return watchers.size;
    },
    move(coords: Partial<GeolocationCoordinates>) {
      const position = {
        timestamp: Date.now(),
        coords: {
          latitude: 6.4281,
          longitude: 3.4219,
          accuracy: 10,
          altitude: null,
          altitudeAccuracy: null,
          heading: null,
          speed: null,
          ...coords,
        },
      } as GeolocationPosition;
      watchers.forEach(({ success }) => success(position));
    },
    fail(code: 1 | 2 | 3) {
      const error = {
        code,
        message: "",
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError;
      watchers.forEach(({ failure }) => failure?.(error));
    },
    remove() {
      Reflect.deleteProperty(navigator, "geolocation");
    },
  };
}
