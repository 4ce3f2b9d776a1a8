/**
 * The private schema's tables and functions (supabase/schema.sql lists them all). The API
 * never serves the schema; rate-limits-forms.test.ts checks in SQL that anon and authenticated
 * hold no right on anything in it either.
 */
export const PRIVATE_TABLES = ["rate_limits", "rate_limit_events"] as const;

/** Each with arguments enough to name it. */
export const PRIVATE_FUNCTIONS: Record<string, Record<string, unknown>> = {
  live_session_role: {},
  assert_caller_active: {},
  client_address: {},
  caller_is_rate_limited: {},
  begin_rate_limit: { p_bucket: "bookings_per_phone", p_subject: "x" },
  refuse_over_limit: { p_bucket: "bookings_per_phone", p_ends: [] },
  limit_by_event_log: { p_bucket: "bookings_per_address", p_subject: "x" },
  limit_booking_writes: {},
  limit_submission_writes: {},
  is_api_caller: {},
  driver_documents_json: {
    p_driver_id: "00000000-0000-0000-0000-000000000000",
  },
  driver_document_problem: {
    p_driver_id: "00000000-0000-0000-0000-000000000000",
  },
  guard_driver_documents_mirror: {},
  sync_documents_from_driver: {},
  prepare_driver_document: {},
  sync_driver_documents_mirror: {},
};
