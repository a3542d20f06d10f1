-- At most 5 messages per sender address per hour, enforced in the database so that scripts
-- calling the API directly meet the same limit as the form.
create index contact_messages_sender_recent_idx
  on public.contact_messages (lower(email), created_at desc);

-- SECURITY DEFINER: visitors may not read contact_messages, yet the count must see every row.
-- search_path is pinned so that a definer function cannot be redirected to other objects.
create function public.enforce_contact_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := lower(new.email);
  recent_count integer;
begin
  -- Two concurrent messages from one sender must not both see 4 earlier ones.
  perform pg_advisory_xact_lock(hashtext('contact_messages/' || sender));

  -- The window is measured on created_at, so a client must not be able to back-date it.
  new.created_at := now();

  select count(*) into recent_count
  from public.contact_messages
  where lower(email) = sender
    and created_at > now() - interval '1 hour';

  if recent_count >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many messages from this e-mail address',
      hint = 'Try again in an hour.';
  end if;

  return new;
end;
$$;

revoke all on function public.enforce_contact_rate_limit() from public, anon, authenticated, service_role;

create trigger enforce_rate_limit
  before insert on public.contact_messages
  for each row execute function public.enforce_contact_rate_limit();
