import fc from "fast-check";

import { positionValues as pos } from "./driver-fuzz-values.ts";
import { jsonish, param, values, type Known } from "./fuzz-values.ts";

/**
 * One fuzz plan per function the API exposes: a generator for each of its parameters. The fuzz
 * test fails for an exposed function without a plan, or a plan whose parameters are not the
 * function's, so a new or changed function is fuzzed before it ships.
 */

export interface FuzzPlan {
  params: Record<string, fc.Arbitrary<unknown>>;
  /** Runs per function: fewer where every caller is refused at once. */
  runs: number;
  /** Back-office functions are mostly called by the administrator, to reach past the role check. */
  backOffice?: boolean;
}

const RUNS = 60;
const WRITE_RUNS = 100;
const REFUSED_RUNS = 15;

const none = (runs = REFUSED_RUNS): FuzzPlan => ({ params: {}, runs });

export function fuzzPlans(k: Known): Record<string, FuzzPlan> {
  const v = values(k);
  const booking = v.id(k.bookingIds);
  const driver = v.id(k.driverIds);
  const vehicle = v.id(k.vehicleIds);
  const documentKind = param(
    fc.constantFrom("license", "insurance", "licence", "License", ""),
  );
  const logType = param(
    fc.constantFrom("Fuel", "Service", "Repair", "Other", "fuel", ""),
  );
  const vehicleStatus = param(
    fc.constantFrom("available", "maintenance", "on-trip", "Maintenance", null),
  );
  const kobo = param(
    fc.oneof(
      fc.integer({ min: -1_000, max: 50_000_000 }),
      fc.constantFrom(0, Number.MAX_SAFE_INTEGER, 1.5, "12", "1e30"),
    ),
  );
  const odometer = param(
    fc.oneof(
      fc.integer({ min: -10, max: 400_000 }),
      fc.constantFrom(2_147_483_648, 1.5, "12"),
    ),
  );
  const rideReference = param(
    fc.oneof(
      fc.constant(String(k.bookingRow.reference)),
      fc.constantFrom(
        "EKO-AAAAAA",
        "eko-aaaaaa",
        "",
        " ".repeat(3),
        "x".repeat(5_000),
      ),
    ),
  );
  const rideToken = param(
    fc.oneof(
      fc.string({
        unit: fc.constantFrom(..."0123456789abcdef"),
        minLength: 32,
        maxLength: 32,
      }),
      fc.constantFrom("", "0".repeat(32), "x".repeat(20_000), null),
    ),
  );
  return {
    // The public booking flow.
    quote_fare: {
      params: {
        pickup: v.place,
        dropoff: v.place,
        service: v.service,
        pickup_at: v.instant,
      },
      runs: RUNS,
    },
    create_booking: {
      params: {
        p_customer_name: v.text,
        p_customer_phone: v.phone,
        p_customer_email: v.email,
        p_pickup: v.place,
        p_dropoff: v.place,
        p_booking_time: v.instant,
        p_service_type: v.service,
        p_idempotency_key: v.key,
        p_notes: v.text,
        p_flight_number: param(
          fc.oneof(
            fc.constantFrom(
              "P4 7123",
              "w3-108",
              "BAW75",
              "5N123A",
              "   ",
              null,
            ),
            fc.string({ maxLength: 12 }),
            fc.constantFrom("P4", "12345", "ÉK783"),
          ),
        ),
      },
      runs: WRITE_RUNS,
    },
    quote_departures: {
      params: {
        p_pickup: v.place,
        p_dropoff: v.place,
        p_service: v.service,
        p_at: v.instant,
      },
      runs: RUNS,
    },
    list_public_fleet: none(),
    resolve_place: { params: { p_text: v.place }, runs: RUNS },
    place_match_key: { params: { p_text: v.place }, runs: RUNS },
    is_valid_email: { params: { p_address: v.email }, runs: RUNS },
    normalize_ng_phone: { params: { p_phone: v.phone }, runs: RUNS },
    // Dispatch and the back office.
    assign_booking: {
      params: {
        p_booking_id: booking,
        p_driver_id: driver,
        p_vehicle_id: vehicle,
        p_confirm: v.boolean,
        p_override_reason: v.text,
      },
      runs: WRITE_RUNS,
      backOffice: true,
    },
    set_booking_status: {
      params: { p_booking_id: booking, p_status: v.status, p_reason: v.text },
      runs: WRITE_RUNS,
      backOffice: true,
    },
    dispatch_candidates: {
      params: { p_booking_id: booking },
      runs: RUNS,
      backOffice: true,
    },
    assert_assignable: {
      params: {
        p_booking: v.booking,
        p_driver_id: driver,
        p_vehicle_id: vehicle,
        p_override_reason: v.text,
      },
      runs: RUNS,
      backOffice: true,
    },
    dashboard_stats: none(),
    dashboard_alerts: none(),
    tracking_board: none(),
    record_cash_payment: {
      params: {
        p_booking_id: booking,
        p_amount_kobo: param(
          fc.oneof(
            fc.integer({ min: -1_000, max: 5_000_000 }),
            fc.constantFrom(0, Number.MAX_SAFE_INTEGER, 1.5, "12", "1e30"),
          ),
        ),
        p_received_by: v.text,
        p_received_at: v.instant,
      },
      runs: RUNS,
      backOffice: true,
    },
    attach_driver_document_file: {
      params: {
        p_driver_id: driver,
        p_kind: documentKind,
        p_file_path: v.text,
      },
      runs: RUNS,
      backOffice: true,
    },
    review_driver_document: {
      params: {
        p_driver_id: driver,
        p_kind: documentKind,
        p_status: param(
          fc.constantFrom("Pending", "Verified", "Rejected", "Expired", "ok"),
        ),
        p_reason: v.text,
      },
      runs: WRITE_RUNS,
      backOffice: true,
    },
    set_driver_document_expiry: {
      params: {
        p_driver_id: driver,
        p_kind: documentKind,
        p_expires_on: v.date,
      },
      runs: RUNS,
      backOffice: true,
    },
    report_totals: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    // Owner portal (issue 11): refused to every fuzz actor; ranges are tested in owner-portal-*.
    owner_report_totals: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    owner_reports: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    owner_monthly: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    owner_vehicles: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    owner_statements: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    // Computed fields of a booking (the admin list's payment column), also callable as RPCs.
    paid_kobo: {
      params: { b: param(fc.record({ id: booking, fare_kobo: kobo })) },
      runs: RUNS,
      backOffice: true,
    },
    payment_state: {
      params: {
        b: param(
          fc.record({
            id: booking,
            fare_kobo: kobo,
            status: fc.constantFrom("completed", "pending", "lost"),
          }),
        ),
      },
      runs: RUNS,
      backOffice: true,
    },
    // Period close and the reports screen.
    close_period: {
      params: { p_period: v.date },
      runs: WRITE_RUNS,
      backOffice: true,
    },
    mark_period_paid: {
      params: { p_period: v.date },
      runs: RUNS,
      backOffice: true,
    },
    report_summary: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    report_rows: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    report_monthly: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    report_sources: {
      params: { p_report_id: param(fc.oneof(fc.constant(null), fc.uuid())) },
      runs: RUNS,
      backOffice: true,
    },
    list_owner_accounts: none(),
    maintenance_summary: {
      params: {
        p_vehicle_id: vehicle,
        p_log_type: logType,
        p_from: v.date,
        p_to: v.date,
      },
      runs: RUNS,
      backOffice: true,
    },
    service_reminders: none(),
    save_maintenance_log: {
      params: {
        p_vehicle_id: vehicle,
        p_log_date: v.date,
        p_log_type: logType,
        p_details: v.text,
        p_cost_kobo: kobo,
        p_odometer_km: odometer,
        p_vehicle_status: vehicleStatus,
        p_id: param(fc.oneof(fc.constant(null), fc.uuid())),
      },
      runs: WRITE_RUNS,
      backOffice: true,
    },
    audit_log_actors: none(),
    // Driver mode.
    report_position: {
      params: {
        p_lat: pos.lat,
        p_lng: pos.lng,
        p_speed_kmh: pos.speed,
        p_heading: pos.heading,
        p_accuracy_m: pos.accuracy,
        p_vehicle_id: vehicle,
      },
      runs: RUNS,
    },
    driver_trip_step: {
      params: { p_booking_id: booking, p_step: pos.step },
      runs: RUNS,
    },
    // The rider's side (issue 11): deeper paths with real tokens are fuzzed in ride-fuzz.test.ts.
    ride_policy: none(),
    ride_status: {
      params: { p_reference: rideReference, p_token: rideToken },
      runs: RUNS,
    },
    cancel_ride: {
      params: {
        p_reference: rideReference,
        p_token: rideToken,
        p_reason: v.text,
      },
      runs: RUNS,
    },
    rate_ride: {
      params: {
        p_reference: rideReference,
        p_token: rideToken,
        p_rating: param(
          fc.oneof(
            fc.integer({ min: -2, max: 8 }),
            fc.constantFrom(4.5, 1e30, "5", "NaN", "Infinity", null),
          ),
        ),
        p_comment: v.text,
      },
      runs: RUNS,
    },
    my_rides: {
      params: {
        p_scope: param(fc.constantFrom("upcoming", "past", "Past", "", null)),
        p_limit: param(
          fc.oneof(
            fc.integer({ min: -5, max: 80 }),
            fc.constantFrom(2_147_483_648, 1.5, "10"),
          ),
        ),
        p_offset: param(
          fc.oneof(
            fc.integer({ min: -5, max: 5_000 }),
            fc.constantFrom(2_147_483_647, 1.5, "0"),
          ),
        ),
      },
      runs: RUNS,
    },
    // Accounts (issue 17): the caller's own data, a driver's consent.
    admin_second_factor_required: none(),
    export_my_data: none(),
    my_location_consent: none(),
    record_location_consent: {
      params: { p_policy_version: v.text },
      runs: REFUSED_RUNS,
    },
    // Money (issue 21).
    begin_online_payment: {
      params: { p_reference: rideReference, p_token: rideToken },
      runs: RUNS,
    },
    ride_payment: {
      params: { p_reference: rideReference, p_token: rideToken },
      runs: RUNS,
    },
    request_refund: {
      params: { p_booking_id: booking, p_amount_kobo: kobo, p_reason: v.text },
      runs: RUNS,
      backOffice: true,
    },
    period_payout_plan: {
      params: { p_period: v.date },
      runs: RUNS,
      backOffice: true,
    },
    pay_period: {
      params: { p_period: v.date, p_payouts: jsonish },
      runs: RUNS,
      backOffice: true,
    },
    retry_payout: {
      params: {
        p_payout_id: v.key,
        p_method: v.text,
        p_bank_reference: v.text,
      },
      runs: RUNS,
      backOffice: true,
    },
    period_payments: {
      params: { p_period: v.date },
      runs: RUNS,
      backOffice: true,
    },
    report_collections: {
      params: { p_from: v.date, p_to: v.date },
      runs: RUNS,
      backOffice: true,
    },
    record_paystack_charge: {
      params: {
        p_provider_reference: v.text,
        p_status: v.text,
        p_amount_kobo: kobo,
        p_currency: v.text,
        p_channel: v.text,
        p_paid_at: v.instant,
        p_provider_id: v.text,
        p_message: v.text,
      },
      runs: REFUSED_RUNS,
    },
    refunds_to_send: {
      params: { p_booking_id: booking, p_booking_reference: rideReference },
      runs: REFUSED_RUNS,
    },
    mark_refund_sent: {
      params: {
        p_refund_id: v.key,
        p_provider_id: v.text,
        p_status: v.text,
        p_message: v.text,
      },
      runs: REFUSED_RUNS,
    },
    record_paystack_refund: {
      params: {
        p_charge_reference: v.text,
        p_provider_id: v.text,
        p_status: v.text,
        p_amount_kobo: kobo,
        p_message: v.text,
      },
      runs: REFUSED_RUNS,
    },
    claim_paystack_event: {
      params: { p_event: v.text, p_key: v.text, p_payload: jsonish },
      runs: REFUSED_RUNS,
    },
    finish_paystack_event: {
      params: { p_event: v.text, p_key: v.text, p_outcome: v.text },
      runs: REFUSED_RUNS,
    },
    save_owner_bank_account: {
      params: {
        p_owner_id: v.user,
        p_bank_code: v.text,
        p_bank_name: v.text,
        p_account_number: v.text,
        p_account_name: v.text,
        p_recipient_code: v.text,
      },
      runs: REFUSED_RUNS,
    },
    payouts_to_send: { params: { p_period: v.date }, runs: REFUSED_RUNS },
    mark_payout_sent: {
      params: {
        p_payout_id: v.key,
        p_transfer_code: v.text,
        p_status: v.text,
        p_message: v.text,
      },
      runs: REFUSED_RUNS,
    },
    record_paystack_transfer: {
      params: {
        p_reference: v.text,
        p_transfer_code: v.text,
        p_status: v.text,
        p_amount_kobo: kobo,
        p_message: v.text,
      },
      runs: REFUSED_RUNS,
    },
    // Role checks.
    is_admin: none(),
    is_owner: none(),
    is_driver: none(),
    caller_is_active: none(),
    // Internal helpers and triggers: nobody may call them over the API.
    new_booking_reference: none(),
    audit_actor: none(),
    reserve_outbox_email: {
      params: { p_email: jsonish, p_limits: jsonish },
      runs: REFUSED_RUNS,
    },
    admin_list_users: {
      params: { p_page: jsonish, p_per_page: jsonish, p_search: v.text },
      runs: REFUSED_RUNS,
    },
    admin_count_other_admins: {
      params: { p_user_id: v.user },
      runs: REFUSED_RUNS,
    },
    anonymise_account: {
      params: { p_user_id: v.user },
      runs: REFUSED_RUNS,
    },
    record_account_action: {
      params: {
        p_actor_id: v.user,
        p_action: v.text,
        p_user_id: v.user,
        p_before: jsonish,
        p_after: jsonish,
      },
      runs: REFUSED_RUNS,
    },
  };
}

/**
 * Arguments for one call: usually every parameter, sometimes some left out, now and then a name
 * the function does not have.
 */
export function argsFor(plan: FuzzPlan): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.record(plan.params) },
        { weight: 1, arbitrary: fc.record(plan.params, { requiredKeys: [] }) },
      ),
      fc.oneof(
        { weight: 9, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.record({ unexpected: jsonish }) },
      ),
    )
    .map(([args, extra]) => ({ ...args, ...extra }));
}
