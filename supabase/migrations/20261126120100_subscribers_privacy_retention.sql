-- The team's own tools, shared by the local backend and the hosted project (service role only):
--   npm run subscribers: the active subscribers with their consent, and unsubscribes received elsewhere;
--   npm run privacy: every row held for an address (PIPEDA access requests), as JSON, and its erasure;
--   retention: contact messages older than one setting are deleted by a scheduled job.
-- See docs/LEADS.md, "Consent, unsubscribe and privacy requests".

-- Active subscribers with the proof of their consent, in the shape a mailing service imports.
-- A row without a recorded statement (older than 20261126120000_newsletter_consent.sql) is left
-- out: its consent cannot be shown, so it must not be mailed.
create function public.newsletter_subscribers()
returns table (email text, consented_at timestamptz, source_path text, wording text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.email, s.consented_at, s.source_path, c.wording
  from public.newsletter_signups s
  join public.newsletter_consent_statements c on c.id = s.consent_statement_id
  where not s.is_spam and s.unsubscribed_at is null
  order by s.consented_at, s.email
$$;

-- An unsubscribe received by phone, letter or a reply: 'unsubscribed', 'already-unsubscribed'
-- or 'not-subscribed'.
create function public.unsubscribe_newsletter_address(address text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  signup public.newsletter_signups;
begin
  select * into signup from public.newsletter_signups
  where email = lower(btrim(address)) and not is_spam
  for update;
  if not found then
    return 'not-subscribed';
  end if;
  if signup.unsubscribed_at is not null then
    return 'already-unsubscribed';
  end if;
  update public.newsletter_signups set unsubscribed_at = now() where id = signup.id;
  return 'unsubscribed';
end;
$$;

-- Every row held for an address, table by table: sign-ups (with the wording agreed to), their
-- unsubscribe tokens (hashes only exist) and welcome emails, contact messages and the team's
-- notifications of them. Addresses compare without case and surrounding spaces.
create function private.rows_held_for(address text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with signups as (
    select s.*, c.wording as consent_wording
    from public.newsletter_signups s
    left join public.newsletter_consent_statements c on c.id = s.consent_statement_id
    where lower(btrim(s.email)) = lower(btrim(address))
  ), messages as (
    select m.* from public.contact_messages m where lower(btrim(m.email)) = lower(btrim(address))
  )
  select jsonb_build_object(
    'newsletter_signups', coalesce((select jsonb_agg(to_jsonb(s) - 'consent_statement' order by s.id) from signups s), '[]'),
    'newsletter_unsubscribe_tokens', coalesce((
      select jsonb_agg(jsonb_build_object('signup_id', t.signup_id, 'issued_at', t.issued_at, 'token_sha256', encode(t.token_sha256, 'hex')) order by t.issued_at)
      from private.newsletter_unsubscribe_tokens t where t.signup_id in (select id from signups)), '[]'),
    'welcome_emails', coalesce((
      select jsonb_agg(to_jsonb(w) order by w.signup_id) from private.welcome_emails w where w.signup_id in (select id from signups)), '[]'),
    'contact_messages', coalesce((select jsonb_agg(to_jsonb(m) order by m.id) from messages m), '[]'),
    'enquiry_notifications', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.message_id) from private.enquiry_notifications n where n.message_id in (select id from messages)), '[]')
  )
$$;

revoke all on function private.rows_held_for(text) from public;

create function public.privacy_find(address text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.rows_held_for(address)
$$;

-- Deletes every row held for an address and returns them, as privacy_find showed them. Tokens,
-- welcome emails and notifications go with their sign-ups and messages (on delete cascade). The
-- consent wordings stay: shared by every subscriber who saw them, they hold nothing personal.
create function public.privacy_erase(address text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb := private.rows_held_for(address);
begin
  delete from public.newsletter_signups where lower(btrim(email)) = lower(btrim(address));
  delete from public.contact_messages where lower(btrim(email)) = lower(btrim(address));
  return held;
end;
$$;

-- How long contact messages are kept: one setting, changed with
--   update private.retention_settings set months = 36 where name = 'contact_messages';
create table private.retention_settings (
  name text primary key,
  months integer not null check (months >= 1),
  description text not null
);

comment on table private.retention_settings is 'How long personal data is kept; read by public.delete_expired_contact_messages().';

insert into private.retention_settings (name, months, description) values
  ('contact_messages', 24, 'Contact messages (and the team''s notifications of them) are deleted this many months after they were sent.');

revoke all on table private.retention_settings from public, anon, authenticated;

-- The scheduled job: locally the notifier under npm start (at start and hourly), hosted pg_cron
-- (docs/LEADS.md). Returns how many messages it deleted.
create function public.delete_expired_contact_messages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from public.contact_messages
  where created_at < now() - make_interval(months => (select months from private.retention_settings where name = 'contact_messages'));
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

-- The period as the privacy policy states it.
create function public.contact_message_retention_months()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select months from private.retention_settings where name = 'contact_messages'
$$;

revoke all on function public.newsletter_subscribers() from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter_address(text) from public, anon, authenticated;
revoke all on function public.privacy_find(text) from public, anon, authenticated;
revoke all on function public.privacy_erase(text) from public, anon, authenticated;
revoke all on function public.delete_expired_contact_messages() from public, anon, authenticated;
revoke all on function public.contact_message_retention_months() from public, anon, authenticated;
grant execute on function public.newsletter_subscribers() to service_role;
grant execute on function public.unsubscribe_newsletter_address(text) to service_role;
grant execute on function public.privacy_find(text) to service_role;
grant execute on function public.privacy_erase(text) to service_role;
grant execute on function public.delete_expired_contact_messages() to service_role;
grant execute on function public.contact_message_retention_months() to service_role;
