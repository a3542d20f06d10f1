-- A retention period for every table that holds personal data (docs/LEADS.md, "Retention", and
-- the privacy policy): before, only contact messages were ever deleted. One setting per period in
-- private.retention_settings, one job, public.delete_expired_personal_data(), run where the
-- contact messages' job already runs (hosted pg_cron calls delete_expired_contact_messages(),
-- which now runs it all; locally the notifier under npm start).

insert into private.retention_settings (name, months, description) values
  ('spam', 1, 'Rows flagged as spam (the honeypot), contact messages and newsletter sign-ups alike, are deleted this many months after they arrived.'),
  ('unsubscribed_signups', 36, 'A newsletter sign-up that unsubscribed is kept as proof of its consent and withdrawal (CASL), then deleted this many months after the unsubscribe, with its tokens and welcome email.'),
  ('unsubscribe_tokens', 12, 'Unsubscribe tokens (hashes) are deleted this many months after the email that carried them; an active subscriber''s newer emails carry newer tokens.'),
  ('sent_outbox', 1, 'Delivered welcome-email and enquiry-notification records (outbox rows) are deleted this many months after they were sent.');

comment on table private.retention_settings is 'How long personal data is kept; read by public.delete_expired_personal_data().';

create function private.retention_months(setting text)
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select make_interval(months => (select months from private.retention_settings where name = setting))
$$;

revoke all on function private.retention_months(text) from public;

-- Every period at once; returns how many rows each deleted.
create function public.delete_expired_personal_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact integer;
  spam_messages integer;
  spam_signups integer;
  unsubscribed integer;
  tokens integer;
  outbox_welcome integer;
  outbox_enquiry integer;
begin
  delete from public.contact_messages where created_at < now() - private.retention_months('contact_messages');
  get diagnostics contact = row_count;
  delete from public.contact_messages where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_messages = row_count;
  delete from public.newsletter_signups where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_signups = row_count;
  delete from public.newsletter_signups
  where unsubscribed_at is not null and unsubscribed_at < now() - private.retention_months('unsubscribed_signups');
  get diagnostics unsubscribed = row_count;
  delete from private.newsletter_unsubscribe_tokens where issued_at < now() - private.retention_months('unsubscribe_tokens');
  get diagnostics tokens = row_count;
  delete from private.welcome_emails where sent_at < now() - private.retention_months('sent_outbox');
  get diagnostics outbox_welcome = row_count;
  delete from private.enquiry_notifications where sent_at < now() - private.retention_months('sent_outbox');
  get diagnostics outbox_enquiry = row_count;
  return jsonb_build_object(
    'contact_messages', contact,
    'spam_contact_messages', spam_messages,
    'spam_newsletter_signups', spam_signups,
    'unsubscribed_newsletter_signups', unsubscribed,
    'newsletter_unsubscribe_tokens', tokens,
    'welcome_emails', outbox_welcome,
    'enquiry_notifications', outbox_enquiry
  );
end;
$$;

-- The hosted pg_cron job already calls this one: it now applies every period, and still answers
-- with the number of contact messages deleted past their period.
create or replace function public.delete_expired_contact_messages()
returns integer
language sql
security definer
set search_path = ''
as $$
  select (public.delete_expired_personal_data() ->> 'contact_messages')::integer
$$;

-- The periods as the privacy policy states them.
create function public.retention_periods()
returns table (name text, months integer, description text)
language sql
stable
security definer
set search_path = ''
as $$
  select name, months, description from private.retention_settings order by name
$$;

revoke all on function public.delete_expired_personal_data() from public, anon, authenticated;
revoke all on function public.retention_periods() from public, anon, authenticated;
grant execute on function public.delete_expired_personal_data() to service_role;
grant execute on function public.retention_periods() to service_role;
