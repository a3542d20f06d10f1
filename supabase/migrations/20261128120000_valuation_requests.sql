-- Valuation requests from /sell (docs/LEADS.md, "Valuation requests"): an owner asks for the
-- team's written opinion of what their home would sell for. The same guards as contact messages
-- (20261124130000_form_limits.sql, 20261124130100, 20261128090000, 20261128090100): visitors may
-- only insert, and only the columns a visitor fills; one row per request; hourly limits per sender
-- and per client; the honeypot stores a bot's row as spam and never emails it; names show
-- something. Lengths match src/forms/limits.ts and src/forms/valuationValues.ts.

insert into private.form_limits (name, max_count, description) values
  ('valuation_per_sender_per_hour', 5, 'Valuation requests from one sender address per hour; case and a +tag in the address are ignored.'),
  ('valuation_per_client_per_hour', 20, 'Valuation requests from one client (network address) per hour.');

create table public.valuation_requests (
  id bigint generated always as identity primary key,
  -- The home.
  street text not null,
  postal_code text not null,
  property_type text not null,
  bedrooms integer not null,
  bathrooms numeric(3, 1) not null,
  square_feet integer,
  timeline text not null,
  -- The owner.
  name text not null,
  email text not null,
  phone text,
  notes text,
  -- The server's.
  website text,
  is_spam boolean not null default false,
  client_address text,
  created_at timestamptz not null default now(),
  constraint valuation_requests_street_length check (char_length(street) <= 200 and private.has_visible_text(street)),
  -- A Canadian postal code, stored as "M5P 2T7" (the trigger below writes it so).
  constraint valuation_requests_postal_code_shape check (postal_code ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$'),
  constraint valuation_requests_property_type_known check (property_type in ('detached', 'semi-detached', 'townhouse', 'condominium', 'other')),
  constraint valuation_requests_bedrooms_range check (bedrooms between 0 and 20),
  constraint valuation_requests_bathrooms_range check (bathrooms between 0 and 20 and bathrooms * 2 = trunc(bathrooms * 2)),
  constraint valuation_requests_square_feet_range check (square_feet between 100 and 50000),
  constraint valuation_requests_timeline_known check (timeline in ('now', 'within-6-months', 'within-a-year', 'later', 'not-sure')),
  constraint valuation_requests_name_length check (char_length(name) <= 100 and private.has_visible_text(name)),
  constraint valuation_requests_email_shape check (private.is_email_address(email)),
  constraint valuation_requests_phone_length check (char_length(phone) <= 40 and phone ~ '\S'),
  constraint valuation_requests_notes_length check (char_length(notes) <= 5000 and notes ~ '\S'),
  constraint valuation_requests_website_length check (char_length(website) <= 500),
  constraint valuation_requests_text_typed check (
    private.is_typed_text(street) and private.is_typed_text(name) and private.is_typed_text(phone) and private.is_typed_text(notes)
  )
);

comment on table public.valuation_requests is 'Requests for a written opinion of value from /sell; read by staff only.';
comment on column public.valuation_requests.is_spam is 'The honeypot was filled: stored for the record, never emailed.';

revoke all on table public.valuation_requests from public, anon, authenticated, service_role;
revoke all on sequence public.valuation_requests_id_seq from public, anon, authenticated, service_role;
grant insert (street, postal_code, property_type, bedrooms, bathrooms, square_feet, timeline, name, email, phone, notes, website)
  on table public.valuation_requests to anon, authenticated;
grant select on table public.valuation_requests to service_role;

alter table public.valuation_requests enable row level security;

create policy "Visitors can request a valuation"
  on public.valuation_requests
  for insert
  to anon, authenticated
  with check (true);

create index valuation_requests_sender_recent_idx on public.valuation_requests (private.sender_key(email), created_at desc);
create index valuation_requests_client_recent_idx on public.valuation_requests (client_address, created_at desc);

-- SECURITY DEFINER: visitors may not read valuation_requests, yet the counts must see every row.
create function private.screen_valuation_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := private.sender_key(new.email);
  recent integer;
begin
  new.created_at := now();
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  -- "m5p2t7", "M5P-2T7" and "m5p 2t7" are one postal code; the CHECK then judges its letters.
  new.postal_code := regexp_replace(upper(btrim(new.postal_code)), '^([A-Z0-9]{3})[\s-]*([A-Z0-9]{3})$', '\1 \2');

  perform private.assert_client_under_limit('valuation_requests', 'valuation_per_client_per_hour', new.client_address);

  perform pg_advisory_xact_lock(hashtext('valuation_requests/sender/' || coalesce(sender, '')));
  select count(*) into recent
  from public.valuation_requests
  where private.sender_key(email) = sender
    and created_at > now() - interval '1 hour';
  if recent >= private.form_limit('valuation_per_sender_per_hour') then
    perform private.refuse(429, 'Too many valuation requests from this e-mail address', 'Try again in an hour.');
  end if;

  return new;
end;
$$;

revoke all on function private.screen_valuation_request() from public;

create trigger screen_request
  before insert on public.valuation_requests
  for each row execute function private.screen_valuation_request();

create trigger one_row_per_request
  after insert on public.valuation_requests
  referencing new table as inserted
  for each statement execute function private.enforce_rows_per_request();

-- The team's emails about valuation requests: the same promise as private.enquiry_notifications.
create table private.valuation_notifications (
  request_id bigint primary key references public.valuation_requests (id) on delete cascade,
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);

comment on table private.valuation_notifications is 'Emails to the team about valuation requests: sent_at once delivered; last_error and attempts show failures.';

create index valuation_notifications_due_idx on private.valuation_notifications (next_attempt_at) where sent_at is null;

revoke all on table private.valuation_notifications from public, anon, authenticated;

create function private.queue_valuation_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.valuation_notifications (request_id) values (new.id);
  return null;
end;
$$;

revoke all on function private.queue_valuation_notification() from public;

create trigger queue_notification
  after insert on public.valuation_requests
  for each row when (not new.is_spam) execute function private.queue_valuation_notification();

create function public.claim_valuation_notifications(batch_size integer default 10)
returns table (
  request_id bigint,
  attempts integer,
  created_at timestamptz,
  street text,
  postal_code text,
  property_type text,
  bedrooms integer,
  bathrooms numeric,
  square_feet integer,
  timeline text,
  name text,
  email text,
  phone text,
  notes text
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select n.request_id
    from private.valuation_notifications n
    where n.sent_at is null and n.next_attempt_at <= now()
    order by n.next_attempt_at
    limit batch_size
    for update skip locked
  ), leased as (
    update private.valuation_notifications n
    set attempts = n.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from due
    where n.request_id = due.request_id
    returning n.request_id, n.attempts
  )
  select l.request_id, l.attempts, r.created_at, r.street, r.postal_code, r.property_type, r.bedrooms, r.bathrooms,
    r.square_feet, r.timeline, r.name, r.email, r.phone, r.notes
  from leased l
  join public.valuation_requests r on r.id = l.request_id
  order by l.request_id
$$;

create function public.settle_valuation_notification(notification_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.valuation_notifications
  set sent_at = case when failure is null then now() end,
      last_error = left(failure, 1000),
      next_attempt_at = case
        when failure is null then next_attempt_at
        else now() + make_interval(secs => retry_after_seconds)
      end
  where request_id = notification_id
$$;

create function public.valuation_notification_status()
returns table (request_id bigint, attempts integer, last_error text, sent_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select request_id, attempts, last_error, sent_at from private.valuation_notifications order by request_id
$$;

revoke all on function public.claim_valuation_notifications(integer) from public, anon, authenticated;
revoke all on function public.settle_valuation_notification(bigint, text, double precision) from public, anon, authenticated;
revoke all on function public.valuation_notification_status() from public, anon, authenticated;
grant execute on function public.claim_valuation_notifications(integer) to service_role;
grant execute on function public.settle_valuation_notification(bigint, text, double precision) to service_role;
grant execute on function public.valuation_notification_status() to service_role;
