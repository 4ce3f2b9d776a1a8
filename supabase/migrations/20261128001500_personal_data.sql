-- Baseline, part 15 of 17.
--
-- A person's rights over their own data (Nigeria Data Protection Act 2023, ss. 34–38): to get a
-- copy of it, and to have it erased. Two functions:
--
-- export_my_data()             signed in, any role; everything held about the caller, as one JSON
--                              document (the account page offers it as JSON and as CSV):
--   { exported_at,
--     account: { id, email, full_name, phone, role, created_at },
--     bookings: [ { reference, pickup_location, dropoff_location, booking_time, service_type,
--                   status, fare_kobo, customer_name, customer_phone, customer_email,
--                   flight_number, notes, cancellation_reason, cancelled_by, created_at,
--                   completed_at, cancelled_at } ]                 (bookings.user_id = caller)
--     ratings: [ { reference, rating, comment, created_at } ]     (the ratings they gave)
--     payments: [ { reference, amount_kobo, method, received_at } ] (on their bookings)
--     location_consents: [ { policy_version, consented_at, user_agent } ],
--     driver: { name, phone, email, license_number, license_expiry, status, rating, trips,
--               created_at, vehicle: { model, registration_number } | null,
--               documents: [ { kind, status, expires_on } ] } | null,
--     vehicles: [ { model, registration_number, service_class, status, created_at } ] | null }
--   PT401 'Sign in to download your data.' without a live session.
--
-- anonymise_account(p_user_id)  service role only (the `account` edge function, once it has
--                              checked who is asking). Erasure where the law allows it and
--                              anonymisation where records must be kept: completed rides and
--                              payments are financial records (tax, the owners' payouts), so they
--                              stay with every amount, date and vehicle, but no longer say whose:
--   * open bookings still ahead (pending or confirmed) are cancelled as by the rider, reason
--     'Account deleted' (they can no longer be served or reached);
--   * every booking of the account: customer_name 'Deleted account', customer_phone
--     '+2347000000000' and customer_email 'deleted-account@ekoluxe.invalid' (the columns are
--     required and checked; these satisfy the checks and match no real person), notes null,
--     user_id null; the action log's copies of those rows get the same values;
--   * ratings they gave keep their stars (the driver's average) but lose the comment;
--   * a driver record (drivers.user_id) and owned vehicles (fleets.owner_id) are the operator's
--     records and stay, unlinked (a vehicle's owner name becomes 'Deleted account', in the
--     action log's copies too);
--   * the profile, location consents, the e-mails sent to them (email_outbox) and the abuse
--     limits' recent records of their phone, e-mail and bookings (private.rate_limit_events) are
--     deleted;
--     the action log keeps its entries but no longer their e-mail address, and gains one saying
--     the account (by id, with its role) was deleted by its holder.
--   Revenue reports, payments and every total are unchanged. The auth user itself is then
--   deleted by the caller through the auth admin API.
--   22023 'Choose an account.' (null), PT404 'Account not found.',
--   PT409 'You are the last administrator. Make someone else an administrator before deleting
--   your account.'
--   Returns { cancelled_bookings, anonymised_bookings, unlinked_drivers, unlinked_vehicles }.
create function private.anonymised_booking_fields()
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'customer_name', 'Deleted account',
    'customer_phone', '+2347000000000',
    'customer_email', 'deleted-account@ekoluxe.invalid'
  )
$$;

comment on function private.anonymised_booking_fields() is
  'The values an anonymised booking''s customer columns take (they are required and checked).';

revoke all on function private.anonymised_booking_fields() from public, anon, authenticated;

-- A booking row as JSON (the action log's before/after) with its personal fields replaced. The
-- generated search columns are derived from those fields, so they are blanked too.
create function private.anonymise_booking_json(p_row jsonb)
returns jsonb
language sql
immutable
security invoker
set search_path = ''
as $$
  select case when p_row is null then null else
    p_row || private.anonymised_booking_fields() || jsonb_build_object(
      'notes', null, 'user_id', null, 'search_vector', null, 'search_name', null,
      'search_surname', null, 'search_email', null, 'search_phone', null,
      'search_phone_reversed', null
    )
  end
$$;

comment on function private.anonymise_booking_json(jsonb) is
  'A bookings row as JSON with customer name, phone, e-mail, notes, user id and search columns '
  'replaced by their anonymised values. Null stays null.';

revoke all on function private.anonymise_booking_json(jsonb) from public, anon, authenticated;

create function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_driver public.drivers;
  v_result jsonb;
begin
  if v_user_id is null or private.live_session_role() is null then
    raise exception using errcode = 'PT401', message = 'Sign in to download your data.';
  end if;

  select d.* into v_driver from public.drivers d where d.user_id = v_user_id
  order by d.created_at limit 1;

  select jsonb_build_object(
    'exported_at', now(),
    'account', jsonb_build_object(
      'id', u.id,
      'email', u.email,
      'full_name', p.full_name,
      'phone', p.phone,
      'role', coalesce(nullif(u.raw_app_meta_data ->> 'role', ''), 'customer'),
      'created_at', u.created_at
    ),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'reference', b.reference,
        'pickup_location', b.pickup_location,
        'dropoff_location', b.dropoff_location,
        'booking_time', b.booking_time,
        'service_type', b.service_type,
        'status', b.status,
        'fare_kobo', b.fare_kobo,
        'customer_name', b.customer_name,
        'customer_phone', b.customer_phone,
        'customer_email', b.customer_email,
        'flight_number', b.flight_number,
        'notes', b.notes,
        'cancellation_reason', b.cancellation_reason,
        'cancelled_by', b.cancelled_by,
        'created_at', b.created_at,
        'completed_at', b.completed_at,
        'cancelled_at', b.cancelled_at
      ) order by b.booking_time desc, b.reference)
      from public.bookings b where b.user_id = v_user_id
    ), '[]'::jsonb),
    'ratings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'reference', b.reference,
        'rating', r.rating,
        'comment', r.comment,
        'created_at', r.created_at
      ) order by r.created_at desc, b.reference)
      from public.ride_ratings r
      join public.bookings b on b.id = r.booking_id
      where b.user_id = v_user_id
    ), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(jsonb_build_object(
        'reference', b.reference,
        'amount_kobo', pay.amount_kobo,
        'method', pay.method,
        'received_at', pay.received_at
      ) order by pay.received_at desc, b.reference)
      from public.payments pay
      join public.bookings b on b.id = pay.booking_id
      where b.user_id = v_user_id
    ), '[]'::jsonb),
    'location_consents', coalesce((
      select jsonb_agg(jsonb_build_object(
        'policy_version', c.policy_version,
        'consented_at', c.consented_at,
        'user_agent', c.user_agent
      ) order by c.consented_at desc, c.id)
      from public.location_consents c
      where c.user_id = v_user_id
    ), '[]'::jsonb),
    'driver', case when v_driver.id is null then null else jsonb_build_object(
      'name', v_driver.name,
      'phone', v_driver.phone,
      'email', v_driver.email,
      'license_number', v_driver.license_number,
      'license_expiry', v_driver.license_expiry,
      'status', v_driver.status,
      'rating', v_driver.rating,
      'trips', v_driver.trips,
      'created_at', v_driver.created_at,
      'vehicle', (
        select jsonb_build_object('model', f.model, 'registration_number', f.registration_number)
        from public.fleets f where f.id = v_driver.assigned_vehicle_id
      ),
      'documents', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', dd.kind, 'status', dd.status, 'expires_on', dd.expires_on
        ) order by dd.kind)
        from public.driver_documents dd where dd.driver_id = v_driver.id
      ), '[]'::jsonb)
    ) end,
    'vehicles', (
      select jsonb_agg(jsonb_build_object(
        'model', f.model,
        'registration_number', f.registration_number,
        'service_class', f.service_class,
        'status', f.status,
        'created_at', f.created_at
      ) order by f.registration_number)
      from public.fleets f where f.owner_id = v_user_id
    )
  )
  into v_result
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = v_user_id;

  return v_result;
