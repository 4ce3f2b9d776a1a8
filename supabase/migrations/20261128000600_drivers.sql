-- Baseline, part 6 of 17: drivers, their logins and their documents.

-- Drivers, managed by admins. A user whose app_metadata.role is 'driver' is linked to one drivers
-- row by drivers.user_id (an administrator invites them from the driver's card). Signed in, a
-- driver reads their own drivers row, the bookings assigned to them and the vehicle assigned to
-- them (with its live position), and writes nothing directly: positions go through
-- report_position and trip steps through driver_trip_step, both security definer.
create table public.drivers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone text,
  email text,
  license_number text,
  license_expiry date not null,
  assigned_vehicle_id uuid references public.fleets (id) on delete set null,
  status public.driver_status not null default 'inactive',
  rating numeric(2, 1) not null default 5.0,
  trips integer not null default 0,
  documents jsonb not null default '{"license": "Pending", "insurance": "Pending"}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  user_id uuid references auth.users (id) on delete set null,
  rating_count integer not null default 0,
  constraint drivers_user_id_key unique (user_id),
  constraint drivers_name_not_blank check (btrim(name) <> ''),
  constraint drivers_name_at_most_120_characters check (char_length(name) <= 120),
  constraint drivers_phone_nigerian_mobile_e164 check (phone ~ '^\+234[789][01][0-9]{8}$'),
  constraint drivers_email_valid_address check (public.is_valid_email(email)),
  constraint drivers_license_number_not_blank check (btrim(license_number) <> ''),
  constraint drivers_rating_between_0_and_5 check (rating between 0 and 5),
  constraint drivers_trips_not_negative check (trips >= 0),
  constraint drivers_documents_license_and_insurance_statuses check (
    jsonb_typeof(documents) = 'object'
    and coalesce(documents ->> 'license', '') in ('Pending', 'Verified', 'Rejected', 'Expired')
    and coalesce(documents ->> 'insurance', '') in ('Pending', 'Verified', 'Rejected', 'Expired')
  ),
  constraint drivers_rating_count_not_negative check (rating_count >= 0)
);

create unique index drivers_one_driver_per_vehicle on public.drivers (assigned_vehicle_id)
  where assigned_vehicle_id is not null;
create index drivers_status_idx on public.drivers (status);
create index drivers_name_idx on public.drivers (name);
create index drivers_created_at_idx on public.drivers (created_at desc);
create index drivers_license_expiry_idx on public.drivers (license_expiry);
comment on index public.drivers_license_expiry_idx is
  'Drivers by licence expiry: dashboard_alerts finds the licences expired or expiring within 30 days.';

create trigger drivers_set_updated_at
  before update on public.drivers
  for each row execute function public.set_updated_at();
create trigger drivers_audit
  after insert or update or delete on public.drivers
  for each row execute function public.audit_row_change();

alter table public.drivers enable row level security;

create policy "admins add drivers"
  on public.drivers for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit drivers"
  on public.drivers for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete drivers"
  on public.drivers for delete to authenticated
  using ((select public.is_admin()));
create policy "admins read drivers, drivers read their own"
  on public.drivers for select to authenticated
  using (
    (select public.is_admin())
    or (user_id = (select auth.uid()) and (select public.is_driver()))
  );

revoke all on table public.drivers from anon, authenticated;
grant select, insert, update, delete on table public.drivers to authenticated;

comment on table public.drivers is 'Drivers of the fleet.';
comment on column public.drivers.license_expiry is 'Licence expiry date; an expired licence blocks assignment.';
comment on column public.drivers.assigned_vehicle_id is 'The vehicle the driver usually drives; one driver per vehicle.';
comment on column public.drivers.rating is 'Average rider rating, 0.0 to 5.0.';
comment on column public.drivers.trips is 'Completed trips.';
comment on column public.drivers.documents is
  'Document statuses {"license": ..., "insurance": ...}: a mirror of driver_documents kept by '
  'triggers; read-only over the API (Pending for a new driver).';
comment on constraint drivers_email_valid_address on public.drivers is
  'The driver''s e-mail, when given, follows public.is_valid_email().';
comment on column public.drivers.user_id is
  'The driver''s login (role driver), set when an administrator invites them; null until then. '
  'One login per driver.';
comment on column public.drivers.rating_count is
  'How many rider ratings drivers.rating averages; kept by the ride_ratings triggers.';

