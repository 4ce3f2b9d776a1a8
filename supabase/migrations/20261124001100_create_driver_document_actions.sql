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