end;
$$;

comment on function public.export_my_data() is
  'Everything held about the signed-in caller (account, own bookings, ratings given, payments on '
  'their bookings, location consents, driver record, owned vehicles) as one JSON document. '
  'PT401 without a live session.';

revoke all on function public.export_my_data() from public, anon, authenticated;
grant execute on function public.export_my_data() to authenticated;

create function public.anonymise_account(p_user_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user auth.users;
  v_booking_ids uuid[];
  v_limit_keys text[];
  v_cancelled integer;
  v_drivers integer;
  v_vehicles integer;
begin
  if p_user_id is null then
    raise exception using errcode = '22023', message = 'Choose an account.';
  end if;
  select u.* into v_user from auth.users u where u.id = p_user_id for update;
  if v_user.id is null then
    raise exception using errcode = 'PT404', message = 'Account not found.';
  end if;
  if v_user.raw_app_meta_data ->> 'role' = 'admin'
    and v_user.deleted_at is null
    and (v_user.banned_until is null or v_user.banned_until <= now())
  then
    -- The same lock as the last-administrator trigger on auth.users.
    perform pg_advisory_xact_lock(hashtext('private.guard_last_admin'));
    if public.admin_count_other_admins(p_user_id) < 1 then
      raise exception using
        errcode = 'PT409',
        message = 'You are the last administrator. Make someone else an administrator before '
          || 'deleting your account.';
    end if;
  end if;

  select coalesce(array_agg(b.id), '{}') into v_booking_ids
  from public.bookings b where b.user_id = p_user_id;

  -- The abuse limits' recent records of their phone numbers, e-mail address and bookings.
  select array_agg(distinct k) into v_limit_keys
  from (
    select lower(v_user.email) as k
    union all select f.form_type::text || ' ' || lower(v_user.email)
      from unnest(enum_range(null::public.form_type)) as f (form_type)
    union all select p.phone from public.profiles p where p.id = p_user_id
    union all select b.customer_phone from public.bookings b where b.id = any (v_booking_ids)
    union all select lower(b.customer_email) from public.bookings b where b.id = any (v_booking_ids)
    union all select x::text from unnest(v_booking_ids) as x
  ) as keys
  where k is not null;
  delete from private.rate_limit_events e where e.subject = any (v_limit_keys);

  update public.bookings b
  set status = 'cancelled', cancelled_at = now(), cancellation_reason = 'Account deleted',
    cancelled_by = 'rider'
  where b.id = any (v_booking_ids)
    and b.status in ('pending', 'confirmed')
    and b.booking_time > now();
  get diagnostics v_cancelled = row_count;

  update public.bookings b
  set customer_name = f.customer_name,
    customer_phone = f.customer_phone,
    customer_email = f.customer_email,
    notes = null,
    user_id = null
  from jsonb_to_record(private.anonymised_booking_fields())
    as f (customer_name text, customer_phone text, customer_email text)
  where b.id = any (v_booking_ids);

  update public.ride_ratings r set comment = null
  where r.booking_id = any (v_booking_ids) and r.comment is not null;

  -- The action log's copies of those bookings, including the changes just made.
  update public.audit_log a
  set before = private.anonymise_booking_json(a.before),
    after = private.anonymise_booking_json(a.after)
  where a.table_name = 'bookings' and a.row_id = any (
    select x::text from unnest(v_booking_ids) as x
  );

  update public.drivers d set user_id = null where d.user_id = p_user_id;
  get diagnostics v_drivers = row_count;

  update public.fleets f set owner_id = null, owner = 'Deleted account' where f.owner_id = p_user_id;
  get diagnostics v_vehicles = row_count;
  -- The action log's copies of those vehicles name their owner too.
  update public.audit_log a
  set before = case when a.before ->> 'owner_id' = p_user_id::text
      then a.before || jsonb_build_object('owner', 'Deleted account', 'owner_id', null)
      else a.before end,
    after = case when a.after ->> 'owner_id' = p_user_id::text
      then a.after || jsonb_build_object('owner', 'Deleted account', 'owner_id', null)
      else a.after end
  where a.table_name = 'fleets'
    and (a.before ->> 'owner_id' = p_user_id::text or a.after ->> 'owner_id' = p_user_id::text);

  delete from public.location_consents c where c.user_id = p_user_id;
  delete from public.email_outbox o where lower(o.to_email) = lower(v_user.email);
  delete from public.profiles p where p.id = p_user_id;

  update public.audit_log a set actor_email = null where a.actor_id = p_user_id;
  update public.audit_log a
  set before = a.before - array['email', 'full_name', 'phone'],
    after = a.after - array['email', 'full_name', 'phone']
  where a.table_name = 'auth.users' and a.row_id = p_user_id::text;

  -- The deletion itself, for the operators: by the account holder, with nothing that says who.
  insert into public.audit_log (actor_id, actor_email, action, table_name, row_id, before, after)
  values (
    p_user_id, null, 'delete', 'auth.users', p_user_id::text,
    jsonb_build_object('role', coalesce(nullif(v_user.raw_app_meta_data ->> 'role', ''), 'customer')),
    null
  );

  return jsonb_build_object(
    'cancelled_bookings', v_cancelled,
    'anonymised_bookings', cardinality(v_booking_ids),
    'unlinked_drivers', v_drivers,
    'unlinked_vehicles', v_vehicles
  );
end;
$$;

comment on function public.anonymise_account(uuid) is
  'Before an account is deleted: cancels its open bookings still ahead (reason Account deleted), '
  'anonymises every booking kept for the financial records (and the action log''s copies), '
  'removes rating comments, unlinks driver and owned vehicles, deletes the profile, location '
  'consents and e-mails sent to it. Totals are unchanged. Refuses the last active administrator '
  '(PT409). Service role only.';

revoke all on function public.anonymise_account(uuid) from public, anon, authenticated;
grant execute on function public.anonymise_account(uuid) to service_role;
