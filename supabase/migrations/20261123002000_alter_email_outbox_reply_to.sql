-- send-email caps what it sends by counting email_outbox rows: confirmations per recipient per
-- day, operations notices per sender per hour and overall per hour. The sender of an operations
-- notice is the address it replies to (the person who filled in the form), so the outbox keeps
-- it, and each count has an index that answers it without a scan of the whole outbox.

alter table public.email_outbox add column reply_to text;

alter table public.email_outbox
  add constraint email_outbox_reply_to_valid_address
  check (reply_to ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$');

create index email_outbox_to_email_created_at_idx
  on public.email_outbox (lower(to_email), created_at);
create index email_outbox_reply_to_created_at_idx
  on public.email_outbox (lower(reply_to), created_at)
  where reply_to is not null;
create index email_outbox_type_created_at_idx
  on public.email_outbox (type, created_at);

comment on column public.email_outbox.reply_to is
  'Reply-To of the e-mail: for operations notices, the address of the person who wrote in.';
