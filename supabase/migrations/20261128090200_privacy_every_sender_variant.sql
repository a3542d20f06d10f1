-- privacy_find, privacy_export and privacy_erase cover every spelling of an address that the
-- limits count as one sender (private.sender_key: case, surrounding spaces, a +tag in the local
-- part): before, a contact message sent from jane+x@example.com survived the erasure of
-- jane@example.com. The only redefinition of these functions in this change; see
-- 20261126120100_subscribers_privacy_retention.sql for the originals.

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

-- Tokens, welcome emails and notifications go with their rows (on delete cascade).
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
  return held;
end;
$$;
