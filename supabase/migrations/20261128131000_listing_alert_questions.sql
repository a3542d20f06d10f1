-- An alert nobody opens is asked whether to continue, then paused (issue 44, item 5; docs/LEADS.md,
-- "Listing alerts"). We do not track opens (no pixel): an alert counts as opened when its owner
-- follows one of its links — the confirmation, its page, change, pause, resume — each of which
-- reaches the database through confirm_listing_alert(), listing_alert_for_token() or
-- manage_listing_alert(), and so sets last_seen_at. A confirmed, running alert quiet for
-- alert_quiet_days gets ONE email asking whether to continue (its link to the page keeps it);
-- alert_pause_after_asking_days later, if nothing was followed, it is paused, with the reason in
-- its consent history, and its owner can resume it from its page. Both periods are settings in
-- private.form_limits, changed without a migration:
--   update private.form_limits set max_count = 365 where name = 'alert_quiet_days';

insert into private.form_limits (name, max_count, description) values
  ('alert_quiet_days', 180, 'Days without any link of a running listing alert followed before its owner is asked by email whether to continue.'),
  ('alert_pause_after_asking_days', 30, 'Days after that question, with no link of the alert followed, before the alert is paused.');

alter table public.listing_alerts
  add column last_seen_at timestamptz,
  add column nudged_at timestamptz;

comment on column public.listing_alerts.last_seen_at is 'When the owner last followed one of the alert''s links (confirmation, page, change, pause, resume); no opens are tracked.';
comment on column public.listing_alerts.nudged_at is 'When the owner was asked whether to continue the quiet alert; cleared when a link is followed.';

-- Alerts confirmed before this migration start their quiet period at their confirmation.
update public.listing_alerts set last_seen_at = confirmed_at where confirmed_at is not null;

alter table public.listing_alert_consent_events add column reason text;
comment on column public.listing_alert_consent_events.reason is 'Why the site, not the owner, made the change (a pause after an unanswered question); null for the owner''s own.';

