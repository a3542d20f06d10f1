-- Managing an alert without an account (20261128130000_listing_alerts.sql): every alert email
-- carries a fresh token whose page (supabase/functions/listing-alert) shows the search and lets
-- its owner change it, pause or resume it, or unsubscribe; the same token unsubscribes in one
-- click (RFC 8058). A token works for private.unsubscribe_token_validity(), at least 60 days.

create function private.new_listing_alert_token(alert bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.listing_alert_tokens (token_sha256, alert_id) values (sha256(convert_to(token, 'UTF8')), alert);
  return token;
end;
$$;

revoke all on function private.new_listing_alert_token(bigint) from public;

create function private.listing_alert_of_token(token text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select t.alert_id from private.listing_alert_tokens t
  where token ~ '^[0-9a-f]{64}$' and t.token_sha256 = sha256(convert_to(token, 'UTF8'))
    and t.issued_at > now() - private.unsubscribe_token_validity()
$$;

revoke all on function private.listing_alert_of_token(text) from public;

-- What the alert's page shows: its search and state, never its address; null for a bad token.
create function public.listing_alert_for_token(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('area', a.area, 'min_price', a.min_price, 'max_price', a.max_price, 'bedrooms', a.bedrooms,
    'offer', a.offer, 'paused', a.paused_at is not null, 'unsubscribed', a.unsubscribed_at is not null)
  from public.listing_alerts a where a.id = private.listing_alert_of_token(token)
$$;

-- action: 'pause', 'resume', 'unsubscribe' or 'change' (with search: the new area, min_price,
-- max_price, bedrooms and offer, each null for "any"). Answers the outcome: 'paused', 'resumed',
-- 'unsubscribed', 'already-unsubscribed', 'changed' or 'unknown-token'. A bad search is refused
-- by the table's checks (23514, which the page turns into a sentence).
create function public.manage_listing_alert(token text, action text, search jsonb default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert public.listing_alerts;
begin
  select * into alert from public.listing_alerts where id = private.listing_alert_of_token(token) for update;
  if not found then
    return 'unknown-token';
  end if;
  if alert.unsubscribed_at is not null then
    return 'already-unsubscribed';
  end if;
  if action = 'unsubscribe' then
    update public.listing_alerts set unsubscribed_at = now() where id = alert.id;
    insert into public.listing_alert_consent_events (alert_id, event) values (alert.id, 'unsubscribed');
    return 'unsubscribed';
  elsif action = 'pause' then
    update public.listing_alerts set paused_at = coalesce(paused_at, now()) where id = alert.id;
    insert into public.listing_alert_consent_events (alert_id, event) values (alert.id, 'paused');
    return 'paused';
  elsif action = 'resume' then
    update public.listing_alerts set paused_at = null where id = alert.id;
    insert into public.listing_alert_consent_events (alert_id, event) values (alert.id, 'resumed');
    return 'resumed';
  elsif action = 'change' and jsonb_typeof(search) = 'object' then
    update public.listing_alerts
    set area = nullif(search ->> 'area', ''),
        min_price = (search ->> 'min_price')::bigint,
        max_price = (search ->> 'max_price')::bigint,
        bedrooms = (search ->> 'bedrooms')::integer,
        offer = nullif(search ->> 'offer', '')
    where id = alert.id;
    insert into public.listing_alert_consent_events (alert_id, event) values (alert.id, 'changed');
    return 'changed';
  end if;
  perform private.refuse(400, 'Unknown action', 'Send pause, resume, unsubscribe or change (with a search).');
end;
$$;

revoke all on function public.listing_alert_for_token(text), public.manage_listing_alert(text, text, jsonb) from public;
grant execute on function public.listing_alert_for_token(text), public.manage_listing_alert(text, text, jsonb) to anon, authenticated, service_role;
