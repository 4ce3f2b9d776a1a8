import type { SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";

import { must, service, tag } from "./actors.ts";
import { bookingRow, createVehicle, insertRow } from "./fixture-rows.ts";

/** A booking of the rider's side with both its ride-page tokens. */
export interface TestRide {
  id: string;
  reference: string;
  manage: string;
  share: string;
  driverId: string | null;
  vehicleId: string | null;
}

export type RideStatus =
  "pending" | "confirmed" | "in-progress" | "completed" | "cancelled";

/** A driver with a name of two words, a vehicle with a colour, ready for a trip. */
export async function rideCrew(): Promise<{
  driverId: string;
  vehicleId: string;
}> {
  const vehicleId = await createVehicle();
  must(
    await service()
      .from("fleets")
      .update({ colour: "Obsidian black" })
      .eq("id", vehicleId)
      .select("id")
      .single(),
  );
  const driverId = await insertRow("drivers", {
    name: `Tunde Ride${tag()}`,
    license_expiry: "2099-12-31",
    status: "active",
    documents: { license: "Verified", insurance: "Verified" },
  });
  return { driverId, vehicleId };
}

/**
 * A booking written as the service role, in any state: `minutes` from now (negative: past), of
 * `userId` (null: a guest), with a fresh driver and vehicle unless it is pending or `crew` is null.
 */
export async function createRide(
  options: {
    status?: RideStatus;
    minutes?: number;
    userId?: string | null;
    crew?: { driverId: string; vehicleId: string } | null;
    extra?: Record<string, unknown>;
  } = {},
): Promise<TestRide> {
  const status = options.status ?? "pending";
  const at = new Date(Date.now() + (options.minutes ?? 24 * 60) * 60_000);
  const crew =
    options.crew === undefined
      ? status === "pending"
        ? null
        : await rideCrew()
      : options.crew;
  // A moment relative to pickup, never later than now.
  const stamp = (from: number) =>
    new Date(Math.min(at.getTime() + from * 60_000, Date.now())).toISOString();
  const row: Record<string, unknown> = {
    ...bookingRow(options.userId ?? null),
    customer_name: "Chioma Nwosu",
    booking_time: at.toISOString(),
    status,
    fare_breakdown: { total_kobo: 1_500_000 },
    driver_id: crew?.driverId ?? null,
    vehicle_id: crew?.vehicleId ?? null,
    confirmed_at: status === "pending" ? null : stamp(-12 * 60),
    started_at: ["in-progress", "completed"].includes(status) ? stamp(2) : null,
    completed_at: status === "completed" ? stamp(40) : null,
    cancelled_at: status === "cancelled" ? stamp(-60) : null,
    cancelled_by: status === "cancelled" ? "operator" : null,
    ...options.extra,
  };
  const id = await insertRow("bookings", row);
  const link = must(
    await service()
      .from("ride_links")
      .select("manage_token, share_token, booking:bookings(reference)")
      .eq("booking_id", id)
      .single(),
  ) as unknown as {
    manage_token: string;
    share_token: string;
    booking: { reference: string };
  };
  return {
    id,
    reference: link.booking.reference,
    manage: link.manage_token,
    share: link.share_token,
    driverId: crew?.driverId ?? null,
    vehicleId: crew?.vehicleId ?? null,
  };
}

/** The free-cancellation cut-off, set as the service role (the suite runs its files one at a time). */
export async function setCutoff(minutes: number): Promise<void> {
  must(
    await service()
      .from("operator_settings")
      .update({ free_cancellation_minutes: minutes })
      .eq("id", true)
      .select("id")
      .single(),
  );
}

export async function storedBooking(id: string) {
  return must(
    await service().from("bookings").select("*").eq("id", id).single(),
  ) as Record<string, unknown>;
}

export async function storedDriver(id: string) {
  return must(
    await service()
      .from("drivers")
      .select("rating, rating_count, trips")
      .eq("id", id)
      .single(),
  ) as { rating: number; rating_count: number; trips: number };
}

/** A call's refusal as status, code and message. */
export function refusal(result: {
  status: number;
  error: { code?: string; message?: string } | null;
}) {
  return {
    status: result.status,
    code: result.error?.code,
    message: result.error?.message,
  };
}

/** Expects a refusal; for 42501 a visitor gets 401 and a signed-in caller 403. */
export function expectRefused(
  result: {
    status: number;
    data?: unknown;
    error: { code?: string; message?: string } | null;
  },
  code: string,
  message: string,
) {
  expect(result.data ?? null).toBeNull();
  const seen = refusal(result);
  const status =
    code === "PT404"
      ? [404]
      : code === "42501"
        ? [401, 403]
        : code === "23505"
          ? [409]
          : [400];
  expect(seen.code, `${seen.status} ${seen.message}`).toBe(code);
  expect(seen.message).toBe(message);
  expect(status).toContain(seen.status);
}

export const rpc = (
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
) => client.rpc(fn, args);
