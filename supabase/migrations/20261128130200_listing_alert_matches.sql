-- Which homes each alert is told about (20261128130000_listing_alerts.sql). Every build writes
-- its listings into the site's /enquiries.json; the notifier (npm start) and notify-team (hosted)
-- hand them to public.publish_listings(), which remembers what was published and queues, for each
-- confirmed, running alert, the homes that are new since, or whose price changed into its range.
-- One email per alert at most every day, grouping every home queued since the last.

create table private.published_listings (
  slug text primary key,
  area text,
  offer text not null,
  -- A price to compare: null for a price upon request.
  price bigint,
  bedrooms integer not null,
  -- What the email's card shows: address, price as the site writes it, photo and link.
  card jsonb not null,
  first_published_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  withdrawn_at timestamptz
);

revoke all on table private.published_listings from public, anon, authenticated;

create table private.listing_alert_matches (
  alert_id bigint not null references public.listing_alerts (id) on delete cascade,
  slug text not null references private.published_listings (slug) on delete cascade,
  reason text not null,
  matched_at timestamptz not null default now(),
  emailed_at timestamptz,
  primary key (alert_id, slug),
  constraint listing_alert_matches_reason check (reason in ('new', 'price'))
);

create index listing_alert_matches_pending_idx on private.listing_alert_matches (alert_id) where emailed_at is null;
revoke all on table private.listing_alert_matches from public, anon, authenticated;

-- The alert emails' outbox: one row per alert that has ever had a match.
create table private.listing_alert_emails (
  alert_id bigint primary key references public.listing_alerts (id) on delete cascade,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  leased_at timestamptz,
  last_error text,
  last_sent_at timestamptz
);

revoke all on table private.listing_alert_emails from public, anon, authenticated;