-- Runs with its caller's rights: only the security definer driver functions reach it.
create function private.current_driver_id()
returns uuid
language sql
stable
security invoker
set search_path = ''
as $$
  select d.id
  from public.drivers d
  where d.user_id = (select auth.uid())
    and public.is_driver()
$$;

comment on function private.current_driver_id() is
  'drivers.id of the caller when they are signed in as a driver (live session, role driver) and '
  'linked to a drivers row; null otherwise.';

revoke all on function private.current_driver_id() from public, anon, authenticated;

-- The fleets select policy (part 5) names the caller's drivers row. The select policies stay one per
-- table (the advisors warn about several permissive ones) and find that row through a subquery
-- that the drivers policy itself filters, so the lookup needs no function outside the API's reach.
create policy "admins read all vehicles, owners their own, drivers the one assigned to them"
  on public.fleets for select to authenticated
  using (
    (select public.is_admin())
    or owner_id = (select auth.uid())
    or id = (select d.assigned_vehicle_id from public.drivers d where d.user_id = (select auth.uid()))
  );

comment on policy "admins read all vehicles, owners their own, drivers the one assigned to them"
  on public.fleets is
  'Admins read every vehicle, owners the ones linked to them (owner_id), drivers the one assigned '
  'to their drivers row. One policy for the three, as two permissive policies would each be '
  'evaluated for every row.';

-- Driver documents: the licence and the insurance of each driver, with the uploaded file (private
-- `driver-documents` bucket), its review (who verified or rejected it, when, and why) and its
-- expiry date. One row per driver and kind, created with the driver.
--
-- drivers.documents keeps the spec's shape ({"license": ..., "insurance": ...}) as a mirror of
-- these rows, written by triggers only:
--   * a driver added over the API always starts with both documents Pending, whatever it sends;
--     SQL and the service role (seeds, tests) may give initial statuses, which become the rows;
--   * over the API the mirror is read-only (a change is refused); statuses change here, through
--     review_driver_document(); the service role and SQL may still write the mirror, and the
--     rows follow it;
--   * the licence's expiry is drivers.license_expiry, the date the driver form requires and
--     dispatch already checks: one date, never two that disagree.
-- private.driver_document_problem() says in one sentence why a driver's documents do not allow
-- dispatch; the dispatch functions call it.
create table public.driver_documents (
  id uuid primary key default gen_random_uuid(),
  driver_id uuid not null references public.drivers (id) on delete cascade,
  kind text not null,
  status public.document_status not null default 'Pending',
  file_path text,
  expires_on date,
  rejection_reason text,
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint driver_documents_one_per_driver_and_kind unique (driver_id, kind),
  constraint driver_documents_kind_license_or_insurance check (kind in ('license', 'insurance')),
  constraint driver_documents_file_path_under_driver_and_kind
    check (starts_with(file_path, driver_id::text || '/' || kind || '/')),
  constraint driver_documents_rejection_reason_only_when_rejected
    check (rejection_reason is null or status = 'Rejected'),
  constraint driver_documents_rejection_reason_not_blank check (btrim(rejection_reason) <> ''),
  constraint driver_documents_rejection_reason_at_most_500_characters
    check (char_length(rejection_reason) <= 500)
);

create index driver_documents_status_idx on public.driver_documents (status);
create index driver_documents_reviewed_by_idx on public.driver_documents (reviewed_by);

create trigger driver_documents_set_updated_at
  before update on public.driver_documents
  for each row execute function public.set_updated_at();
create trigger driver_documents_audit
  after insert or update or delete on public.driver_documents
  for each row execute function public.audit_row_change();

alter table public.driver_documents enable row level security;

create policy "admins read driver documents"
  on public.driver_documents for select to authenticated
  using ((select public.is_admin()));
create policy "admins add driver documents"
  on public.driver_documents for insert to authenticated
  with check ((select public.is_admin()));
create policy "admins edit driver documents"
  on public.driver_documents for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins delete driver documents"
  on public.driver_documents for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.driver_documents from anon, authenticated;
grant select, insert, update, delete on table public.driver_documents to authenticated;

comment on table public.driver_documents is
  'A driver''s licence and insurance: file, review and expiry. One row per driver and kind, '
  'created with the driver; drivers.documents mirrors the statuses.';
