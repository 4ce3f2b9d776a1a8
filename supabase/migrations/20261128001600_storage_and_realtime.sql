-- Baseline, part 16 of 17: storage buckets and their policies, and the realtime publication.
--
-- Upload buckets. Size and type limits live on the bucket, so Storage enforces them itself.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('fleet-images', 'fleet-images', true, 5242880,
    array['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml']),
  ('driver-resumes', 'driver-resumes', false, 5242880,
    array['application/pdf', 'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('sales-documents', 'sales-documents', false, 10485760,
    array['application/pdf', 'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/zip', 'application/x-zip-compressed']),
  ('driver-documents', 'driver-documents', false, 10485760,
    array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "anyone reads fleet images"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'fleet-images');

-- Storage inserts with RETURNING, and PostgreSQL applies SELECT policies to returned rows. An
-- applicant may therefore see the object only inside the transaction that writes it (created_at
-- defaults to that transaction's now()); any later request, theirs included, sees nothing.
create policy "applicants see their upload only while writing it"
  on storage.objects for select to anon, authenticated
  using (bucket_id in ('driver-resumes', 'sales-documents') and created_at = now());

create policy "admins read private uploads"
  on storage.objects for select to authenticated
  using (bucket_id in ('driver-resumes', 'sales-documents', 'driver-documents') and (select public.is_admin()));

create policy "applicants upload resumes under applications/"
  on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'driver-resumes' and (storage.foldername(name))[1] = 'applications');

create policy "anyone uploads sales documents"
  on storage.objects for insert to anon, authenticated
  with check (bucket_id = 'sales-documents');

create policy "admins upload fleet images and driver documents"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('fleet-images', 'driver-documents') and (select public.is_admin()));

create policy "admins replace fleet images and driver documents"
  on storage.objects for update to authenticated
  using (bucket_id in ('fleet-images', 'driver-documents') and (select public.is_admin()))
  with check (bucket_id in ('fleet-images', 'driver-documents') and (select public.is_admin()));

create policy "admins delete uploads"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('fleet-images', 'driver-resumes', 'sales-documents', 'driver-documents')
    and (select public.is_admin())
  );

-- A revoked signed-in session uploads nothing (as it edits no profile, part 2).
create policy "revoked sessions upload nothing"
  on storage.objects as restrictive for insert to authenticated
  with check ((select public.caller_is_active()));

-- Live admin bookings list and tracking map. Each table's select policy decides who gets events.
alter publication supabase_realtime add table public.bookings, public.vehicle_positions;
