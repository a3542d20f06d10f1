-- The sign-up trigger with published wordings only and re-subscription by the owner's link, the
-- confirmation itself, and the confirmation emails' outbox (20261128100000_newsletter_owner_consent.sql).

-- The wording the visitor was shown, refused unless the site published it: 400 with a message the
-- footer form turns into "reload the page" (src/forms/newsletter.ts matches the message).
create or replace function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- current_user is this function's owner (SECURITY DEFINER); the request's role is the setting.
  visitor boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
  rows_in_request integer := coalesce(nullif(current_setting('newsletter.rows_in_request', true), ''), '0')::integer + 1;
  statement text := new.consent_statement;
  earlier public.newsletter_signups;
begin
  new.created_at := now();
  new.consented_at := now();
  new.unsubscribed_at := null;
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  new.consent_statement := null;
  new.consent_statement_id := null;

  -- The statement-level one_row_per_request trigger cannot see a re-subscription (nothing is
  -- inserted), so the rows of this request are counted here too.
  perform set_config('newsletter.rows_in_request', rows_in_request::text, true);
  if visitor and rows_in_request > private.form_limit('rows_per_request') then
    perform private.refuse(400, 'Send one row per request', 'The forms send one submission at a time.');
  end if;

  if statement is null or statement !~ '\S' then
    perform private.refuse(400, 'A newsletter sign-up must include the consent statement shown to the visitor', 'Send the wording shown under the newsletter field as consent_statement.');
  end if;
  if (char_length(statement) > 2000 or not private.is_typed_text(statement)) then
    perform private.refuse(400, 'The consent statement is not text of at most 2000 characters', 'Send the wording shown under the newsletter field as consent_statement.');
  end if;
  -- A bot (the honeypot) is answered as usual and its row keeps no wording.
  if not new.is_spam then
    new.consent_statement_id := private.published_consent_statement_id(statement);
    if new.consent_statement_id is null then
      perform private.refuse(400, 'The consent statement is not one this site has published', 'Reload the page and sign up again with the wording it shows.');
    end if;
  end if;

  -- One client's requests one at a time, so that two at once cannot both see the last place.
  perform pg_advisory_xact_lock(hashtext('newsletter_signups/client/' || new.client_address));
  perform private.assert_client_under_limit('newsletter_signups', 'newsletter_per_client_per_hour', new.client_address,
    private.newsletter_probes(new.client_address));

  if not new.is_spam then
    select * into earlier from public.newsletter_signups where email = new.email and not is_spam for update;
    if found then
      -- An attempt on a stored address counts towards the client's limit either way.
      if new.client_address is not null then
        perform private.record_newsletter_probe(new.client_address);
      end if;
      if earlier.unsubscribed_at is not null then
        -- Only the owner can undo an unsubscribe: the row stays as it is, a confirmation email
        -- goes to the address, and the request is answered 201 like a new address's.
        perform private.request_confirmation(earlier.id, new.consent_statement_id, new.source_path);
        return null;
      end if;
      -- Still subscribed: the unique index refuses the row with 23505, "already subscribed".
    end if;
  end if;
  return new;
end;
$$;

-- One pending confirmation per address: a later request takes its wording and page, and sends the
-- email again only if the last one went more than an hour ago (nobody floods an inbox this way).
create function private.request_confirmation(signup bigint, statement bigint, path text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.newsletter_confirmations (signup_id, consent_statement_id, source_path)
  values (signup, statement, path)
  on conflict (signup_id) do update
    set consent_statement_id = excluded.consent_statement_id,
        source_path = excluded.source_path,
        requested_at = now(),
        sent_at = case when private.newsletter_confirmations.sent_at < now() - interval '1 hour' then null else private.newsletter_confirmations.sent_at end,
        attempts = case when private.newsletter_confirmations.sent_at < now() - interval '1 hour' then 0 else private.newsletter_confirmations.attempts end,
        next_attempt_at = case when private.newsletter_confirmations.sent_at < now() - interval '1 hour' then now() else private.newsletter_confirmations.next_attempt_at end
$$;

revoke all on function private.request_confirmation(bigint, bigint, text) from public;

-- The confirmation link's page calls this with the token: 'confirmed' (subscribed again, with the
-- wording and page of the request, and a welcome email queued) or 'unknown-token' (unknown,
-- already used, or older than private.confirmation_link_validity()).
create function public.confirm_newsletter_subscription(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending private.newsletter_confirmations;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return 'unknown-token';
  end if;
  select * into pending from private.newsletter_confirmations c
  where c.token_sha256 = sha256(convert_to(token, 'UTF8')) and c.token_issued_at > now() - private.confirmation_link_validity()
  for update;
  if not found then
    return 'unknown-token';
  end if;
  update public.newsletter_signups
  set unsubscribed_at = null, consented_at = now(), consent_statement_id = pending.consent_statement_id, source_path = pending.source_path
  where id = pending.signup_id;
  insert into public.newsletter_consent_events (signup_id, event, requested_at, consent_statement_id, source_path)
  values (pending.signup_id, 'confirmed', pending.requested_at, pending.consent_statement_id, pending.source_path);
  delete from private.newsletter_confirmations where signup_id = pending.signup_id;
  perform private.queue_welcome_email(pending.signup_id);
  return 'confirmed';
end;
$$;

revoke all on function public.confirm_newsletter_subscription(text) from public;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;

-- Hands out due confirmation emails like claim_welcome_emails(), each with a fresh token in plain
-- text (only its hash is kept; a retried email carries a new one and the earlier link stops working).
create function public.claim_newsletter_confirmations(batch_size integer default 10)
returns table (signup_id bigint, attempts integer, email text, token text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  fresh text;
begin
  for due in
    select c.signup_id, c.attempts, s.email
    from private.newsletter_confirmations c
    join public.newsletter_signups s on s.id = c.signup_id
    where c.sent_at is null and c.next_attempt_at <= now() and c.requested_at > now() - private.confirmation_link_validity()
    order by c.next_attempt_at
    limit batch_size
    for update of c skip locked
  loop
    fresh := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    update private.newsletter_confirmations c
    set attempts = c.attempts + 1, next_attempt_at = now() + interval '2 minutes',
        token_sha256 = sha256(convert_to(fresh, 'UTF8')), token_issued_at = now()
    where c.signup_id = due.signup_id;
    signup_id := due.signup_id;
    attempts := due.attempts + 1;
    email := due.email;
    token := fresh;
    return next;
  end loop;
end;
$$;

create function public.settle_newsletter_confirmation(confirmation_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.newsletter_confirmations
  set sent_at = case when failure is null then now() end,
      last_error = left(failure, 1000),
      next_attempt_at = case when failure is null then next_attempt_at else now() + make_interval(secs => retry_after_seconds) end
  where signup_id = confirmation_id
$$;

revoke all on function public.claim_newsletter_confirmations(integer) from public, anon, authenticated;
revoke all on function public.settle_newsletter_confirmation(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.claim_newsletter_confirmations(integer) to service_role;
grant execute on function public.settle_newsletter_confirmation(bigint, text, double precision) to service_role;
