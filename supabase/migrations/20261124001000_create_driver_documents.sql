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

-- True for requests from browsers (anon or signed-in users), as opposed to the service role, seeds
-- and SQL run by operators.
create function private.is_api_caller()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') in ('anon', 'authenticated')
$$;

comment on function private.is_api_caller() is
  'True when the request comes from anon or authenticated (not the service role or plain SQL).';
revoke execute on function private.is_api_caller() from public, anon, authenticated;

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

create trigger drivers_guard_documents_mirror
  before insert or update on public.drivers
  for each row execute function private.guard_driver_documents_mirror();
create trigger drivers_sync_documents
  after insert or update on public.drivers
  for each row execute function private.sync_documents_from_driver();
create trigger driver_documents_prepare
  before insert or update on public.driver_documents
  for each row execute function private.prepare_driver_document();
create trigger driver_documents_sync_mirror
  after insert or update or delete on public.driver_documents
  for each row execute function private.sync_driver_documents_mirror();

-- Existing drivers get their two rows from their current statuses.
insert into public.driver_documents (driver_id, kind, status)
select d.id, k.kind, (d.documents ->> k.kind)::public.document_status
from public.drivers d
cross join (values ('license'), ('insurance')) as k (kind)
on conflict (driver_id, kind) do nothing;

comment on column public.drivers.documents is
  'Document statuses {"license": ..., "insurance": ...}: a mirror of driver_documents kept by '
  'triggers; read-only over the API (Pending for a new driver).';

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
