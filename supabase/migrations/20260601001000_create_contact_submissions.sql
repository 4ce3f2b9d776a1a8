-- Driver applications, sales requests and contact messages. The public may only send them
-- (insert without reading back, i.e. Prefer: return=minimal); admins read and delete.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  form_type public.form_type not null,
  name text not null,
  email text not null,
  phone text,
  subject text,
  message text,
  company_name text,
  service_requirements text,
  attachment_path text,
  created_at timestamptz not null default now(),
  constraint contact_submissions_name_not_blank check (btrim(name) <> ''),
  constraint contact_submissions_name_at_most_120_characters check (char_length(name) <= 120),
  constraint contact_submissions_email_valid_address check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint contact_submissions_phone_nigerian_mobile_e164 check (phone ~ '^\+234[789][01][0-9]{8}$'),
  constraint contact_submissions_subject_at_most_200_characters check (char_length(subject) <= 200),
  constraint contact_submissions_message_at_most_5000_characters check (char_length(message) <= 5000),
  constraint contact_submissions_service_requirements_at_most_5000_characters
    check (char_length(service_requirements) <= 5000),
  constraint contact_submissions_driver_application_requires_phone
    check (form_type <> 'apply_to_drive' or phone is not null),
  constraint contact_submissions_sales_request_requires_company_and_phone
    check (form_type <> 'contact_sales' or (btrim(coalesce(company_name, '')) <> '' and phone is not null)),
  constraint contact_submissions_contact_message_requires_message
    check (form_type <> 'contact' or btrim(coalesce(message, '')) <> '')
);

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
create index contact_submissions_form_type_created_at_idx on public.contact_submissions (form_type, created_at desc);

alter table public.contact_submissions enable row level security;

create policy "admins read submissions"
  on public.contact_submissions for select to authenticated
  using ((select public.is_admin()));
-- Attachments must be this form's own upload: a resume under applications/ or a sales document.
create policy "anyone sends a submission with its own form's attachment"
  on public.contact_submissions for insert to anon, authenticated
  with check (
    attachment_path is null
    or (form_type = 'apply_to_drive' and attachment_path like 'applications/%')
    or form_type = 'contact_sales'
  );
create policy "submissions are never edited"
  on public.contact_submissions for update to authenticated
  using (false);
create policy "admins delete submissions"
  on public.contact_submissions for delete to authenticated
  using ((select public.is_admin()));

revoke all on table public.contact_submissions from anon, authenticated;
grant insert on table public.contact_submissions to anon;
grant select, insert, delete on table public.contact_submissions to authenticated;

comment on table public.contact_submissions is 'Messages from the public forms: driver applications, sales requests, contact.';
comment on column public.contact_submissions.form_type is 'Which form sent it.';
comment on column public.contact_submissions.phone is 'Nigerian mobile in E.164 (+234...).';
comment on column public.contact_submissions.company_name is 'Sales requests: the company.';
comment on column public.contact_submissions.service_requirements is 'Sales requests: what the company needs.';
comment on column public.contact_submissions.attachment_path is 'Storage object path of the uploaded resume or sales document.';
