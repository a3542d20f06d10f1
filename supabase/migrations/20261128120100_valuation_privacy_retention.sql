-- Valuation requests (20261128120000) under the privacy commands and the one retention job
-- (20261128110000_one_retention_job.sql): npm run privacy -- find|export|erase lists and deletes
-- them with their notifications, and delete_expired_personal_data() deletes them after the period
-- stated in the privacy policy (data/legal/privacy.json, "Retention and Security"). Spam requests
-- go after the 'spam' period, as every other honeypot row does.

insert into private.retention_settings (name, months, description) values
  ('valuation_requests', 24, 'Valuation requests (and the team''s notifications of them) are deleted this many months after they were sent.');

-- As 20261128100300_newsletter_history_in_privacy_find.sql, with the valuation requests added.
create or replace function private.rows_held_for(address text)
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
    where private.sender_key(s.email) = private.sender_key(address)
  ), messages as (
    select m.* from public.contact_messages m where private.sender_key(m.email) = private.sender_key(address)
  ), valuations as (
    select v.* from public.valuation_requests v where private.sender_key(v.email) = private.sender_key(address)
  )
  select jsonb_build_object(
    'newsletter_signups', coalesce((select jsonb_agg(to_jsonb(s) - 'consent_statement' order by s.id) from signups s), '[]'),
    'newsletter_consent_events', coalesce((
      select jsonb_agg(to_jsonb(e) || jsonb_build_object('consent_wording', c.wording) order by e.id)
      from public.newsletter_consent_events e
      left join public.newsletter_consent_statements c on c.id = e.consent_statement_id
      where e.signup_id in (select id from signups)), '[]'),
    'newsletter_confirmations', coalesce((
      select jsonb_agg(to_jsonb(p) - 'token_sha256' order by p.signup_id)
      from private.newsletter_confirmations p where p.signup_id in (select id from signups)), '[]'),
    'newsletter_unsubscribe_tokens', coalesce((
      select jsonb_agg(jsonb_build_object('signup_id', t.signup_id, 'issued_at', t.issued_at, 'token_sha256', encode(t.token_sha256, 'hex')) order by t.issued_at)
      from private.newsletter_unsubscribe_tokens t where t.signup_id in (select id from signups)), '[]'),
    'welcome_emails', coalesce((
      select jsonb_agg(to_jsonb(w) order by w.signup_id) from private.welcome_emails w where w.signup_id in (select id from signups)), '[]'),
    'contact_messages', coalesce((select jsonb_agg(to_jsonb(m) order by m.id) from messages m), '[]'),
    'enquiry_notifications', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.message_id) from private.enquiry_notifications n where n.message_id in (select id from messages)), '[]'),
    'valuation_requests', coalesce((select jsonb_agg(to_jsonb(v) order by v.id) from valuations v), '[]'),
    'valuation_notifications', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.request_id) from private.valuation_notifications n where n.request_id in (select id from valuations)), '[]')
  )
$$;

-- Notifications go with their requests (on delete cascade).
create or replace function public.privacy_erase(address text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb := private.rows_held_for(address);
begin
  delete from public.newsletter_signups where private.sender_key(email) = private.sender_key(address);
  delete from public.contact_messages where private.sender_key(email) = private.sender_key(address);
  delete from public.valuation_requests where private.sender_key(email) = private.sender_key(address);
  return held;
end;
$$;

-- As 20261128110000_one_retention_job.sql, with the valuation requests and their notifications.
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
  valuations integer;
  spam_valuations integer;
  outbox_valuation integer;
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
  -- With its notification (on delete cascade).
  delete from public.valuation_requests where created_at < now() - private.retention_months('valuation_requests');
  get diagnostics valuations = row_count;
  delete from public.valuation_requests where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_valuations = row_count;
  delete from private.valuation_notifications where sent_at < now() - private.retention_months('sent_outbox');
  get diagnostics outbox_valuation = row_count;
  return jsonb_build_object(
    'contact_messages', contact,
    'spam_contact_messages', spam_messages,
    'spam_newsletter_signups', spam_signups,
    'unsubscribed_newsletter_signups', unsubscribed,
    'newsletter_unsubscribe_tokens', tokens,
    'newsletter_confirmations', confirmations,
    'welcome_emails', outbox_welcome,
    'enquiry_notifications', outbox_enquiry,
    'valuation_requests', valuations,
    'spam_valuation_requests', spam_valuations,
    'valuation_notifications', outbox_valuation
  );
end;
$$;
