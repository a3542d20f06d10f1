-- Retention for the newsletter, run by the job that already deletes old contact messages (the
-- notifier under npm start, pg_cron hosted): delete_expired_contact_messages() now also calls
-- delete_expired_newsletter_data(), so the job already scheduled covers both. Periods in
-- private.retention_settings (20261128100000_newsletter_owner_consent.sql), stated in the privacy
-- policy and docs/LEADS.md. A sign-up's history, tokens, welcome email and pending confirmation
-- go with it (on delete cascade).

create function public.delete_expired_newsletter_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  spam integer;
  unsubscribed integer;
  tokens integer;
  confirmations integer;
begin
  delete from public.newsletter_signups
  where is_spam and created_at < now() - make_interval(months => (select months from private.retention_settings where name = 'newsletter_spam_signups'));
  get diagnostics spam = row_count;
  delete from public.newsletter_signups
  where not is_spam and unsubscribed_at < now() - make_interval(months => (select months from private.retention_settings where name = 'newsletter_unsubscribed_signups'));
  get diagnostics unsubscribed = row_count;
  -- Past their validity a token unsubscribes nobody: nothing to keep it for.
  delete from private.newsletter_unsubscribe_tokens where issued_at < now() - private.unsubscribe_token_validity();
  get diagnostics tokens = row_count;
  -- A request whose link can no longer confirm it (or whose email never went) is dropped.
  delete from private.newsletter_confirmations where requested_at < now() - private.confirmation_link_validity()
    and (token_issued_at is null or token_issued_at < now() - private.confirmation_link_validity());
  get diagnostics confirmations = row_count;
  return jsonb_build_object('spam_signups', spam, 'unsubscribed_signups', unsubscribed,
    'unsubscribe_tokens', tokens, 'pending_confirmations', confirmations);
end;
$$;

-- Where public.delete_expired_personal_data() exists (another change's job for every table), it
-- stays what this runs for contact messages; this only adds the newsletter's periods to it.
create or replace function public.delete_expired_contact_messages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  if to_regprocedure('public.delete_expired_personal_data()') is not null then
    execute 'select (public.delete_expired_personal_data() ->> ''contact_messages'')::integer' into deleted;
  else
    delete from public.contact_messages
    where created_at < now() - make_interval(months => (select months from private.retention_settings where name = 'contact_messages'));
    get diagnostics deleted = row_count;
  end if;
  perform public.delete_expired_newsletter_data();
  return deleted;
end;
$$;

revoke all on function public.delete_expired_newsletter_data() from public, anon, authenticated;
grant execute on function public.delete_expired_newsletter_data() to service_role;
