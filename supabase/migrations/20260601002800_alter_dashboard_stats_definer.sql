-- dashboard_stats runs with its owner's rights. Under the caller's rights the bookings policy sits
-- in front of the `status = …` filters, and the enum comparison is not leakproof, so Postgres may
-- not use the status index and counts pending bookings by reading the whole table. The function
-- still refuses anyone but an administrator (42501) before reading anything, keeps
-- search_path = '' with fully qualified names, and returns only four counts.

alter function public.dashboard_stats() security definer;

comment on function public.dashboard_stats() is
  'Admin dashboard cards: {active_cars (available or on-trip vehicles), available_drivers (active, '
  'not on an in-progress booking), total_revenue_kobo (all revenue reports), pending_bookings}. '
  'Administrators only (42501 otherwise). Security definer so the status filters use their index.';
