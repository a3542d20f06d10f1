-- Listing alerts (20261128130000..130200) under the privacy commands and the one retention job,
-- as 20261128120100_valuation_privacy_retention.sql did for valuation requests: npm run privacy --
-- find|export|erase lists and deletes an address's alerts with their consent history, confirmation,
-- tokens, outbox row and matched homes; delete_expired_personal_data() deletes an alert never
-- confirmed after its link's 7 days, an unsubscribed one after the period kept for unsubscribed
-- sign-ups (proof of consent and withdrawal), spam after the spam period, a link's token when it
-- stops working, and emailed matches after the sent-outbox period (data/legal/privacy.json).

-- As 20261128120100, with the listing alerts added.
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
  ), alerts as (
    select a.*, c.wording as consent_wording
    from public.listing_alerts a
    left join public.newsletter_consent_statements c on c.id = a.consent_statement_id
    where private.sender_key(a.email) = private.sender_key(address)
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
      select jsonb_agg(to_jsonb(n) order by n.request_id) from private.valuation_notifications n where n.request_id in (select id from valuations)), '[]'),
    'listing_alerts', coalesce((select jsonb_agg(to_jsonb(a) - 'consent_statement' order by a.id) from alerts a), '[]'),
    'listing_alert_consent_events', coalesce((
      select jsonb_agg(to_jsonb(e) || jsonb_build_object('consent_wording', c.wording) order by e.id)
      from public.listing_alert_consent_events e
      left join public.newsletter_consent_statements c on c.id = e.consent_statement_id
      where e.alert_id in (select id from alerts)), '[]'),
    'listing_alert_confirmations', coalesce((
      select jsonb_agg(to_jsonb(p) - 'token_sha256' order by p.alert_id)
      from private.listing_alert_confirmations p where p.alert_id in (select id from alerts)), '[]'),
    'listing_alert_tokens', coalesce((
      select jsonb_agg(jsonb_build_object('alert_id', t.alert_id, 'issued_at', t.issued_at, 'token_sha256', encode(t.token_sha256, 'hex')) order by t.issued_at)
      from private.listing_alert_tokens t where t.alert_id in (select id from alerts)), '[]'),
    'listing_alert_emails', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.alert_id) from private.listing_alert_emails m where m.alert_id in (select id from alerts)), '[]'),
    'listing_alert_matches', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.alert_id, m.matched_at) from private.listing_alert_matches m where m.alert_id in (select id from alerts)), '[]')
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
  -- With their history, confirmation, tokens, outbox row and matches (on delete cascade).
  delete from public.listing_alerts where private.sender_key(email) = private.sender_key(address);
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
  unconfirmed_alerts integer;
  unsubscribed_alerts integer;
  spam_alerts integer;
  alert_tokens integer;
  alert_matches integer;
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
  -- An alert never confirmed once its link can no longer confirm it (with its history, on delete cascade).
  delete from public.listing_alerts
  where confirmed_at is null and not is_spam and created_at < now() - private.confirmation_link_validity();
  get diagnostics unconfirmed_alerts = row_count;
  -- An unsubscribed alert is kept as proof of its consent and withdrawal, as a newsletter sign-up is.
  delete from public.listing_alerts
  where unsubscribed_at is not null and unsubscribed_at < now() - private.retention_months('unsubscribed_signups');
  get diagnostics unsubscribed_alerts = row_count;
  delete from public.listing_alerts where is_spam and created_at < now() - private.retention_months('spam');
  get diagnostics spam_alerts = row_count;
  delete from private.listing_alert_tokens where issued_at < now() - private.unsubscribe_token_validity();
  get diagnostics alert_tokens = row_count;
  delete from private.listing_alert_matches where emailed_at < now() - private.retention_months('sent_outbox');
  get diagnostics alert_matches = row_count;
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
    'valuation_notifications', outbox_valuation,
    'unconfirmed_listing_alerts', unconfirmed_alerts,
    'unsubscribed_listing_alerts', unsubscribed_alerts,
    'spam_listing_alerts', spam_alerts,
    'listing_alert_tokens', alert_tokens,
    'listing_alert_matches', alert_matches
  );
end;
$$;
