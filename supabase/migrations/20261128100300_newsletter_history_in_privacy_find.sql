-- privacy_find / privacy_erase (20261126120100_subscribers_privacy_retention.sql) answer what is
-- held for an address through private.rows_held_for(): this adds the sign-ups' consent history
-- (public.newsletter_consent_events) and pending re-subscriptions (private.newsletter_confirmations),
-- both of 20261128100000/100100. Only this function changes; erasing needs nothing more, since both
-- tables go with their sign-up (on delete cascade). Matching addresses is unchanged.
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
      select jsonb_agg(to_jsonb(n) order by n.message_id) from private.enquiry_notifications n where n.message_id in (select id from messages)), '[]')
  )
$$;
