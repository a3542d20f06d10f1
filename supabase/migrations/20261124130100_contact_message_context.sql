-- What a contact message is about, when it is a showing request, and the limits of
-- 20261124130000_form_limits.sql applied to it.

alter table public.contact_messages
  -- The page the visitor asked from, e.g. '/listings/84-old-forest-hill'; null from /contact itself.
  add column about_path text,
  -- A private showing request (listings for sale): preferred days and time of day.
  add column showing_days text[],
  add column showing_time text,
  -- The form's honeypot, which people never see: bots fill it, and their rows are flagged as spam.
  add column website text,
  add column is_spam boolean not null default false,
  -- Where the request came from (private.client_address()), for the per-client limit.
  add column client_address text,
  add constraint contact_messages_about_path_shape check (char_length(about_path) <= 200 and about_path ~ '^(/[a-z0-9]+(-[a-z0-9]+)*)+$'),
  add constraint contact_messages_showing_days_known check (
    cardinality(showing_days) between 1 and 7
    and showing_days <@ array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
  ),
  add constraint contact_messages_showing_time_known check (showing_time in ('morning', 'afternoon', 'evening')),
  add constraint contact_messages_website_length check (char_length(website) <= 500),
  -- Strict functions give null for a null column, which a CHECK accepts.
  add constraint contact_messages_text_typed check (private.is_typed_text(name) and private.is_typed_text(phone) and private.is_typed_text(message));

comment on column public.contact_messages.about_path is 'The site path the visitor asked about (a listing or a development), or null.';
comment on column public.contact_messages.is_spam is 'The honeypot was filled: stored for the record, never emailed.';

-- Visitors insert only what a visitor fills in: ids, created_at, is_spam and client_address are
-- the server's. A request naming another column is refused (42501) before any row is written.
revoke insert on table public.contact_messages from anon, authenticated;
grant insert (name, email, phone, interest, message, about_path, showing_days, showing_time, website) on table public.contact_messages to anon, authenticated;

-- The limits replace the first migration's per-sender limit, which a +tag got round.
drop trigger enforce_rate_limit on public.contact_messages;
drop function public.enforce_contact_rate_limit();
drop index public.contact_messages_sender_recent_idx;

create index contact_messages_sender_recent_idx on public.contact_messages (private.sender_key(email), created_at desc);
create index contact_messages_client_recent_idx on public.contact_messages (client_address, created_at desc);

-- SECURITY DEFINER: visitors may not read contact_messages, yet the counts must see every row.
create function private.screen_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := private.sender_key(new.email);
  recent integer;
begin
  -- The windows are measured on created_at, so a caller must not be able to back-date it.
  new.created_at := now();
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';

  perform private.assert_client_under_limit('contact_messages', 'contact_per_client_per_hour', new.client_address);

  -- Two concurrent messages from one sender must not both see the last free place.
  perform pg_advisory_xact_lock(hashtext('contact_messages/sender/' || coalesce(sender, '')));
  select count(*) into recent
  from public.contact_messages
  where private.sender_key(email) = sender
    and created_at > now() - interval '1 hour';
  if recent >= private.form_limit('contact_per_sender_per_hour') then
    perform private.refuse(429, 'Too many messages from this e-mail address', 'Try again in an hour.');
  end if;

  return new;
end;
$$;

revoke all on function private.screen_contact_message() from public;

create trigger screen_message
  before insert on public.contact_messages
  for each row execute function private.screen_contact_message();

create trigger one_row_per_request
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.enforce_rows_per_request();
