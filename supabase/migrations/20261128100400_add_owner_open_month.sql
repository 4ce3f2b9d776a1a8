-- The owner portal said ₦0 and "0 completed trips" for the current month while the same screen
-- listed the month's trips: its cards summed revenue reports only, and a month has none until the
-- operator closes it. owner_statements gives an owner every month of a range with what it stands
-- at: a month not yet closed computed live from its completed trips and logged costs, exactly as
-- close_period would sum it (provisional), a closed month from its reports, and each month's
-- status (open, closed, paid) with its date, so an owner knows what they are owed and when.

create function public.owner_statements(p_from date default null, p_to date default null)
returns table (
  period date,
  status text,
  provisional boolean,
  closed_at timestamptz,
  paid_at timestamptz,
  vehicles integer,
  trips integer,
  revenue_kobo bigint,
  fuel_kobo bigint,
  maintenance_kobo bigint,
  expenses_kobo bigint,
  commission_rate_bps integer,
  commission_kobo bigint,
  payout_kobo bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_this_month date := date_trunc('month', now() at time zone 'Africa/Lagos')::date;
  v_rate integer := (select s.commission_rate_bps from public.operator_settings s);
  v_from date;
  v_to date;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'Only vehicle owners can see owner reports.';
  end if;
  if (p_from is not null and not isfinite(p_from)) or (p_to is not null and not isfinite(p_to)) then
    raise exception using errcode = '22023', message = 'Choose real calendar dates for the period.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = '22023', message = 'The start of the period must be on or before its end.';
  end if;
  if p_to - p_from > 3660 then
    raise exception using errcode = '22023', message = 'A period can span at most ten years.';
  end if;
  -- A month that has not begun has nothing to say; an open start looks back ten years at most.
  v_to := least(coalesce(date_trunc('month', p_to)::date, v_this_month), v_this_month);
  v_from := greatest(
    coalesce(date_trunc('month', p_from)::date, (v_to - interval '119 months')::date),
    (v_to - interval '119 months')::date
  );
  if v_from > v_to then
    return;
  end if;

  return query
  with mine as (
    select f.id from public.fleets f where f.owner_id = v_uid
  ),
  reported as (
    select r.period, p.status as period_status, p.closed_at, p.paid_at,
      count(*)::integer as vehicles, coalesce(sum(r.trips), 0)::integer as trips,
      sum(r.revenue_kobo)::bigint as revenue, coalesce(sum(r.fuel_kobo), 0)::bigint as fuel,
      coalesce(sum(r.maintenance_kobo), 0)::bigint as maintenance,
      sum(r.expenses_kobo)::bigint as expenses,
      coalesce(p.commission_rate_bps, max(r.commission_rate_bps))::integer as rate,
      sum(r.commission_kobo)::bigint as commission, sum(r.payout_kobo)::bigint as payout
    from public.revenue_reports r
    join mine on mine.id = r.vehicle_id
    left join public.report_periods p on p.period = r.period
    where r.period between v_from and v_to
    group by r.period, p.status, p.closed_at, p.paid_at, p.commission_rate_bps
  ),
  -- Months nobody has closed yet (and with no typed-in report of the owner's).
  unclosed as (
    select m.month::date as period
    from generate_series(v_from, v_to, interval '1 month') as m(month)
    where not exists (select 1 from public.report_periods p where p.period = m.month::date)
      and not exists (select 1 from reported x where x.period = m.month::date)
  ),
  span as (
    select min(u.period) as lo from unclosed u
  ),
  -- What close_period would take: completed trips by Lagos completion month, logs by their date,
  -- each counted once (a trip or log already in a closed month's trace is not counted again).
  trip_sums as (
    select date_trunc('month', coalesce(b.completed_at, b.booking_time) at time zone 'Africa/Lagos')::date
        as period,
      b.vehicle_id, count(*)::integer as trips, sum(b.fare_kobo)::bigint as revenue
    from public.bookings b
    join mine on mine.id = b.vehicle_id
    cross join span
    where b.status = 'completed'
      and coalesce(b.completed_at, b.booking_time) >= span.lo::timestamp at time zone 'Africa/Lagos'
      and coalesce(b.completed_at, b.booking_time)
        < (v_to + interval '1 month')::timestamp at time zone 'Africa/Lagos'
      and not exists (select 1 from public.revenue_report_sources s where s.booking_id = b.id)
    group by 1, 2
  ),
  cost_sums as (
    select date_trunc('month', l.log_date)::date as period, l.vehicle_id,
      coalesce(sum(l.cost_kobo) filter (where l.log_type = 'Fuel'), 0)::bigint as fuel,
      coalesce(sum(l.cost_kobo) filter (where l.log_type <> 'Fuel'), 0)::bigint as maintenance
    from public.maintenance_logs l
    join mine on mine.id = l.vehicle_id
    cross join span
    where l.log_date >= span.lo
      and l.log_date < (v_to + interval '1 month')::date
      and not exists (select 1 from public.revenue_report_sources s where s.maintenance_log_id = l.id)
    group by 1, 2
  ),
  -- Per vehicle first: close_period rounds each vehicle's commission, so the sum here matches.
  per_vehicle as (
    select coalesce(t.period, c.period) as period, coalesce(t.trips, 0) as trips,
      coalesce(t.revenue, 0) as revenue, coalesce(c.fuel, 0) as fuel,
      coalesce(c.maintenance, 0) as maintenance,
      round(coalesce(t.revenue, 0) * v_rate / 10000.0)::bigint as commission
    from trip_sums t
    full join cost_sums c on c.period = t.period and c.vehicle_id = t.vehicle_id
  ),
  live as (
    select u.period, count(v.period)::integer as vehicles,
      coalesce(sum(v.trips), 0)::integer as trips, coalesce(sum(v.revenue), 0)::bigint as revenue,
      coalesce(sum(v.fuel), 0)::bigint as fuel,
      coalesce(sum(v.maintenance), 0)::bigint as maintenance,
      coalesce(sum(v.commission), 0)::bigint as commission
    from unclosed u
    left join per_vehicle v on v.period = u.period
    group by u.period
    -- An unclosed month with nothing in it is left out, except the month under way.
    having count(v.period) > 0 or u.period = v_this_month
  )
  select x.period, case when x.period_status = 'paid' then 'paid' else 'closed' end, false,
    x.closed_at, x.paid_at, x.vehicles, x.trips, x.revenue, x.fuel, x.maintenance, x.expenses,
    x.rate, x.commission, x.payout
  from reported x
  union all
  select l.period, 'open', true, null, null, l.vehicles, l.trips, l.revenue, l.fuel,
    l.maintenance, l.fuel + l.maintenance, v_rate, l.commission,
    l.revenue - l.commission - l.fuel - l.maintenance
  from live l
  order by 1 desc;
end;
$$;

comment on function public.owner_statements(date, date) is
  'Owner portal statements: one row per month of p_from..p_to (default: ten years up to the current Lagos month; never past it) with the caller''s vehicles'' figures (vehicles, trips, revenue, fuel, maintenance, expenses, commission rate and amount, payout; kobo) and where the month stands: status closed (closed_at, not yet paid) or paid (paid_at) from its revenue reports, or open (provisional) computed live as close_period would sum it (completed trips by Lagos completion month, logs by date, commission at the current operator rate rounded per vehicle). An unclosed month with no activity is left out except the current one. Newest first. Owners only; security definer because owners cannot read bookings or maintenance logs, and it reads only the caller''s vehicles.';

revoke execute on function public.owner_statements(date, date) from public, anon, authenticated;
grant execute on function public.owner_statements(date, date) to authenticated, service_role;
