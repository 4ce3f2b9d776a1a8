-- A trip's trace line names where the rider was picked up and dropped off, which can be a home
-- address: the operator's business, not the vehicle owner's. Owners no longer read the trace table
-- itself; report_sources() (now security definer, with its own check) still answers an owner for
-- their own vehicle's report, with each trip's reference, time and fare but without the route.

drop policy "admins read all report sources, owners their vehicles'" on public.revenue_report_sources;
create policy "admins read report sources"
  on public.revenue_report_sources for select to authenticated
  using ((select public.is_admin()));

create or replace function public.report_sources(p_report_id uuid)
returns table (
  kind text,
  booking_id uuid,
  maintenance_log_id uuid,
  occurred_at timestamptz,
  label text,
  detail text,
  amount_kobo bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin boolean := public.is_admin();
  v_report public.revenue_reports;
begin
  if not (v_admin or public.is_owner()) then
    raise exception using
      errcode = '42501', message = 'Only administrators and owners can see revenue reports.';
  end if;
  select r.* into v_report
  from public.revenue_reports r
  join public.fleets f on f.id = r.vehicle_id
  where r.id = p_report_id and (v_admin or f.owner_id = (select auth.uid()));
  if v_report.id is null then
    raise exception using errcode = 'PT404', message = 'Report not found.';
  end if;
  return query
  select s.kind, s.booking_id, s.maintenance_log_id, s.occurred_at, s.label,
    case when v_admin or s.kind <> 'trip' then s.detail else '' end,
    s.amount_kobo
  from public.revenue_report_sources s
  where s.vehicle_id = v_report.vehicle_id and s.period = v_report.period
  order by case s.kind when 'trip' then 0 when 'fuel' then 1 else 2 end, s.occurred_at, s.id;
end;
$$;

comment on function public.report_sources(uuid) is
  'Trace of one revenue report: the completed trips (kind trip) and maintenance logs (fuel, '
  'maintenance) its period close summed, with each amount. Empty for a typed-in report. '
  'Administrators; owners for their own vehicles, without the trips'' routes (404 otherwise).';
revoke execute on function public.report_sources(uuid) from public, anon, authenticated;
grant execute on function public.report_sources(uuid) to authenticated, service_role;
