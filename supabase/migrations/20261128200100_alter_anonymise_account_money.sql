-- Deleting an account now also reaches the money: an owner's payouts are kept for the books
-- without their name, account or id, their payout account is removed, the action log's copies of
-- both forget them, and Paystack's stored events about a rider's bookings lose their payload (which
-- carries the rider's e-mail address). anonymise_account is restated whole with those steps.

create or replace function public.anonymise_account(p_user_id uuid)
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

  -- Money: the owner's payouts stay for the books without their name or account, the payout
  -- account goes, and the action log's copies of both forget them. Each payout keeps a name of its
  -- own, as two deleted owners' payouts of one month must stay two.
  update public.owner_payouts p
  set owner_name = 'Deleted account ' || left(p.id::text, 8), owner_id = null, account_label = null
  where p.owner_id = p_user_id;
  delete from public.owner_bank_accounts b where b.owner_id = p_user_id;
  update public.audit_log a
  set before = case when a.before ->> 'owner_id' = p_user_id::text
      then a.before - array['owner_id', 'owner_name', 'account_label', 'account_name', 'account_number']
      else a.before end,
    after = case when a.after ->> 'owner_id' = p_user_id::text
      then a.after - array['owner_id', 'owner_name', 'account_label', 'account_name', 'account_number']
      else a.after end
  where a.table_name in ('owner_payouts', 'owner_bank_accounts')
    and (a.before ->> 'owner_id' = p_user_id::text or a.after ->> 'owner_id' = p_user_id::text);
  -- Paystack's events about their bookings carry their e-mail address and name: the event stays
  -- (so a replay is still known), its payload does not.
  update public.paystack_events e
  set payload = jsonb_build_object('anonymised', true)
  where e.payload -> 'data' -> 'metadata' ->> 'booking_id' = any (
      select x::text from unnest(v_booking_ids) as x)
    or lower(e.payload -> 'data' -> 'customer' ->> 'email') = lower(v_user.email);

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
  'removes rating comments, unlinks driver and owned vehicles, keeps an owner''s payouts without '
  'their name or account and removes their payout account (and the action log''s copies of both), '
  'empties Paystack events about their bookings, deletes the profile, location consents and '
  'e-mails sent to it. Totals are unchanged. Refuses the last active administrator (PT409). '
  'Service role only.';

revoke all on function public.anonymise_account(uuid) from public, anon, authenticated;
grant execute on function public.anonymise_account(uuid) to service_role;
