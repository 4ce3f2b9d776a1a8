-- maintenance_summary: the entry count and total cost of the maintenance log as the screen filters
-- it (vehicle, type, date range), summed in SQL so the browser never downloads the log to add it up.
--
-- The screen lists newest first under each filter, so the vehicle and type indexes lead with the
-- filter and end with the date; the vehicle index replaces the single-column one (it still serves
-- the foreign key) and carries the cost so a vehicle's sum reads the index alone.

drop index public.maintenance_logs_vehicle_id_idx;
create index maintenance_logs_vehicle_id_log_date_idx
  on public.maintenance_logs (vehicle_id, log_date desc) include (cost_kobo, log_type);
create index maintenance_logs_log_type_log_date_idx
  on public.maintenance_logs (log_type, log_date desc) include (cost_kobo);

create function public.maintenance_summary(
  p_vehicle_id uuid default null,
  p_log_type public.maintenance_log_type default null,
  p_from date default null,
  p_to date default null
)
returns table (entries integer, total_cost_kobo bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using
      errcode = '42501', message = 'Only administrators can see the maintenance log.';
  end if;
  if p_from > p_to then
    raise exception using
      errcode = 'P0001', message = 'The start date must be on or before the end date.';
  end if;
  -- Only the filters in use reach the query, so each call is planned for them and finds its index.
  return query execute
    'select count(*)::integer, coalesce(sum(l.cost_kobo), 0)::bigint '
    'from public.maintenance_logs l where true'
    || case when p_vehicle_id is null then '' else ' and l.vehicle_id = $1' end
    || case when p_log_type is null then '' else ' and l.log_type = $2' end
    || case when p_from is null then '' else ' and l.log_date >= $3' end
    || case when p_to is null then '' else ' and l.log_date <= $4' end
    using p_vehicle_id, p_log_type, p_from, p_to;
end;
$$;

comment on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date) is
  'Entries and total cost (kobo) of the maintenance log under the screen''s filters: vehicle, type '
  'and an inclusive date range, each optional. Administrators only (42501); a reversed range is a '
  '400.';

revoke execute on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date)
  from public, anon, authenticated;
grant execute on function public.maintenance_summary(uuid, public.maintenance_log_type, date, date)
  to authenticated, service_role;
