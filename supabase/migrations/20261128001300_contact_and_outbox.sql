-- Baseline, part 13 of 17: what the public sends and what the product e-mails. The public forms'
-- submissions, and the outbox of every e-mail the send-email function produced.

-- Driver applications, sales requests and contact messages. The public may only send them (insert
-- without reading back, i.e. Prefer: return=minimal); admins read and delete.
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
  constraint contact_submissions_email_valid_address check (public.is_valid_email(email)),
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
create index contact_submissions_lower_email_form_type_created_at_idx
  on public.contact_submissions (lower(email), form_type, created_at);

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
comment on constraint contact_submissions_email_valid_address on public.contact_submissions is
  'The sender''s e-mail follows public.is_valid_email().';

-- Every e-mail the send-email function produced. Written by the service role only; admins read.
-- send-email caps what it sends by counting these rows: confirmations per recipient per day,
-- operations notices per sender per hour and overall per hour. The sender of an operations notice
-- is the address it replies to (the person who filled in the form), so the outbox keeps it, and
-- each count has an index that answers it without a scan of the whole outbox.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  to_email text not null,
  subject text not null,
  html text,
  text text,
  provider text not null,
  status public.outbox_status not null default 'queued',
  error text,
  related_id uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  reply_to text,
  constraint email_outbox_type_not_blank check (btrim(type) <> ''),
  constraint email_outbox_to_email_valid_address check (public.is_valid_email(to_email)),
  constraint email_outbox_subject_not_blank check (btrim(subject) <> ''),
  constraint email_outbox_provider_not_blank check (btrim(provider) <> ''),
  constraint email_outbox_reply_to_valid_address check (public.is_valid_email(reply_to))
);

create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_status_created_at_idx on public.email_outbox (status, created_at);
create index email_outbox_related_id_idx on public.email_outbox (related_id);
create index email_outbox_to_email_created_at_idx
  on public.email_outbox (lower(to_email), created_at);
create index email_outbox_reply_to_created_at_idx
  on public.email_outbox (lower(reply_to), created_at)
  where reply_to is not null;
create index email_outbox_type_created_at_idx
  on public.email_outbox (type, created_at);
create unique index email_outbox_booking_update_once_idx
  on public.email_outbox (related_id, type)
  where type in ('booking_assigned', 'booking_receipt', 'booking_cancelled')
    and status <> 'failed';
comment on index public.email_outbox_booking_update_once_idx is
  'At most one queued or sent booking_assigned, booking_receipt and booking_cancelled e-mail per '
  'booking, whatever the address: the e-mails after booking (assigned, receipt, cancelled) each go '
  'once per booking, ever, whoever asks and however often. A failed send does not count, so asking '
  'again retries it.';

alter table public.email_outbox enable row level security;

create policy "admins read the outbox"
  on public.email_outbox for select to authenticated
  using ((select public.is_admin()));
create policy "the outbox is written by the service role only"
  on public.email_outbox for insert to authenticated
  with check (false);
create policy "the outbox is updated by the service role only"
  on public.email_outbox for update to authenticated
  using (false);
create policy "the outbox is pruned by the service role only"
  on public.email_outbox for delete to authenticated
  using (false);

revoke all on table public.email_outbox from anon, authenticated;
grant select on table public.email_outbox to authenticated;

comment on table public.email_outbox is 'E-mails produced by the send-email function, with delivery status.';
comment on column public.email_outbox.type is 'Template, e.g. new_booking.';
comment on column public.email_outbox.provider is 'Delivery provider (resend, smtp, local).';
comment on column public.email_outbox.related_id is 'Row the e-mail is about, e.g. a booking id.';
comment on constraint email_outbox_to_email_valid_address on public.email_outbox is
  'The recipient follows public.is_valid_email().';
comment on column public.email_outbox.reply_to is
  'Reply-To of the e-mail: for operations notices, the address of the person who wrote in. Kept '
  'because send-email caps operations notices per sender per hour by it '
  '(email_outbox_reply_to_created_at_idx answers that count); it follows public.is_valid_email() '
  'like every other address column.';

-- send-email reserves an outbox row before it hands an e-mail to the provider, and this function
-- makes that reservation atomic: under one advisory lock it refuses a duplicate (same type, row
-- and recipient already queued or sent) and any cap the caller passes, then inserts the row as
-- queued. Concurrent calls therefore cannot both pass a cap or both mail the same booking. The
-- caps themselves live in the function's configuration, so each call says which apply.
create function public.reserve_outbox_email(p_email jsonb, p_limits jsonb default '[]')
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_type text := p_email ->> 'type';
  v_to text := lower(btrim(p_email ->> 'to_email'));
  v_related uuid := (p_email ->> 'related_id')::uuid;
  v_limit jsonb;
  v_window interval;
  v_edge timestamptz;
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('public.reserve_outbox_email'));

  if v_related is not null and exists (
    select 1
    from public.email_outbox o
    where o.type = v_type
      and o.related_id = v_related
      and lower(o.to_email) = v_to
      and o.status <> 'failed'
  ) then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  for v_limit in select value from jsonb_array_elements(coalesce(p_limits, '[]')) loop
    v_window := make_interval(secs => (v_limit ->> 'window_seconds')::int);
    -- The max-th newest counted row: once it leaves the window, one more e-mail fits.
    select o.created_at into v_edge
    from public.email_outbox o
    where o.type in (select jsonb_array_elements_text(v_limit -> 'types'))
      and o.status <> 'failed'
      and o.created_at > now() - v_window
      and (v_limit ->> 'to_email' is null or lower(o.to_email) = lower(v_limit ->> 'to_email'))
      and (v_limit ->> 'reply_to' is null or lower(o.reply_to) = lower(v_limit ->> 'reply_to'))
    order by o.created_at desc
    offset greatest((v_limit ->> 'max')::int, 1) - 1
    limit 1;
    if found then
      return jsonb_build_object(
        'outcome', 'limited',
        'retry_after_seconds', greatest(ceil(extract(epoch from v_edge + v_window - now())), 1)
      );
    end if;
  end loop;

  begin
    insert into public.email_outbox (
      type, to_email, reply_to, subject, html, text, provider, status, related_id
    ) values (
      v_type, p_email ->> 'to_email', p_email ->> 'reply_to', p_email ->> 'subject',
      p_email ->> 'html', p_email ->> 'text', p_email ->> 'provider', 'queued', v_related
    )
    returning id into v_id;
  exception when unique_violation then
    -- Only email_outbox_booking_update_once_idx is unique here: this kind about this booking
    -- already went (or is going), to whichever address the booking had then.
    return jsonb_build_object('outcome', 'duplicate');
  end;
  return jsonb_build_object('outcome', 'reserved', 'id', v_id);
end;
$$;

comment on function public.reserve_outbox_email(jsonb, jsonb) is
  'send-email only (service role). p_email = {type, to_email, reply_to, related_id, subject, html, '
  'text, provider}; p_limits = [{types[], to_email?, reply_to?, window_seconds, max}]. Returns '
  '{outcome: "duplicate"} when this type about this row already went (or is going) to this '
  'address, or, for the booking update kinds, to any address; {outcome: "limited", '
  'retry_after_seconds} when a cap is reached; else inserts the row as queued and returns '
  '{outcome: "reserved", id}. Serialised by an advisory lock. A second booking update that '
  'email_outbox_booking_update_once_idx refuses answers "duplicate", so a replay or a concurrent '
  'call is skipped instead of failing.';

revoke execute on function public.reserve_outbox_email(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.reserve_outbox_email(jsonb, jsonb) to service_role;
