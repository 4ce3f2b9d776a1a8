-- Cash and records, as an operator meets them on a first real shift:
-- * Closing a month with nothing in it said "Period Closed" and then showed an empty month that
--   could be marked paid. close_period now refuses a month without a completed trip or a
--   maintenance log (422, in words), and mark_period_paid a month with no report to pay (409).
-- * A role change made through the admin-users function was logged twice: once by
--   record_account_action with the administrator, once by the auth.users trigger without anyone
--   (the auth API writes without request claims). The function now stamps app_metadata with a
--   fresh role_change_ref when it sets a role; the trigger leaves such a change to
--   record_account_action and still records every other role change (SQL editor, scripts).
-- * Action log entries of payments, maintenance logs, revenue reports, report periods and
--   driver documents named their record by UUID. Every entry now carries a label, the record's
--   human name (booking reference, vehicle plate, driver name, account e-mail, month), resolved
--   when the entry is written so it survives the record's deletion.

-- Period close ------------------------------------------------------------------------------------

create or replace function private.close_period(p_period date, p_actor uuid)
returns public.report_periods
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_start timestamptz := p_period::timestamp at time zone 'Africa/Lagos';
  v_end timestamptz := (p_period + interval '1 month')::timestamp at time zone 'Africa/Lagos';
  v_rate integer := (select s.commission_rate_bps from public.operator_settings s);
  v_period public.report_periods;
begin
  perform private.check_period(p_period, 'close');

  -- A month with nothing to sum would close to a period with no report, which then looked
  -- payable; it is refused before anything is written, so a re-run never empties a closed month.
  if not exists (
    select 1 from public.bookings b
    where b.status = 'completed'
      and b.vehicle_id is not null
      and coalesce(b.completed_at, b.booking_time) >= v_start
      and coalesce(b.completed_at, b.booking_time) < v_end
      and not exists (
        select 1 from public.revenue_report_sources s
        where s.booking_id = b.id and s.period <> p_period
      )
  ) and not exists (
    select 1 from public.maintenance_logs l
    where l.log_date >= p_period
      and l.log_date < (p_period + interval '1 month')::date
      and not exists (
        select 1 from public.revenue_report_sources s
        where s.maintenance_log_id = l.id and s.period <> p_period
      )
  ) then
    raise exception using
      errcode = 'PT422',
      message = private.period_name(p_period)
        || ' has no completed trips or maintenance logs: there is nothing to close.';
  end if;

  insert into public.report_periods as p (period, commission_rate_bps, closed_by)
  values (p_period, v_rate, p_actor)
  on conflict (period) do update
    set commission_rate_bps = excluded.commission_rate_bps, closed_at = now(),
      closed_by = excluded.closed_by
    where p.status = 'open'
  returning * into v_period;
  if v_period.period is null then
    raise exception using
      errcode = 'PT409',
      message = private.period_name(p_period) || ' is paid: it cannot be closed again.';
  end if;

  delete from public.revenue_report_sources s where s.period = p_period;

  insert into public.revenue_report_sources (
    period, vehicle_id, kind, booking_id, maintenance_log_id, occurred_at, label, detail, amount_kobo
  )
  select p_period, b.vehicle_id, 'trip', b.id, null, coalesce(b.completed_at, b.booking_time),
    b.reference, b.pickup_location || ' to ' || b.dropoff_location, b.fare_kobo
  from public.bookings b
  where b.status = 'completed'
    and b.vehicle_id is not null
    and coalesce(b.completed_at, b.booking_time) >= v_start
    and coalesce(b.completed_at, b.booking_time) < v_end
    and not exists (select 1 from public.revenue_report_sources s where s.booking_id = b.id)
  union all
  select p_period, l.vehicle_id, case when l.log_type = 'Fuel' then 'fuel' else 'maintenance' end,
    null, l.id, l.log_date::timestamp at time zone 'Africa/Lagos', l.log_type::text, l.details,
    l.cost_kobo
  from public.maintenance_logs l
  where l.log_date >= p_period
    and l.log_date < (p_period + interval '1 month')::date
    and not exists (select 1 from public.revenue_report_sources s where s.maintenance_log_id = l.id);

  with sums as (
    select s.vehicle_id,
      (count(*) filter (where s.kind = 'trip'))::integer as trips,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'trip'), 0)::bigint as revenue,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'fuel'), 0)::bigint as fuel,
      coalesce(sum(s.amount_kobo) filter (where s.kind = 'maintenance'), 0)::bigint as maintenance
    from public.revenue_report_sources s
    where s.period = p_period
    group by s.vehicle_id
  ),
  upserted as (
    insert into public.revenue_reports as r (
      vehicle_id, period, trips, revenue_kobo, fuel_kobo, maintenance_kobo, expenses_kobo,
      commission_rate_bps, commission_kobo
    )
    select m.vehicle_id, p_period, m.trips, m.revenue, m.fuel, m.maintenance,
      m.fuel + m.maintenance, v_rate, round(m.revenue * v_rate / 10000.0)::bigint
    from sums m
    on conflict (vehicle_id, period) do update
      set trips = excluded.trips, revenue_kobo = excluded.revenue_kobo,
        fuel_kobo = excluded.fuel_kobo, maintenance_kobo = excluded.maintenance_kobo,
        expenses_kobo = excluded.expenses_kobo, commission_rate_bps = excluded.commission_rate_bps,
        commission_kobo = excluded.commission_kobo
      where (r.trips, r.revenue_kobo, r.fuel_kobo, r.maintenance_kobo, r.expenses_kobo,
          r.commission_rate_bps, r.commission_kobo)
        is distinct from (excluded.trips, excluded.revenue_kobo, excluded.fuel_kobo,
          excluded.maintenance_kobo, excluded.expenses_kobo, excluded.commission_rate_bps,
          excluded.commission_kobo)
    returning r.vehicle_id
  )
  delete from public.revenue_reports r
  where r.period = p_period
    and not exists (select 1 from sums m where m.vehicle_id = r.vehicle_id);

  return v_period;
