-- Newsletter consent as CASL asks a sender to prove it (docs/LEADS.md, "Consent, unsubscribe and
-- privacy requests"): each sign-up records when (the server's clock), the exact wording the
-- visitor was shown (kept once per distinct wording) and the page it was given on; a subscriber
-- can unsubscribe with a personal token from the welcome email; an address that unsubscribed and
-- signs up again is subscribed again with its new consent.

create table public.newsletter_consent_statements (
  id bigint generated always as identity primary key,
  wording text not null,
  -- One row per distinct wording: a unique index on the text itself would fail on long wordings.
  wording_sha256 bytea not null,
  first_recorded_at timestamptz not null default now(),
  constraint newsletter_consent_statements_wording_key unique (wording_sha256),
  constraint newsletter_consent_statements_wording_length check (char_length(wording) <= 2000 and wording ~ '\S')
);

comment on table public.newsletter_consent_statements is 'Each distinct consent statement shown under the newsletter field, as the visitor saw it; referenced by newsletter_signups.consent_statement_id.';

revoke all on table public.newsletter_consent_statements from public, anon, authenticated, service_role;
revoke all on sequence public.newsletter_consent_statements_id_seq from public, anon, authenticated, service_role;
grant select on table public.newsletter_consent_statements to service_role;
alter table public.newsletter_consent_statements enable row level security;

alter table public.newsletter_signups
  -- Write-only: the browser sends the wording it showed; the trigger below stores it in
  -- newsletter_consent_statements and clears this column, so no row ever keeps a copy.
  add column consent_statement text,
  -- Null only on rows older than this migration (a developer's .local-db): new sign-ups need one.
  add column consent_statement_id bigint references public.newsletter_consent_statements (id),
  add column source_path text,
  add column consented_at timestamptz,
  add column unsubscribed_at timestamptz,
  -- Any path a browser reports (location.pathname, percent-encoded: printable ASCII without
  -- spaces), the 404 page's too, since the footer's form is on every page; never an address
  -- elsewhere. The form cuts a longer path to the limit.
  add constraint newsletter_signups_source_path_shape check (char_length(source_path) <= 200 and source_path ~ '^/[!-~]*$' and source_path !~ '^//'),
  add constraint newsletter_signups_consent_statement_cleared check (consent_statement is null);

comment on column public.newsletter_signups.consent_statement_id is 'The wording the subscriber agreed to (newsletter_consent_statements).';
comment on column public.newsletter_signups.source_path is 'The site path the form was on when consent was given, e.g. /listings/84-old-forest-hill.';
comment on column public.newsletter_signups.consented_at is 'When consent was given (the server clock); a re-subscription sets it anew.';
comment on column public.newsletter_signups.unsubscribed_at is 'When the subscriber unsubscribed; null while subscribed.';

create index newsletter_signups_consent_statement_idx on public.newsletter_signups (consent_statement_id);

revoke insert on table public.newsletter_signups from anon, authenticated;
grant insert (email, website, consent_statement, source_path) on table public.newsletter_signups to anon, authenticated;

-- Unsubscribe tokens: random, and only their sha256 is kept, so the table cannot unsubscribe
-- anyone if it leaks. A sign-up has one per welcome email sent (each claim issues a fresh one).
create table private.newsletter_unsubscribe_tokens (
  token_sha256 bytea primary key,
  signup_id bigint not null references public.newsletter_signups (id) on delete cascade,
  issued_at timestamptz not null default now()
);

create index newsletter_unsubscribe_tokens_signup_idx on private.newsletter_unsubscribe_tokens (signup_id);
revoke all on table private.newsletter_unsubscribe_tokens from public, anon, authenticated;

-- The welcome emails to send: an outbox like private.enquiry_notifications, one row per sign-up,
-- queued again (sent_at cleared) when an address subscribes again.
create table private.welcome_emails (
  signup_id bigint primary key references public.newsletter_signups (id) on delete cascade,
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);

comment on table private.welcome_emails is 'Welcome emails to new subscribers: sent_at once delivered; last_error and attempts show failures.';
create index welcome_emails_due_idx on private.welcome_emails (next_attempt_at) where sent_at is null;
revoke all on table private.welcome_emails from public, anon, authenticated;

create function private.queue_welcome_email(signup bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.welcome_emails (signup_id) values (signup)
  on conflict (signup_id) do update
    set queued_at = now(), attempts = 0, next_attempt_at = now(), last_error = null, sent_at = null
$$;

revoke all on function private.queue_welcome_email(bigint) from public;

-- The wording's row, created the first time it is seen.
create function private.consent_statement_id(wording text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest bytea := sha256(convert_to(wording, 'UTF8'));
  statement_id bigint;
begin
  insert into public.newsletter_consent_statements (wording, wording_sha256) values (wording, digest)
  on conflict (wording_sha256) do nothing
  returning id into statement_id;
  if statement_id is null then
    select id into statement_id from public.newsletter_consent_statements where wording_sha256 = digest;
  end if;
  return statement_id;
end;
$$;

revoke all on function private.consent_statement_id(text) from public;

create or replace function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- current_user is this function's owner (SECURITY DEFINER); the request's role is the setting.
  visitor boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
  rows_in_request integer := coalesce(nullif(current_setting('newsletter.rows_in_request', true), ''), '0')::integer + 1;
  statement text := new.consent_statement;
  earlier public.newsletter_signups;
begin
  new.created_at := now();
  new.consented_at := now();
  new.unsubscribed_at := null;
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  new.consent_statement := null;

  -- The statement-level one_row_per_request trigger cannot see a re-subscription (its row is an
  -- update, below), so the rows of this request are counted here too.
  perform set_config('newsletter.rows_in_request', rows_in_request::text, true);
  if visitor and rows_in_request > private.form_limit('rows_per_request') then
    perform private.refuse(400, 'Send one row per request', 'The forms send one submission at a time.');
  end if;

  -- Whoever writes: a sign-up without the wording it agreed to proves nothing.
  if statement is null or statement !~ '\S' then
    perform private.refuse(400, 'A newsletter sign-up must include the consent statement shown to the visitor', 'Send the wording shown under the newsletter field as consent_statement.');
  end if;
  if (char_length(statement) > 2000 or not private.is_typed_text(statement)) then
    perform private.refuse(400, 'The consent statement is not text of at most 2000 characters', 'Send the wording shown under the newsletter field as consent_statement.');
  end if;

  -- One client's requests one at a time, so that two at once cannot both see the last place.
  perform pg_advisory_xact_lock(hashtext('newsletter_signups/client/' || new.client_address));
  perform private.assert_client_under_limit('newsletter_signups', 'newsletter_per_client_per_hour', new.client_address,
    private.newsletter_probes(new.client_address));

  if statement is not null and statement ~ '\S' and not new.is_spam then
    new.consent_statement_id := private.consent_statement_id(statement);
  end if;

  if not new.is_spam then
    select * into earlier from public.newsletter_signups where email = new.email and not is_spam for update;
    if found then
      -- An attempt on a stored address counts towards the client's limit either way: whether
      -- it is refused (23505 rolls the request back; the sequence remembers) or re-subscribes.
      if new.client_address is not null then
        perform private.record_newsletter_probe(new.client_address);
      end if;
      if earlier.unsubscribed_at is not null then
        -- Subscribed again with the consent given now; the request is answered 201 like a new one.
        update public.newsletter_signups
        set unsubscribed_at = null,
            consented_at = now(),
            consent_statement_id = new.consent_statement_id,
            source_path = new.source_path
        -- client_address and created_at stay the first sign-up's: the limit counts this attempt
        -- as a probe (above), and must not count it twice.
        where id = earlier.id;
        perform private.queue_welcome_email(earlier.id);
        return null;
      end if;
      -- Still subscribed: the unique index refuses the row with 23505, "already subscribed".
    end if;
  end if;
  return new;
end;
$$;

create function private.queue_welcome_email_for_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_welcome_email(new.id);
  return null;
end;
$$;

revoke all on function private.queue_welcome_email_for_signup() from public;

create trigger queue_welcome_email
  after insert on public.newsletter_signups
  for each row when (not new.is_spam and new.unsubscribed_at is null) execute function private.queue_welcome_email_for_signup();

-- The unsubscribe page and the one-click endpoint call this with the token from the email.
create function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  signup bigint;
  was_unsubscribed timestamptz;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'unknown-token';
  end if;
  select t.signup_id into signup from private.newsletter_unsubscribe_tokens t where t.token_sha256 = sha256(convert_to(token, 'UTF8'));
  if signup is null then
    return 'unknown-token';
  end if;
  select unsubscribed_at into was_unsubscribed from public.newsletter_signups where id = signup for update;
  if was_unsubscribed is not null then
    return 'already-unsubscribed';
  end if;
  update public.newsletter_signups set unsubscribed_at = now() where id = signup;
  return 'unsubscribed';
end;
$$;

revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

-- A fresh token: two random UUIDs as 64 hex digits (244 random bits), URL-safe as it is.
create function private.new_unsubscribe_token(signup bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into private.newsletter_unsubscribe_tokens (token_sha256, signup_id) values (sha256(convert_to(token, 'UTF8')), signup);
  return token;
end;
$$;

revoke all on function private.new_unsubscribe_token(bigint) from public;

-- Hands out up to batch_size due welcome emails, leasing each for two minutes, each with a fresh
-- unsubscribe token in plain text (only its hash is stored): the sender puts it in the email.
create function public.claim_welcome_emails(batch_size integer default 10)
returns table (signup_id bigint, attempts integer, email text, consented_at timestamptz, token text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select w.signup_id
    from private.welcome_emails w
    join public.newsletter_signups s on s.id = w.signup_id
    where w.sent_at is null and w.next_attempt_at <= now() and s.unsubscribed_at is null
    order by w.next_attempt_at
    limit batch_size
    for update of w skip locked
  ), leased as (
    update private.welcome_emails w
    set attempts = w.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from due
    where w.signup_id = due.signup_id
    returning w.signup_id, w.attempts
  )
  select l.signup_id, l.attempts, s.email, s.consented_at, private.new_unsubscribe_token(l.signup_id)
  from leased l
  join public.newsletter_signups s on s.id = l.signup_id
  order by l.signup_id
$$;

create function public.settle_welcome_email(welcome_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.welcome_emails
  set sent_at = case when failure is null then now() end,
      last_error = left(failure, 1000),
      next_attempt_at = case
        when failure is null then next_attempt_at
        else now() + make_interval(secs => retry_after_seconds)
      end
  where signup_id = welcome_id
$$;

revoke all on function public.claim_welcome_emails(integer) from public, anon, authenticated;
revoke all on function public.settle_welcome_email(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.claim_welcome_emails(integer) to service_role;
grant execute on function public.settle_welcome_email(bigint, text, double precision) to service_role;
