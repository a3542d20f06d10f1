-- The newsletter's honeypot and per-client limit (20261124130000_form_limits.sql).

alter table public.newsletter_signups
  add column website text,
  add column is_spam boolean not null default false,
  add column client_address text,
  add constraint newsletter_signups_website_length check (char_length(website) <= 500);

comment on column public.newsletter_signups.is_spam is 'The honeypot was filled: kept for the record, never sent a newsletter.';

-- A bot's row must not make the real owner of the address "already subscribed": only genuine
-- sign-ups are unique. A duplicate still raises 23505, the specification's "already subscribed".
alter table public.newsletter_signups drop constraint newsletter_signups_email_key;
create unique index newsletter_signups_email_key on public.newsletter_signups (email) where not is_spam;

create index newsletter_signups_client_recent_idx on public.newsletter_signups (client_address, created_at desc);

revoke insert on table public.newsletter_signups from anon, authenticated;
grant insert (email, website) on table public.newsletter_signups to anon, authenticated;

create function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.created_at := now();
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  -- Counts the client's stored sign-ups of the hour. An attempt refused as a duplicate (23505) is
  -- rolled back with its row, so it is not counted: see the note in docs/LEADS.md.
  perform private.assert_client_under_limit('newsletter_signups', 'newsletter_per_client_per_hour', new.client_address);
  return new;
end;
$$;

revoke all on function private.screen_newsletter_signup() from public;

create trigger screen_signup
  before insert on public.newsletter_signups
  for each row execute function private.screen_newsletter_signup();

create trigger one_row_per_request
  after insert on public.newsletter_signups
  referencing new table as inserted
  for each statement execute function private.enforce_rows_per_request();
