-- New-listing alerts from /listings (docs/LEADS.md, "Listing alerts"): a visitor saves the search
-- they are looking at (area, price range, bedrooms, sale or lease) with their address. The same
-- guards as the other forms: visitors may only insert the columns they fill; one row per request;
-- hourly limits per sender and per client; the honeypot stores a bot's row as spam and sends it
-- nothing. The same consent as the newsletter: the wording must be one the site published
-- (public.newsletter_consent_statements, public.publish_newsletter_consent_wordings), it is kept
-- with the page, and nothing but the confirmation email goes out before the owner follows its link
-- (double opt-in). Every later change (confirmed, changed, paused, resumed, unsubscribed) is kept
-- in public.listing_alert_consent_events.

insert into private.form_limits (name, max_count, description) values
  ('alert_per_sender_per_hour', 5, 'Listing alerts (and so confirmation emails) for one address per hour; case and a +tag in the address are ignored.'),
  ('alert_per_client_per_hour', 20, 'Listing alerts from one client (network address) per hour.');

create table public.listing_alerts (
  id bigint generated always as identity primary key,
  email text not null,
  -- The search, as /listings' address holds it (src/blocks/listingGrid/listingQuery.ts); null is "any".
  area text,
  min_price bigint,
  max_price bigint,
  bedrooms integer,
  offer text,
  -- Write-only, as newsletter_signups.consent_statement: the trigger keeps its id and clears it.
  consent_statement text,
  consent_statement_id bigint references public.newsletter_consent_statements (id),
  source_path text,
  -- The server's.
  website text,
  is_spam boolean not null default false,
  client_address text,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  paused_at timestamptz,
  unsubscribed_at timestamptz,
  constraint listing_alerts_email_shape check (private.is_email_address(email)),
  constraint listing_alerts_area_shape check (area ~ '^[a-z0-9-]{1,80}$'),
  constraint listing_alerts_price_range check (min_price between 0 and 100000000000 and (max_price is null or max_price >= min_price)),
  constraint listing_alerts_max_price_range check (max_price between 0 and 100000000000),
  constraint listing_alerts_bedrooms_range check (bedrooms between 0 and 20),
  constraint listing_alerts_offer_known check (offer in ('sale', 'lease')),
  constraint listing_alerts_source_path_shape check (char_length(source_path) <= 200 and source_path ~ '^/[!-~]*$' and source_path !~ '^//'),
  constraint listing_alerts_website_length check (char_length(website) <= 500),
  constraint listing_alerts_consent_statement_cleared check (consent_statement is null)
);

comment on table public.listing_alerts is 'Saved searches of /listings whose new homes are emailed (once confirmed, at most daily); read by staff only.';
comment on column public.listing_alerts.confirmed_at is 'When the owner followed the confirmation link; nothing is sent to an unconfirmed alert but that email.';
comment on column public.listing_alerts.paused_at is 'When the owner paused the alert from its page; null while it runs.';

revoke all on table public.listing_alerts from public, anon, authenticated, service_role;
revoke all on sequence public.listing_alerts_id_seq from public, anon, authenticated, service_role;
grant insert (email, area, min_price, max_price, bedrooms, offer, consent_statement, source_path, website)
  on table public.listing_alerts to anon, authenticated;
grant select on table public.listing_alerts to service_role;
alter table public.listing_alerts enable row level security;

create policy "Visitors can ask for listing alerts"
  on public.listing_alerts
  for insert
  to anon, authenticated
  with check (true);

create index listing_alerts_sender_recent_idx on public.listing_alerts (private.sender_key(email), created_at desc);
create index listing_alerts_client_recent_idx on public.listing_alerts (client_address, created_at desc);

-- The history of each alert's consent; goes with its alert (privacy_erase, retention).
create table public.listing_alert_consent_events (
  id bigint generated always as identity primary key,
  alert_id bigint not null references public.listing_alerts (id) on delete cascade,
  event text not null,
  occurred_at timestamptz not null default now(),
  consent_statement_id bigint references public.newsletter_consent_statements (id),
  source_path text,
  constraint listing_alert_consent_events_event check (event in ('requested', 'confirmed', 'changed', 'paused', 'resumed', 'unsubscribed'))
);

comment on table public.listing_alert_consent_events is 'Every request (with the wording and page), confirmation by the owner''s link, change, pause, resumption and unsubscribe of a listing alert; never overwritten.';
create index listing_alert_consent_events_alert_idx on public.listing_alert_consent_events (alert_id, occurred_at);
revoke all on table public.listing_alert_consent_events from public, anon, authenticated, service_role;
revoke all on sequence public.listing_alert_consent_events_id_seq from public, anon, authenticated, service_role;
grant select on table public.listing_alert_consent_events to service_role;
alter table public.listing_alert_consent_events enable row level security;

-- The confirmation emails' outbox, one per alert; the token is issued when the email is claimed
-- (only its sha256 kept) and confirms for private.confirmation_link_validity(), as the newsletter's.
create table private.listing_alert_confirmations (
  alert_id bigint primary key references public.listing_alerts (id) on delete cascade,
  token_sha256 bytea unique,
  token_issued_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);

create index listing_alert_confirmations_due_idx on private.listing_alert_confirmations (next_attempt_at) where sent_at is null;
revoke all on table private.listing_alert_confirmations from public, anon, authenticated;

