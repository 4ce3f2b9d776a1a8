import {
  bookingRow,
  contactRow,
  driverRow,
  maintenanceRow,
  outboxRow,
  placeRow,
  positionRow,
  reportRow,
  vehicleRow,
} from "./fixture-rows.ts";

export type Row = Record<string, unknown>;

/** A valid row per table; each case below breaks exactly one rule of it. */
export function validRows(vehicleId: string): Record<string, () => Row> {
  return {
    fleets: vehicleRow,
    drivers: driverRow,
    bookings: () => bookingRow(null),
    revenue_reports: () => reportRow(vehicleId),
    maintenance_logs: () => maintenanceRow(vehicleId),
    contact_submissions: contactRow,
    places: placeRow,
    vehicle_positions: () => positionRow(vehicleId),
    email_outbox: outboxRow,
  };
}

/** [table, the change, the constraint the message must name] */
export const CHECKS: [string, Row, string][] = [
  [
    "fleets",
    { seating_capacity: 0 },
    "fleets_seating_capacity_between_1_and_60",
  ],
  [
    "fleets",
    { seating_capacity: 61 },
    "fleets_seating_capacity_between_1_and_60",
  ],
  ["fleets", { model: "  " }, "fleets_model_not_blank"],
  [
    "fleets",
    { registration_number: "AB-12" },
    "fleets_registration_number_lagos_plate_format",
  ],
  ["fleets", { owner: "" }, "fleets_owner_not_blank"],
  [
    "fleets",
    { images: ["1", "2", "3", "4", "5", "6", "7"] },
    "fleets_images_at_most_6",
  ],
  [
    "fleets",
    { description: "x".repeat(2001) },
    "fleets_description_at_most_2000_characters",
  ],
  // The rider's side (issue 11).
  ["fleets", { colour: " " }, "fleets_colour_not_blank"],
  ["fleets", { colour: "x".repeat(31) }, "fleets_colour_at_most_30_characters"],
  ["drivers", { rating_count: -1 }, "drivers_rating_count_not_negative"],
  [
    "bookings",
    { status: "cancelled", cancelled_by: "driver" },
    "bookings_cancelled_by_rider_or_operator",
  ],
  [
    "bookings",
    { cancelled_by: "rider" },
    "bookings_cancelled_by_only_when_cancelled",
  ],
  // Airport transfers (issue 11): stored normalised, airline code + 1 to 4 digits + a letter.
  ["bookings", { flight_number: "p4 7123" }, "bookings_flight_number_shape"],
  ["bookings", { flight_number: "P412345" }, "bookings_flight_number_shape"],
  ["drivers", { name: " " }, "drivers_name_not_blank"],
  ["drivers", { phone: "08031234567" }, "drivers_phone_nigerian_mobile_e164"],
  ["drivers", { email: "not-an-address" }, "drivers_email_valid_address"],
  ["drivers", { rating: 5.5 }, "drivers_rating_between_0_and_5"],
  ["drivers", { trips: -1 }, "drivers_trips_not_negative"],
  [
    "drivers",
    { documents: { license: "Pending" } },
    "drivers_documents_license_and_insurance_statuses",
  ],
  [
    "drivers",
    { documents: { license: "Lost", insurance: "Pending" } },
    "drivers_documents_license_and_insurance_statuses",
  ],
  ["bookings", { customer_name: "" }, "bookings_customer_name_not_blank"],
  [
    "bookings",
    { customer_phone: "+2341234" },
    "bookings_customer_phone_nigerian_mobile_e164",
  ],
  [
    "bookings",
    { customer_email: "chioma" },
    "bookings_customer_email_valid_address",
  ],
  ["bookings", { pickup_location: " " }, "bookings_pickup_location_not_blank"],
  ["bookings", { dropoff_location: "" }, "bookings_dropoff_location_not_blank"],
  ["bookings", { fare_kobo: -1 }, "bookings_fare_kobo_not_negative"],
  ["bookings", { reference: "EKO-0O1I00" }, "bookings_reference_format"],
  ["bookings", { fare_breakdown: [] }, "bookings_fare_breakdown_is_object"],
  [
    "revenue_reports",
    { period: "2026-05-15" },
    "revenue_reports_period_first_day_of_month",
  ],
  [
    "revenue_reports",
    { revenue_kobo: -1 },
    "revenue_reports_revenue_kobo_not_negative",
  ],
  [
    "revenue_reports",
    { expenses_kobo: -1 },
    "revenue_reports_expenses_kobo_not_negative",
  ],
  ["maintenance_logs", { details: "" }, "maintenance_logs_details_not_blank"],
  [
    "maintenance_logs",
    { cost_kobo: -100 },
    "maintenance_logs_cost_kobo_not_negative",
  ],
  [
    "maintenance_logs",
    { odometer_km: -1 },
    "maintenance_logs_odometer_km_not_negative",
  ],
  [
    "contact_submissions",
    { email: "a@b" },
    "contact_submissions_email_valid_address",
  ],
  [
    "contact_submissions",
    { phone: "0803 123 4567" },
    "contact_submissions_phone_nigerian_mobile_e164",
  ],
  [
    "contact_submissions",
    { message: "  " },
    "contact_submissions_contact_message_requires_message",
  ],
  [
    "contact_submissions",
    { form_type: "apply_to_drive" },
    "contact_submissions_driver_application_requires_phone",
  ],
  [
    "contact_submissions",
    { form_type: "contact_sales", phone: "+2348031234567" },
    "contact_submissions_sales_request_requires_company_and_phone",
  ],
  ["places", { lat: 91 }, "places_lat_between_minus_90_and_90"],
  ["places", { lng: -181 }, "places_lng_between_minus_180_and_180"],
  ["places", { slug: "Bad Slug" }, "places_slug_lowercase_words_and_hyphens"],
  [
    "vehicle_positions",
    { heading: 360 },
    "vehicle_positions_heading_between_0_and_359",
  ],
  [
    "vehicle_positions",
    { speed_kmh: -1 },
    "vehicle_positions_speed_kmh_not_negative",
  ],
  ["email_outbox", { to_email: "ops" }, "email_outbox_to_email_valid_address"],
];
