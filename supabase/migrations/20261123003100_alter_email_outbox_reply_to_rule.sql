-- The sender address on outbox rows follows the same e-mail rule as every other address column.

alter table public.email_outbox
  drop constraint email_outbox_reply_to_valid_address,
  add constraint email_outbox_reply_to_valid_address
    check (public.is_valid_email(reply_to));
