-- Every e-mail column follows is_valid_email() instead of the loose `x@y.z` pattern, which let a
-- 400-character address or `<script>@x.io` into bookings, submissions and the outbox. The checks
-- keep their names: the rule they name is the same, only stricter.

alter table public.bookings
  drop constraint bookings_customer_email_valid_address,
  add constraint bookings_customer_email_valid_address
    check (public.is_valid_email(customer_email));

alter table public.contact_submissions
  drop constraint contact_submissions_email_valid_address,
  add constraint contact_submissions_email_valid_address
    check (public.is_valid_email(email));

alter table public.drivers
  drop constraint drivers_email_valid_address,
  add constraint drivers_email_valid_address
    check (public.is_valid_email(email));

alter table public.email_outbox
  drop constraint email_outbox_to_email_valid_address,
  add constraint email_outbox_to_email_valid_address
    check (public.is_valid_email(to_email));

comment on constraint bookings_customer_email_valid_address on public.bookings is
  'The customer''s e-mail follows public.is_valid_email().';
comment on constraint contact_submissions_email_valid_address on public.contact_submissions is
  'The sender''s e-mail follows public.is_valid_email().';
comment on constraint drivers_email_valid_address on public.drivers is
  'The driver''s e-mail, when given, follows public.is_valid_email().';
comment on constraint email_outbox_to_email_valid_address on public.email_outbox is
  'The recipient follows public.is_valid_email().';