comment on column public.driver_documents.kind is 'license or insurance.';
comment on column public.driver_documents.status is
  'Pending until reviewed; Verified or Rejected by an administrator; a new file makes it Pending again.';
comment on column public.driver_documents.file_path is
  'Object name in the private driver-documents bucket, under <driver id>/<kind>/.';
comment on column public.driver_documents.expires_on is
  'Expiry date; for the licence always drivers.license_expiry (kept by a trigger).';
comment on column public.driver_documents.rejection_reason is 'Why it was rejected; only while Rejected.';
comment on column public.driver_documents.reviewed_at is 'When it was last verified or rejected.';
comment on column public.driver_documents.reviewed_by is 'Who last verified or rejected it (null for SQL and the service role).';

create function private.driver_documents_json(p_driver_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'license', coalesce(max(dd.status::text) filter (where dd.kind = 'license'), 'Pending'),
    'insurance', coalesce(max(dd.status::text) filter (where dd.kind = 'insurance'), 'Pending')
  )
  from public.driver_documents dd
  where dd.driver_id = p_driver_id
$$;

comment on function private.driver_documents_json(uuid) is
  'The spec''s documents object for a driver, from its driver_documents rows (Pending when missing).';

revoke execute on function private.driver_documents_json(uuid) from public, anon, authenticated;

-- BEFORE INSERT OR UPDATE on drivers.
create function private.guard_driver_documents_mirror()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.documents := '{"license": "Pending", "insurance": "Pending"}'::jsonb;
  elsif pg_trigger_depth() = 1 and new.documents is distinct from old.documents then
    raise exception using
      errcode = 'P0001',
      message = 'Document statuses change through the driver''s documents, not drivers.documents.';
  end if;
  return new;
end;
$$;

comment on function private.guard_driver_documents_mirror() is
  'BEFORE INSERT OR UPDATE on drivers: over the API a new driver''s documents start Pending and '
  'the documents mirror cannot be written directly.';

revoke execute on function private.guard_driver_documents_mirror() from public, anon, authenticated;

create trigger drivers_guard_documents_mirror
  before insert or update on public.drivers
  for each row execute function private.guard_driver_documents_mirror();

-- AFTER INSERT OR UPDATE on drivers.
create function private.sync_documents_from_driver()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.driver_documents (driver_id, kind, status)
    select new.id, k.kind, (new.documents ->> k.kind)::public.document_status
    from (values ('license'), ('insurance')) as k (kind);
    return null;
  end if;
  if new.license_expiry is distinct from old.license_expiry then
    update public.driver_documents
    set expires_on = new.license_expiry
    where driver_id = new.id and kind = 'license';
  end if;
  -- A direct write of the mirror (service role, SQL): the rows follow it.
  if pg_trigger_depth() = 1 and new.documents is distinct from old.documents then
    update public.driver_documents dd
    set status = (new.documents ->> dd.kind)::public.document_status
    where dd.driver_id = new.id and dd.status::text is distinct from new.documents ->> dd.kind;
  end if;
  return null;
end;
$$;

comment on function private.sync_documents_from_driver() is
  'AFTER INSERT OR UPDATE on drivers: creates the licence and insurance rows, carries '
  'license_expiry to the licence row, and applies a direct write of drivers.documents to the rows.';

revoke execute on function private.sync_documents_from_driver() from public, anon, authenticated;

create trigger drivers_sync_documents
  after insert or update on public.drivers
  for each row execute function private.sync_documents_from_driver();

-- BEFORE INSERT OR UPDATE on driver_documents.
create function private.prepare_driver_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.driver_id <> old.driver_id or new.kind <> old.kind) then
    raise exception using errcode = '22023', message = 'A document stays with its driver and kind.';
  end if;
  if new.kind = 'license' then
    new.expires_on := (select d.license_expiry from public.drivers d where d.id = new.driver_id);
  end if;
  if tg_op = 'UPDATE' then
    if new.file_path is distinct from old.file_path and new.file_path is not null then
      -- A new file has not been reviewed yet.
      new.status := 'Pending';
    end if;
    if new.status is distinct from old.status then
      if new.status in ('Verified', 'Rejected') then
        new.reviewed_at := now();
        new.reviewed_by := auth.uid();
      else
        new.reviewed_at := null;
        new.reviewed_by := null;
      end if;
    end if;
  end if;
  if new.status <> 'Rejected' then
    new.rejection_reason := null;
  end if;
  return new;