-- The search of /listings (src/blocks/listingGrid/filterListings.ts) in SQL: a price range finds
-- homes for sale with a price in it; "elsewhere" is a home in no neighbourhood guide.
create function private.alert_finds(alert public.listing_alerts, area text, offer text, price bigint, bedrooms integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (alert.area is null or (alert.area = 'elsewhere' and area is null) or alert.area = area)
    and (alert.offer is null or alert.offer = offer)
    and (alert.bedrooms is null or bedrooms >= alert.bedrooms)
    and ((alert.min_price is null and alert.max_price is null)
      or (offer = 'sale' and price is not null and price >= coalesce(alert.min_price, 0) and price <= coalesce(alert.max_price, price)))
$$;

revoke all on function private.alert_finds(public.listing_alerts, text, text, bigint, integer) from public;

create function private.queue_listing_match(alert bigint, listing text, why text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.listing_alert_matches (alert_id, slug, reason) values (alert, listing, why)
  on conflict (alert_id, slug) do update set reason = excluded.reason, matched_at = now(), emailed_at = null;
  insert into private.listing_alert_emails (alert_id) values (alert) on conflict (alert_id) do nothing;
$$;

revoke all on function private.queue_listing_match(bigint, text, text) from public;

-- listings: a JSON array of { slug, area, offer, price, bedrooms, card }. The first call on an
-- empty table only records what is published (nothing is new to anyone); a listing missing from a
-- later call is withdrawn, and one published again is not new. Answers what it found.
create function public.publish_listings(listings jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_time boolean := not exists (select 1 from private.published_listings);
  item jsonb;
  earlier private.published_listings;
  alert public.listing_alerts;
  new_count integer := 0;
  repriced integer := 0;
  queued integer := 0;
  listing_area text;
  listing_offer text;
  listing_price bigint;
  listing_bedrooms integer;
begin
  for item in select jsonb_array_elements(coalesce(listings, '[]')) loop
    listing_area := item ->> 'area';
    listing_offer := item ->> 'offer';
    listing_price := (item ->> 'price')::bigint;
    listing_bedrooms := (item ->> 'bedrooms')::integer;
    select * into earlier from private.published_listings where slug = item ->> 'slug' for update;
    if not found then
      insert into private.published_listings (slug, area, offer, price, bedrooms, card)
      values (item ->> 'slug', listing_area, listing_offer, listing_price, listing_bedrooms, item -> 'card');
      if not first_time then
        new_count := new_count + 1;
        for alert in select * from public.listing_alerts a
          where a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null and not a.is_spam
            and private.alert_finds(a, listing_area, listing_offer, listing_price, listing_bedrooms)
        loop
          perform private.queue_listing_match(alert.id, item ->> 'slug', 'new');
          queued := queued + 1;
        end loop;
      end if;
    else
      if earlier.price is distinct from listing_price then
        repriced := repriced + 1;
        for alert in select * from public.listing_alerts a
          where a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null and not a.is_spam
            and private.alert_finds(a, listing_area, listing_offer, listing_price, listing_bedrooms)
            and not private.alert_finds(a, earlier.area, earlier.offer, earlier.price, earlier.bedrooms)
        loop
          perform private.queue_listing_match(alert.id, item ->> 'slug', 'price');
          queued := queued + 1;
        end loop;
      end if;
      update private.published_listings
      set area = listing_area, offer = listing_offer, price = listing_price, bedrooms = listing_bedrooms,
          card = item -> 'card', updated_at = now(), withdrawn_at = null
      where slug = earlier.slug;
    end if;
  end loop;
  update private.published_listings set withdrawn_at = now()
  where withdrawn_at is null and slug not in (select jsonb_array_elements(coalesce(listings, '[]')) ->> 'slug');
  return jsonb_build_object('new', new_count, 'repriced', repriced, 'queued', queued);
end;
$$;

-- Due alert emails: a running alert with homes queued and no email in the last day. Each comes
-- with a fresh token for its links and the cards of every home queued since its last email.
create function public.claim_listing_alert_emails(batch_size integer default 10)
returns table (alert_id bigint, attempts integer, email text, token text, area text, min_price bigint, max_price bigint, bedrooms integer, offer text, homes jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
begin
  for due in
    select e.alert_id, e.attempts, a.email, a.area, a.min_price, a.max_price, a.bedrooms, a.offer
    from private.listing_alert_emails e
    join public.listing_alerts a on a.id = e.alert_id
    where e.next_attempt_at <= now()
      and (e.last_sent_at is null or e.last_sent_at <= now() - interval '1 day')
      and a.confirmed_at is not null and a.paused_at is null and a.unsubscribed_at is null
      and exists (select 1 from private.listing_alert_matches m join private.published_listings l on l.slug = m.slug
                  where m.alert_id = e.alert_id and m.emailed_at is null and l.withdrawn_at is null)
    order by e.next_attempt_at
    limit batch_size
    for update of e skip locked
  loop
    update private.listing_alert_emails e
    set attempts = e.attempts + 1, next_attempt_at = now() + interval '2 minutes', leased_at = now()
    where e.alert_id = due.alert_id;
    alert_id := due.alert_id;
    attempts := due.attempts + 1;
    email := due.email;
    token := private.new_listing_alert_token(due.alert_id);
    area := due.area;
    min_price := due.min_price;
    max_price := due.max_price;
    bedrooms := due.bedrooms;
    offer := due.offer;
    select jsonb_agg(l.card || jsonb_build_object('reason', m.reason) order by m.matched_at, m.slug) into homes
    from private.listing_alert_matches m join private.published_listings l on l.slug = m.slug
    where m.alert_id = due.alert_id and m.emailed_at is null and l.withdrawn_at is null;
    return next;
  end loop;
end;
$$;

-- Sent: the homes of the email (queued up to its claim) are marked, and the day starts.
create function public.settle_listing_alert_email(alert_email_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  leased timestamptz;
begin
  if failure is null then
    update private.listing_alert_emails set last_sent_at = now(), attempts = 0, last_error = null, next_attempt_at = now()
    where alert_id = alert_email_id
    returning leased_at into leased;
    update private.listing_alert_matches set emailed_at = now()
    where alert_id = alert_email_id and emailed_at is null and matched_at <= leased;
  else
    update private.listing_alert_emails
    set last_error = left(failure, 1000), next_attempt_at = now() + make_interval(secs => retry_after_seconds)
    where alert_id = alert_email_id;
  end if;
end;
$$;

revoke all on function public.publish_listings(jsonb) from public, anon, authenticated;
revoke all on function public.claim_listing_alert_emails(integer) from public, anon, authenticated;
revoke all on function public.settle_listing_alert_email(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.publish_listings(jsonb) to service_role;
grant execute on function public.claim_listing_alert_emails(integer) to service_role;
grant execute on function public.settle_listing_alert_email(bigint, text, double precision) to service_role;
