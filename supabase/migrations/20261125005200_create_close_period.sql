-- Period close: revenue reports computed from what happened instead of typed in.
--
-- close_period(p_period) fills one Lagos calendar month (default: the last complete one):
--   1. the period's row is created or, while open, re-stamped (who closed it, the commission rate
--      now in operator_settings); a paid period is refused (409) and left as it is;
--   2. the month's trace is rebuilt in one insert: every completed booking whose completion moment
--      (completed_at, else the pickup time, as dashboard_stats reads it) falls in the month in
--      Lagos time, and every maintenance log dated in the month — Fuel logs as fuel, the other
--      types as maintenance — each counted once across all periods;
--   3. one statement sums the trace per vehicle into revenue_reports (revenue, trips, fuel,
--      maintenance, expenses = fuel + maintenance, commission = round(revenue × rate)) and removes
--      the month's reports of vehicles that no longer have any activity in it.
-- Re-running an open period therefore replaces its rows; unchanged rows are not rewritten, so the
-- action log shows only real changes. Every write is audited (report_periods and revenue_reports
-- carry the audit trigger).
--
-- mark_period_paid(p_period) locks a closed period: afterwards neither close_period nor any direct
-- write changes its reports. Both are for administrators; the private worker also serves the seed.

create function private.period_name(p_period date)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select to_char(p_period, 'FMMonth YYYY')
$$;

comment on function private.period_name(date) is 'A month as people write it: October 2026.';
revoke all on function private.period_name(date) from public, anon, authenticated;

create function private.check_period(p_period date, p_verb text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if p_period is null then
    raise exception using errcode = '22023', message = 'Choose a month to ' || p_verb || '.';
  end if;
  if not isfinite(p_period) then
    raise exception using
      errcode = 'P0001', message = 'A period is a calendar month, such as 2026-10-01.';
  end if;
  if extract(day from p_period) <> 1 then
    raise exception using
      errcode = 'P0001',
      message = 'A period starts on the first day of a month; ' || to_char(p_period, 'YYYY-MM-DD')
        || ' does not.';
  end if;
  if p_period >= date_trunc('month', now() at time zone 'Africa/Lagos')::date then
    raise exception using
      errcode = 'P0001',
      message = private.period_name(p_period) || ' has not ended yet: only a past month can be '
        || case p_verb when 'close' then 'closed' else 'paid' end || '.';
  end if;
end;
$$;

comment on function private.check_period(date, text) is
  'Refuses a missing month (22023), an infinite date, a date that is not the first of a month, '
  'or a month that has not ended in Lagos (400), in words for the given action.';
revoke all on function private.check_period(date, text) from public, anon, authenticated;

create function private.close_period(p_period date, p_actor uuid)
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
  'Worker of close_period: (re)computes the month''s trace and revenue reports as p_actor. No '
  'permission check: callers are close_period and the seed.';
revoke all on function private.close_period(date, uuid) from public, anon, authenticated;

create function public.close_period(
  p_period date default (date_trunc('month', now() at time zone 'Africa/Lagos') - interval '1 month')::date
)
returns public.report_periods
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can close a period.';
  end if;
  return private.close_period(p_period, auth.uid());
end;
$$;

comment on function public.close_period(date) is
  'Closes (or, while open, re-runs) a Lagos calendar month: per vehicle, revenue from trips '
  'completed in the month, fuel and maintenance from its logs, commission at the operator''s rate '
  'and payout = revenue − commission − expenses, into revenue_reports, with the trace in '
  'revenue_report_sources. Default: the last complete month. Refuses a month not ended (400), a '
  'paid one (409) and non-administrators (403).';
revoke execute on function public.close_period(date) from public, anon, authenticated;
grant execute on function public.close_period(date) to authenticated, service_role;

create function public.mark_period_paid(p_period date)
returns public.report_periods
language plpgsql
volatile
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
  update public.report_periods p
  set status = 'paid', paid_at = now(), paid_by = auth.uid()
  where p.period = p_period
  returning * into v_period;
  return v_period;
end;
$$;

comment on function public.mark_period_paid(date) is
  'Marks a closed month paid, which locks its revenue reports for good. Administrators only; '
  '404 when the month was never closed, 409 when it is already paid.';
revoke execute on function public.mark_period_paid(date) from public, anon, authenticated;
grant execute on function public.mark_period_paid(date) to authenticated, service_role;
