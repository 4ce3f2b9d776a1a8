/**
 * Who may execute each function over the API: "anon" (everyone), "authenticated" (signed-in
 * users only) or "nobody" (internal helpers and triggers). What a function then allows a given
 * user is tested with the function itself.
 */
export const EXECUTE: Record<string, "anon" | "authenticated" | "nobody"> = {
  is_admin: "authenticated",
  is_owner: "authenticated",
  set_updated_at: "nobody",
  handle_new_user: "nobody",
  normalize_fleet: "nobody",
  new_booking_reference: "nobody",
  audit_actor: "nobody",
  audit_row_change: "nobody",
  audit_role_change: "nobody",
  quote_fare: "anon",
  create_booking: "anon",
  list_public_fleet: "anon",
  normalize_ng_phone: "authenticated",
  booking_receipt: "nobody",
  assert_assignable: "authenticated",
  guard_booking_status: "nobody",
  assign_booking: "authenticated",
  set_booking_status: "authenticated",
  dashboard_stats: "authenticated",
  attach_driver_document_file: "authenticated",
  review_driver_document: "authenticated",
  set_driver_document_expiry: "authenticated",
  report_totals: "authenticated",
  owner_report_totals: "authenticated",
  owner_reports: "authenticated",
  list_owner_accounts: "authenticated",
  caller_is_active: "authenticated",
  is_valid_email: "anon",
  place_match_key: "anon",
  resolve_place: "anon",
  reserve_outbox_email: "nobody",
};
