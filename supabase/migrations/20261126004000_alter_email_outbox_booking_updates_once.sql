-- The e-mails after booking (send-email type booking_update) tell the rider that a chauffeur and
-- vehicle are assigned, give the receipt once the trip is completed, and say that a booking was
-- cancelled. Each goes at most once per booking, ever, whoever asks and however often: a unique
-- index holds one live (queued or sent) outbox row per booking and kind, whatever the address,
-- and reserve_outbox_email answers "duplicate" when the index refuses a second row, so a replay
-- or a concurrent call is skipped instead of failing. A failed send does not count, so asking
-- again retries it.

create unique index email_outbox_booking_update_once_idx
  on public.email_outbox (related_id, type)
  where type in ('booking_assigned', 'booking_receipt', 'booking_cancelled')
    and status <> 'failed';

comment on index public.email_outbox_booking_update_once_idx is
  'At most one queued or sent booking_assigned, booking_receipt and booking_cancelled e-mail per booking.';

create or replace function public.reserve_outbox_email(p_email jsonb, p_limits jsonb default '[]')
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
  '{outcome: "reserved", id}. Serialised by an advisory lock.';

revoke execute on function public.reserve_outbox_email(jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.reserve_outbox_email(jsonb, jsonb) to service_role;