-- The questions' outbox: at most one row per alert while its question is unsent. No error text is
-- kept (an SMTP error can quote the address): the notifier's log and notify-team's answer say it.
create table private.listing_alert_questions (
  alert_id bigint primary key references public.listing_alerts (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  leased_at timestamptz
);

revoke all on table private.listing_alert_questions from public, anon, authenticated;

-- A link of the alert was followed: it is seen now, and any question is answered.
create function private.listing_alert_seen(alert bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.listing_alerts set last_seen_at = now(), nudged_at = null where id = alert;
  delete from private.listing_alert_questions where alert_id = alert;
$$;

revoke all on function private.listing_alert_seen(bigint) from public;

-- As 20261128130000, and the confirmation is the first link followed.
create or replace function public.confirm_listing_alert(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert public.listing_alerts;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'unknown-token';
  end if;
  select a.* into alert from private.listing_alert_confirmations c
  join public.listing_alerts a on a.id = c.alert_id
  where c.token_sha256 = sha256(convert_to(token, 'UTF8')) and c.token_issued_at > now() - private.confirmation_link_validity()
  for update of a;
  if not found then
    return 'unknown-token';
  end if;
  perform private.listing_alert_seen(alert.id);
  if alert.confirmed_at is not null then
    return 'already-confirmed';
  end if;
  update public.listing_alerts set confirmed_at = now() where id = alert.id;
  insert into public.listing_alert_consent_events (alert_id, event, consent_statement_id, source_path)
  values (alert.id, 'confirmed', alert.consent_statement_id, alert.source_path);
  return 'confirmed';
end;
$$;

-- As 20261128130100, no longer read-only: opening the page is following a link. 'kept' says that
-- this visit answered a question, for the page to thank its owner.
create or replace function public.listing_alert_for_token(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alert public.listing_alerts;
begin
  select * into alert from public.listing_alerts where id = private.listing_alert_of_token(token);
  if not found then
    return null;
  end if;
  perform private.listing_alert_seen(alert.id);
  return jsonb_build_object('area', alert.area, 'min_price', alert.min_price, 'max_price', alert.max_price,
    'bedrooms', alert.bedrooms, 'offer', alert.offer, 'paused', alert.paused_at is not null,
    'unsubscribed', alert.unsubscribed_at is not null,
    'kept', alert.nudged_at is not null and alert.paused_at is null and alert.unsubscribed_at is null);
end;
$$;

-- Every action from the page (20261128130100) is a link followed too, before the action itself.
alter function public.manage_listing_alert(text, text, jsonb) rename to manage_listing_alert_action;
revoke all on function public.manage_listing_alert_action(text, text, jsonb) from public, anon, authenticated, service_role;
alter function public.manage_listing_alert_action(text, text, jsonb) set schema private;

create function public.manage_listing_alert(token text, action text, search jsonb default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert bigint := private.listing_alert_of_token(token);
begin
  if alert is not null then
    perform private.listing_alert_seen(alert);
  end if;
  return private.manage_listing_alert_action(token, action, search);
end;
$$;

revoke all on function public.manage_listing_alert(text, text, jsonb) from public;
grant execute on function public.manage_listing_alert(text, text, jsonb) to anon, authenticated, service_role;

-- Running, confirmed alerts whose question went unanswered for the grace period are paused, with
-- the reason in their history. Returns how many. Run before the questions are claimed.
create function public.pause_unanswered_listing_alerts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  paused integer;
begin
  with unanswered as (
    update public.listing_alerts a set paused_at = now()
    where a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null
      and a.nudged_at <= now() - make_interval(days => private.form_limit('alert_pause_after_asking_days'))
      and (a.last_seen_at is null or a.last_seen_at < a.nudged_at)
    returning a.id
  )
  insert into public.listing_alert_consent_events (alert_id, event, reason)
  select id, 'paused', format('No link of the alert was followed within %s days of asking whether to continue.',
    private.form_limit('alert_pause_after_asking_days'))
  from unanswered;
  get diagnostics paused = row_count;
  return paused;
end;
$$;

-- Due questions: a confirmed, running alert (never a paused one) with no link followed for the
-- quiet period and not yet asked. Each comes with a fresh token for its page and the periods.
create function public.claim_listing_alert_questions(batch_size integer default 10)
returns table (alert_id bigint, attempts integer, email text, token text, area text, min_price bigint, max_price bigint, bedrooms integer, offer text, quiet_days integer, pause_after_days integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  due record;
begin
  insert into private.listing_alert_questions (alert_id)
  select a.id from public.listing_alerts a
  where a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null and not a.is_spam
    and a.nudged_at is null
    and coalesce(a.last_seen_at, a.confirmed_at) <= now() - make_interval(days => private.form_limit('alert_quiet_days'))
  on conflict (alert_id) do nothing;
  for due in
    select q.alert_id, q.attempts, a.email, a.area, a.min_price, a.max_price, a.bedrooms, a.offer
    from private.listing_alert_questions q
    join public.listing_alerts a on a.id = q.alert_id
    where q.next_attempt_at <= now() and a.paused_at is null and a.unsubscribed_at is null and a.nudged_at is null
    order by q.next_attempt_at
    limit batch_size
    for update of q skip locked
  loop
    update private.listing_alert_questions q
    set attempts = q.attempts + 1, next_attempt_at = now() + interval '2 minutes', leased_at = now()
    where q.alert_id = due.alert_id;
    alert_id := due.alert_id;
    attempts := due.attempts + 1;
    email := due.email;
    token := private.new_listing_alert_token(due.alert_id);
    area := due.area;
    min_price := due.min_price;
    max_price := due.max_price;
    bedrooms := due.bedrooms;
    offer := due.offer;
    quiet_days := private.form_limit('alert_quiet_days');
    pause_after_days := private.form_limit('alert_pause_after_asking_days');
    return next;
  end loop;
end;
$$;

-- Sent: the alert is asked as of its claim (a link followed since then answers it); the row goes.
-- Failed: tried again after the back-off (the error itself is not kept, see above).
create function public.settle_listing_alert_question(question_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  leased timestamptz;
begin
  if failure is null then
    delete from private.listing_alert_questions where alert_id = question_id returning leased_at into leased;
    update public.listing_alerts set nudged_at = leased
    where id = question_id and leased is not null and (last_seen_at is null or last_seen_at < leased);
  else
    update private.listing_alert_questions set next_attempt_at = now() + make_interval(secs => retry_after_seconds)
    where alert_id = question_id;
  end if;
end;
$$;

revoke all on function public.pause_unanswered_listing_alerts(), public.claim_listing_alert_questions(integer),
  public.settle_listing_alert_question(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.pause_unanswered_listing_alerts(), public.claim_listing_alert_questions(integer),
  public.settle_listing_alert_question(bigint, text, double precision) to service_role;