end;
$$;

comment on function private.prepare_driver_document() is
  'BEFORE INSERT OR UPDATE on driver_documents: keeps the licence expiry equal to '
  'drivers.license_expiry, makes a new file Pending, records the reviewer and time of a '
  'verification or rejection, and drops the rejection reason when no longer Rejected.';

revoke execute on function private.prepare_driver_document() from public, anon, authenticated;

create trigger driver_documents_prepare
  before insert or update on public.driver_documents
  for each row execute function private.prepare_driver_document();

-- AFTER INSERT OR UPDATE OR DELETE on driver_documents.
create function private.sync_driver_documents_mirror()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_driver_id uuid := coalesce(new.driver_id, old.driver_id);
  v_documents jsonb := private.driver_documents_json(v_driver_id);
begin
  update public.drivers d
  set documents = v_documents
  where d.id = v_driver_id and d.documents is distinct from v_documents;
  return null;
end;
$$;

comment on function private.sync_driver_documents_mirror() is
  'AFTER INSERT OR UPDATE OR DELETE on driver_documents: rewrites drivers.documents from the rows.';

revoke execute on function private.sync_driver_documents_mirror() from public, anon, authenticated;

create trigger driver_documents_sync_mirror
  after insert or update or delete on public.driver_documents
  for each row execute function private.sync_driver_documents_mirror();

