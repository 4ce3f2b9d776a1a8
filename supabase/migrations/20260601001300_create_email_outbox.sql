-- Every e-mail the send-email function produced. Written by the service role only; admins read.

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  to_email text not null,
  subject text not null,
  html text,
  text text,
  provider text not null,
  status public.outbox_status not null default 'queued',
  error text,
  related_id uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint email_outbox_type_not_blank check (btrim(type) <> ''),
  constraint email_outbox_to_email_valid_address check (to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint email_outbox_subject_not_blank check (btrim(subject) <> ''),
  constraint email_outbox_provider_not_blank check (btrim(provider) <> '')
);

create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_status_created_at_idx on public.email_outbox (status, created_at);
create index email_outbox_related_id_idx on public.email_outbox (related_id);

alter table public.email_outbox enable row level security;

create policy "admins read the outbox"
  on public.email_outbox for select to authenticated
  using ((select public.is_admin()));
create policy "the outbox is written by the service role only"
  on public.email_outbox for insert to authenticated
  with check (false);
create policy "the outbox is updated by the service role only"
  on public.email_outbox for update to authenticated
  using (false);
create policy "the outbox is pruned by the service role only"
  on public.email_outbox for delete to authenticated
  using (false);

revoke all on table public.email_outbox from anon, authenticated;
grant select on table public.email_outbox to authenticated;

comment on table public.email_outbox is 'E-mails produced by the send-email function, with delivery status.';
comment on column public.email_outbox.type is 'Template, e.g. new_booking.';
comment on column public.email_outbox.provider is 'Delivery provider (resend, smtp, local).';
comment on column public.email_outbox.related_id is 'Row the e-mail is about, e.g. a booking id.';
