-- One retention job and one set of periods. Two changes of 2026-11-28 each added retention:
-- 20261128090300 (every table: spam, unsubscribed_signups, unsubscribe_tokens 12 months,
-- sent_outbox; public.delete_expired_personal_data()) and 20261128100200 (the newsletter's:
-- newsletter_spam_signups, newsletter_unsubscribed_signups, newsletter_unsubscribe_tokens 6 months,
-- pending confirmations; public.delete_expired_newsletter_data()). Kept: the first's job and
-- names, with the second's token period (a token is deleted when it stops working, 6 months after
-- its email, never under CASL's 60 days) and its pending confirmations.

update private.retention_settings
set months = 6,
    description = 'An unsubscribe link works this many months after its email (never less than 60 days), then its token is deleted.'
where name = 'unsubscribe_tokens';

delete from private.retention_settings
where name in ('newsletter_spam_signups', 'newsletter_unsubscribed_signups', 'newsletter_unsubscribe_tokens');

create or replace function private.unsubscribe_token_validity()
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(make_interval(months => (select months from private.retention_settings where name = 'unsubscribe_tokens')), interval '60 days')
$$;

create or replace function public.delete_expired_personal_data()
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
  confirmations integer;
  outbox_welcome integer;
  outbox_enquiry integer;
begin
  delete from public.contact_messages where created_at < now() - private.retention_months('contact_messages');
  get diagnostics contact = row_count;
  delete from public.contact_messages where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_messages = row_count;
  delete from public.newsletter_signups where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_signups = row_count;
  -- With its history, tokens, welcome email and pending confirmation (on delete cascade).
  delete from public.newsletter_signups
  where unsubscribed_at is not null and unsubscribed_at < now() - private.retention_months('unsubscribed_signups');
  get diagnostics unsubscribed = row_count;
  -- Past its validity a token unsubscribes nobody: nothing to keep it for.
  delete from private.newsletter_unsubscribe_tokens where issued_at < now() - private.unsubscribe_token_validity();
  get diagnostics tokens = row_count;
  -- A re-subscription whose link can no longer confirm it (or whose email never went).
  delete from private.newsletter_confirmations
  where requested_at < now() - private.confirmation_link_validity()
    and (token_issued_at is null or token_issued_at < now() - private.confirmation_link_validity());
  get diagnostics confirmations = row_count;
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
    'newsletter_confirmations', confirmations,
    'welcome_emails', outbox_welcome,
    'enquiry_notifications', outbox_enquiry
  );
end;
$$;

-- What the hosted pg_cron job and the local notifier call: every period, answering the number of
-- contact messages deleted, as before.
create or replace function public.delete_expired_contact_messages()
returns integer
language sql
security definer
set search_path = ''
as $$
  select (public.delete_expired_personal_data() ->> 'contact_messages')::integer
$$;

drop function public.delete_expired_newsletter_data();