create function private.driver_document_problem(p_driver_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_today date := (now() at time zone 'Africa/Lagos')::date;
  v_doc record;
begin
  select d.name into v_name from public.drivers d where d.id = p_driver_id;
  if not found then
    return 'Driver not found.';
  end if;
  for v_doc in
    select k.kind, k.label, dd.status, dd.expires_on
    from (values ('license', 'licence', 1), ('insurance', 'insurance', 2)) as k (kind, label, ord)
    left join public.driver_documents dd on dd.driver_id = p_driver_id and dd.kind = k.kind
    order by k.ord
  loop
    if v_doc.status in ('Verified', 'Expired') and v_doc.expires_on < v_today then
      return v_name || '''s ' || v_doc.label || ' expired on '
        || to_char(v_doc.expires_on, 'FMDD FMMonth YYYY') || '.';
    elsif v_doc.status = 'Expired' then
      return v_name || '''s ' || v_doc.label || ' has expired.';
    elsif v_doc.status is distinct from 'Verified' then
      return v_name || '''s ' || v_doc.label || ' is not verified.';
    end if;
  end loop;
  return null;
end;
$$;

comment on function private.driver_document_problem(uuid) is
  'Null when the driver''s licence and insurance are both Verified and not expired (Lagos date); '
  'otherwise one sentence naming the first problem, e.g. "Ada Obi''s insurance is not verified." '
  'or "Ada Obi''s licence expired on 3 March 2026.". Security definer (reads rows whatever the '
  'caller''s rights); callable only from definer code, as anon and authenticated hold no rights '
  'in the private schema.';

revoke execute on function private.driver_document_problem(uuid) from public, anon, authenticated;

-- What the Docs dialog does to a driver document, each as one call with a readable refusal:
--   * attach_driver_document_file: after the browser uploads a file to the private
--     driver-documents bucket under <driver id>/<kind>/, record it; a new file is Pending again;
--   * review_driver_document: verify, or reject with a reason; records reviewer and time;
--   * set_driver_document_expiry: the insurance's expiry, or the licence's (which is
--     drivers.license_expiry, so the driver form and the dialog never disagree).
-- Administrators only. They run with the caller's rights: row-level security already lets an
-- administrator change these rows, and each function begins with an is_admin() check for a clear
-- 42501. Errors: 42501 not an administrator (403), 22023 bad input (400), PT404 not found (404),
-- P0001 a rule refused it (400).
create function public.attach_driver_document_file(p_driver_id uuid, p_kind text, p_file_path text)
returns public.driver_documents
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.driver_documents;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can manage driver documents.';
  end if;
  if p_kind is null or p_kind not in ('license', 'insurance') then
    raise exception using errcode = '22023', message = 'A driver document is a license or an insurance.';
  end if;
  if p_file_path is null
    or not starts_with(p_file_path, p_driver_id::text || '/' || p_kind || '/')
    or p_file_path like '%..%'
  then
    raise exception using
      errcode = '22023',
      message = 'The file must be stored under ' || coalesce(p_driver_id::text, '?') || '/' || p_kind || '/.';
  end if;
  if not exists (
    select 1 from storage.objects o where o.bucket_id = 'driver-documents' and o.name = p_file_path
  ) then
    raise exception using errcode = 'PT404', message = 'The uploaded file was not found.';
  end if;

  update public.driver_documents dd
  set file_path = p_file_path
  where dd.driver_id = p_driver_id and dd.kind = p_kind
  returning dd.* into v_row;
  if not found then
    raise exception using errcode = 'PT404', message = 'Driver not found.';
  end if;
  return v_row;
end;
$$;

comment on function public.attach_driver_document_file(uuid, text, text) is
  'Records the file just uploaded to driver-documents/<driver id>/<kind>/ as the document''s file; '
  'the document becomes Pending until reviewed. Administrators only.';

revoke execute on function public.attach_driver_document_file(uuid, text, text) from public, anon, authenticated;
grant execute on function public.attach_driver_document_file(uuid, text, text) to authenticated, service_role;

create function public.review_driver_document(
  p_driver_id uuid,
  p_kind text,
  p_status public.document_status,
  p_reason text default null
)
returns public.driver_documents
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(p_reason), '');
  v_row public.driver_documents;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can review driver documents.';
  end if;
  if p_kind is null or p_kind not in ('license', 'insurance') then
    raise exception using errcode = '22023', message = 'A driver document is a license or an insurance.';
  end if;
  if p_status is null or p_status not in ('Verified', 'Rejected') then
    raise exception using errcode = '22023', message = 'A document is reviewed as Verified or Rejected.';
  end if;
  if p_status = 'Rejected' and v_reason is null then
    raise exception using errcode = '22023', message = 'Please give a reason for rejecting the document.';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using errcode = '22023', message = 'The reason must be 500 characters or fewer.';
  end if;

  select * into v_row
  from public.driver_documents dd
  where dd.driver_id = p_driver_id and dd.kind = p_kind
  for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Driver not found.';
  end if;
  if p_status = 'Verified' and v_row.file_path is null then
    raise exception using
      errcode = 'P0001',
      message = 'Upload the ' || case p_kind when 'license' then 'licence' else p_kind end
        || ' before verifying it.';
  end if;

  update public.driver_documents dd
  set status = p_status,
    rejection_reason = case when p_status = 'Rejected' then v_reason end,
    reviewed_at = now(),
    reviewed_by = auth.uid()
  where dd.id = v_row.id
  returning dd.* into v_row;
  return v_row;
end;
$$;

comment on function public.review_driver_document(uuid, text, public.document_status, text) is
  'Verifies (a file must be uploaded) or rejects (a reason is required) a driver''s licence or '
  'insurance, recording who and when. Administrators only.';

revoke execute on function public.review_driver_document(uuid, text, public.document_status, text)
  from public, anon, authenticated;
grant execute on function public.review_driver_document(uuid, text, public.document_status, text)
  to authenticated, service_role;

create function public.set_driver_document_expiry(p_driver_id uuid, p_kind text, p_expires_on date)
returns public.driver_documents
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_row public.driver_documents;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only administrators can manage driver documents.';
  end if;
  if p_kind is null or p_kind not in ('license', 'insurance') then
    raise exception using errcode = '22023', message = 'A driver document is a license or an insurance.';
  end if;

  if p_kind = 'license' then
    if p_expires_on is null then
      raise exception using errcode = '22023', message = 'A licence needs an expiry date.';
    end if;
    update public.drivers d set license_expiry = p_expires_on where d.id = p_driver_id;
  else
    update public.driver_documents dd
    set expires_on = p_expires_on
    where dd.driver_id = p_driver_id and dd.kind = p_kind;
  end if;

  select * into v_row
  from public.driver_documents dd
  where dd.driver_id = p_driver_id and dd.kind = p_kind;
  if not found then
    raise exception using errcode = 'PT404', message = 'Driver not found.';
  end if;
  return v_row;
end;
$$;

comment on function public.set_driver_document_expiry(uuid, text, date) is
  'Sets a driver document''s expiry date; for the licence this is drivers.license_expiry (required). '
  'Administrators only.';

revoke execute on function public.set_driver_document_expiry(uuid, text, date) from public, anon, authenticated;
grant execute on function public.set_driver_document_expiry(uuid, text, date) to authenticated, service_role;