-- The links of the alert emails (change, pause, unsubscribe): only their sha256 kept, a fresh one
-- per email, working for private.unsubscribe_token_validity() as the newsletter's.
create table private.listing_alert_tokens (
  token_sha256 bytea primary key,
  alert_id bigint not null references public.listing_alerts (id) on delete cascade,
  issued_at timestamptz not null default now()
);

create index listing_alert_tokens_alert_idx on private.listing_alert_tokens (alert_id);
revoke all on table private.listing_alert_tokens from public, anon, authenticated;

create function private.screen_listing_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  statement text := new.consent_statement;
  sender text := private.sender_key(new.email);
  recent integer;
begin
  new.created_at := now();
  new.confirmed_at := null;
  new.paused_at := null;
  new.unsubscribed_at := null;
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  new.consent_statement := null;
  new.consent_statement_id := null;
  new.email := lower(btrim(new.email));

  if statement is null or statement !~ '\S' or char_length(statement) > 2000 or not private.is_typed_text(statement) then
    perform private.refuse(400, 'A listing alert must include the consent statement shown to the visitor', 'Send the wording shown beside the alert''s address field as consent_statement.');
  end if;
  -- A bot (the honeypot) is answered as usual and its row keeps no wording.
  if not new.is_spam then
    new.consent_statement_id := private.published_consent_statement_id(statement);
    if new.consent_statement_id is null then
      perform private.refuse(400, 'The consent statement is not one this site has published', 'Reload the page and ask again with the wording it shows.');
    end if;
  end if;

  perform private.assert_client_under_limit('listing_alerts', 'alert_per_client_per_hour', new.client_address);
  perform pg_advisory_xact_lock(hashtext('listing_alerts/sender/' || coalesce(sender, '')));
  select count(*) into recent from public.listing_alerts
  where private.sender_key(email) = sender and created_at > now() - interval '1 hour';
  if recent >= private.form_limit('alert_per_sender_per_hour') then
    perform private.refuse(429, 'Too many listing alerts for this e-mail address', 'Try again in an hour.');
  end if;
  return new;
end;
$$;

revoke all on function private.screen_listing_alert() from public;

create trigger screen_alert
  before insert on public.listing_alerts
  for each row execute function private.screen_listing_alert();

create trigger one_row_per_request
  after insert on public.listing_alerts
  referencing new table as inserted
  for each statement execute function private.enforce_rows_per_request();

create function private.queue_listing_alert_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.listing_alert_consent_events (alert_id, event, occurred_at, consent_statement_id, source_path)
  values (new.id, 'requested', new.created_at, new.consent_statement_id, new.source_path);
  insert into private.listing_alert_confirmations (alert_id) values (new.id);
  return null;
end;
$$;

revoke all on function private.queue_listing_alert_confirmation() from public;

create trigger queue_confirmation
  after insert on public.listing_alerts
  for each row when (not new.is_spam) execute function private.queue_listing_alert_confirmation();

-- The confirmation link's page: 'confirmed', 'already-confirmed' or 'unknown-token' (unknown,
-- or older than private.confirmation_link_validity()).
create function public.confirm_listing_alert(token text)
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
  if alert.confirmed_at is not null then
    return 'already-confirmed';
  end if;
  update public.listing_alerts set confirmed_at = now() where id = alert.id;
  insert into public.listing_alert_consent_events (alert_id, event, consent_statement_id, source_path)
  values (alert.id, 'confirmed', alert.consent_statement_id, alert.source_path);
  return 'confirmed';
end;
$$;

revoke all on function public.confirm_listing_alert(text) from public;
grant execute on function public.confirm_listing_alert(text) to anon, authenticated, service_role;

-- Hands out due confirmation emails as claim_newsletter_confirmations() does, a fresh token each.
create function public.claim_listing_alert_confirmations(batch_size integer default 10)
returns table (alert_id bigint, attempts integer, email text, token text, area text, min_price bigint, max_price bigint, bedrooms integer, offer text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  fresh text;
begin
  for due in
    select c.alert_id, c.attempts, a.email, a.area, a.min_price, a.max_price, a.bedrooms, a.offer
    from private.listing_alert_confirmations c
    join public.listing_alerts a on a.id = c.alert_id
    where c.sent_at is null and c.next_attempt_at <= now() and a.created_at > now() - private.confirmation_link_validity()
    order by c.next_attempt_at
    limit batch_size
    for update of c skip locked
  loop
    fresh := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    update private.listing_alert_confirmations c
    set attempts = c.attempts + 1, next_attempt_at = now() + interval '2 minutes',
        token_sha256 = sha256(convert_to(fresh, 'UTF8')), token_issued_at = now()
    where c.alert_id = due.alert_id;
    alert_id := due.alert_id;
    attempts := due.attempts + 1;
    email := due.email;
    token := fresh;
    area := due.area;
    min_price := due.min_price;
    max_price := due.max_price;
    bedrooms := due.bedrooms;
    offer := due.offer;
    return next;
  end loop;
end;
$$;

create function public.settle_listing_alert_confirmation(confirmation_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.listing_alert_confirmations
  set sent_at = case when failure is null then now() end,
      last_error = left(failure, 1000),
      next_attempt_at = case when failure is null then next_attempt_at else now() + make_interval(secs => retry_after_seconds) end
  where alert_id = confirmation_id
$$;

revoke all on function public.claim_listing_alert_confirmations(integer) from public, anon, authenticated;
revoke all on function public.settle_listing_alert_confirmation(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.claim_listing_alert_confirmations(integer) to service_role;
grant execute on function public.settle_listing_alert_confirmation(bigint, text, double precision) to service_role;
