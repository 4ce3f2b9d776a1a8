-- The operator's business settings, one row for the whole product. It starts with the commission
-- the operator keeps from a vehicle's monthly revenue (close_period reads it); later settings (such
-- as the rider's free-cancellation cut-off) become further columns of the same row. Administrators
-- read and edit it (the action log records who changed what); nobody inserts or deletes: the row
-- below is the only one there will be.

create table public.operator_settings (
  id boolean primary key default true,
  commission_rate_bps integer not null default 2000,
  updated_at timestamptz not null default now(),
  constraint operator_settings_single_row check (id),
  constraint operator_settings_commission_rate_bps_between_0_and_10000
    check (commission_rate_bps between 0 and 10000)
);

insert into public.operator_settings (id) values (true);

create trigger operator_settings_set_updated_at
  before update on public.operator_settings
  for each row execute function public.set_updated_at();

create trigger operator_settings_audit
  after insert or update or delete on public.operator_settings
  for each row execute function public.audit_row_change();

alter table public.operator_settings enable row level security;

create policy "admins read the operator settings"
  on public.operator_settings for select to authenticated
  using ((select public.is_admin()));
create policy "admins edit the operator settings"
  on public.operator_settings for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

revoke all on table public.operator_settings from anon, authenticated;
grant select on table public.operator_settings to authenticated;
grant update (commission_rate_bps) on table public.operator_settings to authenticated;

comment on table public.operator_settings is
  'The operator''s business settings: exactly one row (id = true), edited by administrators.';
comment on column public.operator_settings.commission_rate_bps is
  'Share of a vehicle''s monthly revenue the operator keeps, in basis points (2000 = 20 %).';