end;
$$;

comment on function private.close_period(date, uuid) is
  'Worker of close_period: (re)computes the month''s trace and revenue reports as p_actor. Refuses (PT422) a month with no completed trip and no maintenance log of its own, before writing anything. No permission check: callers are close_period and the seed.';

comment on function public.close_period(date) is
  'Closes (or, while open, re-runs) a Lagos calendar month: per vehicle, revenue from trips completed in the month, fuel and maintenance from its logs, commission at the operator''s rate and payout = revenue − commission − expenses, into revenue_reports, with the trace in revenue_report_sources. Default: the last complete month. Refuses a month not ended (400), a paid one (409), a month with no completed trip and no maintenance log (422: nothing to close) and non-administrators (403).';

create or replace function public.mark_period_paid(p_period date)
returns public.report_periods
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period public.report_periods;
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can mark a period as paid.';
  end if;
  perform private.check_period(p_period, 'mark as paid');
  select * into v_period from public.report_periods p where p.period = p_period for update;
  if v_period.period is null then
    raise exception using
      errcode = 'PT404',
      message = private.period_name(p_period) || ' has not been closed: close it before marking it paid.';
  end if;
  if v_period.status = 'paid' then
    raise exception using
      errcode = 'PT409', message = private.period_name(p_period) || ' is already paid.';
  end if;
  -- A period closed before empty months were refused may have no report: nothing to pay.
  if not exists (select 1 from public.revenue_reports r where r.period = p_period) then
    raise exception using
      errcode = 'PT409',
      message = private.period_name(p_period) || ' has no revenue reports: there is nothing to pay.';
  end if;
  update public.report_periods p
  set status = 'paid', paid_at = now(), paid_by = auth.uid()
  where p.period = p_period
  returning * into v_period;
  return v_period;
end;
$$;

comment on function public.mark_period_paid(date) is
  'Marks a closed month paid, which locks its revenue reports for good. Administrators only; 404 when the month was never closed, 409 when it is already paid or has no revenue report to pay.';

revoke all on function public.mark_period_paid(date) from public, anon, authenticated;
grant execute on function public.mark_period_paid(date) to authenticated, service_role;

-- One entry per role change ------------------------------------------------------------------------

create or replace function public.audit_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_role text := case when tg_op = 'UPDATE' then old.raw_app_meta_data ->> 'role' end;
  v_new_role text := new.raw_app_meta_data ->> 'role';
  v_old_ref text := case when tg_op = 'UPDATE' then old.raw_app_meta_data ->> 'role_change_ref' end;
  v_new_ref text := new.raw_app_meta_data ->> 'role_change_ref';
