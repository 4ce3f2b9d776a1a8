-- paid_kobo now serves the driver app as well as the bookings list: since drivers read the
-- payments of their own trips (20261128100300), its comment said too little about who sees what.

comment on function public.paid_kobo(public.bookings) is
  'Computed field of a booking: the cash recorded against it, in kobo (0 when none). Reads '
  'payments under the caller''s row policy: an administrator sees every booking''s total, a driver '
  'those of their own trips (the amount left to collect in the driver app), anyone else 0.';
