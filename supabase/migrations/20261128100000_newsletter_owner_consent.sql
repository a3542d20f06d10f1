-- Consent that only the address's owner can give (docs/LEADS.md, "Consent, unsubscribe and privacy
-- requests"):
--   - a sign-up's statement must be a wording the site has published (public.publish_newsletter_
--     consent_wordings(), fed from the built site's /newsletter-consent.json); any other is refused
--     with 400 and nothing is stored;
--   - an address that has unsubscribed is subscribed again only when its owner follows the link of
--     a confirmation email; until then its row (and its unsubscribed state) is untouched, and the
--     request is answered 201 like a new address's, so a third party learns nothing;
--   - every consent, confirmation and withdrawal is kept in public.newsletter_consent_events;
--   - unsubscribe tokens expire (at least 60 days after the email that carried them, as CASL asks).

-- Published wordings: the rows of newsletter_consent_statements the site has shown. Rows recorded
-- before this migration (whatever a client sent) stay as the record of those sign-ups, unpublished.
alter table public.newsletter_consent_statements add column published_at timestamptz;

comment on column public.newsletter_consent_statements.published_at is 'When the site first published this wording (from its /newsletter-consent.json); null for wordings only ever sent by a client. Only published wordings are accepted.';

-- Adds the wordings (a JSON array of strings) the built site shows (never removes one: a visitor may still have a page from
-- before the change open). Returns how many were published for the first time.
create function public.publish_newsletter_consent_wordings(wordings jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wording text;
  newly integer := 0;
  changed integer;
begin
  for wording in select jsonb_array_elements_text(coalesce(wordings, '[]')) loop
    insert into public.newsletter_consent_statements (wording, wording_sha256, published_at)
    values (wording, sha256(convert_to(wording, 'UTF8')), now())
    on conflict (wording_sha256) do update set published_at = now()
      where public.newsletter_consent_statements.published_at is null;
    get diagnostics changed = row_count;
    newly := newly + changed;
  end loop;
  return newly;
end;
$$;

revoke all on function public.publish_newsletter_consent_wordings(jsonb) from public, anon, authenticated;
grant execute on function public.publish_newsletter_consent_wordings(jsonb) to service_role;

create function private.published_consent_statement_id(shown text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select s.id from public.newsletter_consent_statements s
  where s.wording_sha256 = sha256(convert_to(shown, 'UTF8')) and s.published_at is not null
$$;

revoke all on function private.published_consent_statement_id(text) from public;

-- The history: appended to, never updated. Goes with its sign-up (privacy_erase, retention).
create table public.newsletter_consent_events (
  id bigint generated always as identity primary key,
  signup_id bigint not null references public.newsletter_signups (id) on delete cascade,
  event text not null,
  occurred_at timestamptz not null default now(),
  -- For 'confirmed': when the sign-up it confirms was made (the link came later).
  requested_at timestamptz,
  consent_statement_id bigint references public.newsletter_consent_statements (id),
  source_path text,
  constraint newsletter_consent_events_event check (event in ('subscribed', 'confirmed', 'unsubscribed'))
);

comment on table public.newsletter_consent_events is 'Every consent (subscribed, or confirmed by the owner''s link after an unsubscribe) and every withdrawal (unsubscribed), with the wording and page; never overwritten.';

create index newsletter_consent_events_signup_idx on public.newsletter_consent_events (signup_id, occurred_at);
revoke all on table public.newsletter_consent_events from public, anon, authenticated, service_role;
revoke all on sequence public.newsletter_consent_events_id_seq from public, anon, authenticated, service_role;
grant select on table public.newsletter_consent_events to service_role;
alter table public.newsletter_consent_events enable row level security;

-- What existed before: each row's last consent, and its withdrawal if any.
insert into public.newsletter_consent_events (signup_id, event, occurred_at, consent_statement_id, source_path)
select id, 'subscribed', coalesce(consented_at, created_at), consent_statement_id, source_path
from public.newsletter_signups where not is_spam;
insert into public.newsletter_consent_events (signup_id, event, occurred_at)
select id, 'unsubscribed', unsubscribed_at from public.newsletter_signups where not is_spam and unsubscribed_at is not null;

create function private.record_consent_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.newsletter_consent_events (signup_id, event, occurred_at, consent_statement_id, source_path)
    values (new.id, 'subscribed', new.consented_at, new.consent_statement_id, new.source_path);
  elsif old.unsubscribed_at is null and new.unsubscribed_at is not null then
    insert into public.newsletter_consent_events (signup_id, event, occurred_at)
    values (new.id, 'unsubscribed', new.unsubscribed_at);
  end if;
  return null;
end;
$$;

revoke all on function private.record_consent_event() from public;

create trigger record_consent
  after insert on public.newsletter_signups
  for each row when (not new.is_spam) execute function private.record_consent_event();
create trigger record_withdrawal
  after update of unsubscribed_at on public.newsletter_signups
  for each row execute function private.record_consent_event();

-- Re-subscriptions waiting for the owner's link: one per address, which is also the outbox of its
-- confirmation email (drained like private.welcome_emails). The token is issued when the email is
-- claimed (only its sha256 kept) and confirms for private.confirmation_link_validity().
create table private.newsletter_confirmations (
  signup_id bigint primary key references public.newsletter_signups (id) on delete cascade,
  consent_statement_id bigint not null references public.newsletter_consent_statements (id),
  source_path text,
  requested_at timestamptz not null default now(),
  token_sha256 bytea unique,
  token_issued_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);

comment on table private.newsletter_confirmations is 'Re-subscriptions of an unsubscribed address waiting for its owner''s confirmation link; their confirmation emails (sent_at, last_error).';
create index newsletter_confirmations_due_idx on private.newsletter_confirmations (next_attempt_at) where sent_at is null;
revoke all on table private.newsletter_confirmations from public, anon, authenticated;

create function private.confirmation_link_validity()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '7 days'
$$;

revoke all on function private.confirmation_link_validity() from public;

-- How long an unsubscribe link works after its email: the retention setting, never under the 60
-- days CASL asks for (s. 11 of the Act: valid for at least 60 days after the message was sent).
insert into private.retention_settings (name, months, description) values
  ('newsletter_unsubscribe_tokens', 6, 'An unsubscribe link works this many months after its email (never less than 60 days), then its token is deleted.'),
  ('newsletter_unsubscribed_signups', 36, 'An unsubscribed address is kept this many months after it unsubscribed, as proof of its consent and withdrawal, then deleted with its history.'),
  ('newsletter_spam_signups', 1, 'Sign-ups that filled the honeypot (bots) are deleted this many months after they arrived.');

create function private.unsubscribe_token_validity()
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(make_interval(months => (select months from private.retention_settings where name = 'newsletter_unsubscribe_tokens')), interval '60 days')
$$;

revoke all on function private.unsubscribe_token_validity() from public;

create or replace function public.unsubscribe_newsletter(token text)
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
  -- An expired token answers as an unknown one: the page then says whom to write to.
  select t.signup_id into signup from private.newsletter_unsubscribe_tokens t
  where t.token_sha256 = sha256(convert_to(token, 'UTF8')) and t.issued_at > now() - private.unsubscribe_token_validity();
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