begin
  -- A fresh role_change_ref is the admin-users function's stamp: it records the change itself,
  -- with the administrator who made it (record_account_action), so a second, actor-less entry
  -- here would only double it. Any other change of role is recorded here.
  if v_new_ref is not null and v_new_ref is distinct from v_old_ref then
    return null;
  end if;
  if v_old_role is distinct from v_new_role then
    insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after)
    select a.actor_id, a.actor_email, 'role_change', 'auth.users', new.id::text,
      case when tg_op = 'UPDATE' then jsonb_build_object('role', v_old_role, 'email', old.email) end,
      jsonb_build_object('role', v_new_role, 'email', new.email)
    from public.audit_actor() as a;
  end if;
  return null;
end
$$;

comment on function public.audit_role_change() is
  'AFTER trigger on auth.users: logs a change of app_metadata.role, unless the same write sets a new app_metadata.role_change_ref (the admin-users function''s stamp: it logs that change itself, with the acting administrator, through record_account_action).';

revoke all on function public.audit_role_change() from public, anon, authenticated;
grant execute on function public.audit_role_change() to service_role;

comment on function public.record_account_action(uuid, text, uuid, jsonb, jsonb) is
  'Writes one action log entry (table auth.users, row the account id) for a change the admin-users function made on behalf of the administrator p_actor_id, whose e-mail is looked up here. before/after hold only email, full_name, role, status, banned_until, driver_id and password_reset_sent_at. Answers the entry id. For the service role only. It is the only record of a role change made through the function: the function stamps app_metadata.role_change_ref with the same write, and the auth.users trigger (which records role changes made anywhere else, without an actor) leaves a stamped change alone, so each change has one entry.';

-- Every entry names its record ---------------------------------------------------------------------

alter table public.audit_log add column label text;

comment on column public.audit_log.label is
  'The changed record''s human name when the entry was written: booking reference, vehicle plate, driver name, account e-mail, a month; for a payment its booking''s reference, for a maintenance log, revenue report or driver document its vehicle''s plate or driver''s name with what it is. Null when nothing names it.';

create function private.audit_record_label(
  p_table text, p_row_id text, p_before jsonb, p_after jsonb
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_row jsonb := coalesce(p_after, p_before, '{}'::jsonb);
  v_plate text;
begin
  if p_table in ('maintenance_logs', 'revenue_reports') then
    select f.registration_number into v_plate
    from public.fleets f where f.id::text = v_row ->> 'vehicle_id';
  end if;
  return case p_table
    when 'bookings' then v_row ->> 'reference'
    when 'fleets' then v_row ->> 'registration_number'
    when 'drivers' then v_row ->> 'name'
    when 'auth.users' then coalesce(
      v_row ->> 'email',
      (select u.email::text from auth.users u where u.id::text = p_row_id))
    when 'payments' then (
      select b.reference from public.bookings b where b.id::text = v_row ->> 'booking_id')
    when 'maintenance_logs' then concat_ws(' · ', v_plate, v_row ->> 'log_type')
    when 'revenue_reports' then concat_ws(' · ', v_plate,
      private.period_name((v_row ->> 'period')::date))
    when 'report_periods' then private.period_name((v_row ->> 'period')::date)
    when 'driver_documents' then concat_ws(' · ', (
      select d.name from public.drivers d where d.id::text = v_row ->> 'driver_id'),
      v_row ->> 'kind')
    when 'operator_settings' then 'Operator settings'
  end;
end
$$;

comment on function private.audit_record_label(text, text, jsonb, jsonb) is
  'The human name of an action log entry''s record (see audit_log.label), from the entry''s rows and, for records named through another (a payment''s booking, a log''s vehicle, a document''s driver), that record as it is now.';

revoke all on function private.audit_record_label(text, text, jsonb, jsonb)
  from public, anon, authenticated;

create function private.audit_log_label()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.label := nullif(private.audit_record_label(new.table_name, new.row_id, new.before, new.after), '');
  return new;
end
$$;

comment on function private.audit_log_label() is
  'BEFORE INSERT trigger on audit_log: fills label for every writer (row triggers, the role trigger, record_account_action), so no entry names its record by id alone.';

revoke all on function private.audit_log_label() from public, anon, authenticated;

create trigger audit_log_label before insert on public.audit_log
  for each row execute function private.audit_log_label();

-- Entries written before the column existed get the same name; label is derived from the entry
-- (and the records it points at), so no recorded fact changes.
update public.audit_log l
set label = nullif(private.audit_record_label(l.table_name, l.row_id, l.before, l.after), '');
