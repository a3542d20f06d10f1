-- Sign-ups refused as duplicates count towards the client's newsletter limit, so that one client
-- cannot check address after address for whether it is subscribed.
--
-- A duplicate is answered with 23505 (the specification's "You're already subscribed!"), and that
-- error rolls back everything its request wrote: a row in a table cannot count it. Sequences are
-- the one thing PostgreSQL never rolls back (nextval and setval stand whatever the transaction
-- does), so the attempts are counted in sequences:
--   - 128 buckets, a client in two of them (two hashes of its address); its count is the lesser of
--     the two, so a client shares its count with another only when both its buckets collide
--     (a count-min sketch: it can over-count a little, never under-count);
--   - each bucket has a sequence for even clock hours and one for odd, holding
--     hour * 2^20 + attempts, so a stale hour reads as zero without anything to clean up;
--   - the last hour is weighed by how much of it still lies within the past 60 minutes, so the
--     turn of the hour does not hand out a fresh allowance (a sliding window, approximately);
--   - unlogged: after a crash they start again at zero rather than jump ahead.
-- Only a client's attempts on an address already subscribed are counted here; its new sign-ups
-- are rows, counted as before. Both together meet newsletter_per_client_per_hour, and a client
-- over it is refused with 429 whether or not the address is subscribed, so the refusal tells it
-- nothing either.

do $$
begin
  for parity in 0..1 loop
    for bucket in 0..127 loop
      execute format('create unlogged sequence private.%I as bigint minvalue 0 start 0', 'newsletter_probes_' || parity || '_' || bucket);
    end loop;
  end loop;
end;
$$;

-- hour * 2^20 + attempts: 2^20 attempts in an hour is far beyond any limit.
create function private.newsletter_probe_sequence(client text, hash_number integer, clock_hour bigint)
returns regclass
language sql
stable
set search_path = ''
as $$
  select format('private.newsletter_probes_%s_%s', clock_hour % 2, hashtext(hash_number || '/' || client) & 127)::regclass
$$;

-- The client's refused duplicates within the past hour, as far as the buckets can tell. This runs
-- on every sign-up: the counters are read with pg_sequence_last_value, a plain call, where a
-- dynamic "select last_value from ..." cost more than the sign-up's own insert.
create function private.newsletter_probes(client text)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  hours double precision := extract(epoch from now()) / 3600;
  clock_hour bigint := floor(hours);
  fraction_of_last_hour_in_window double precision := 1 - (hours - floor(hours));
  stored bigint;
  estimate double precision;
  least_estimate double precision;
begin
  if client is null then
    return 0;
  end if;
  for hash_number in 0..1 loop
    estimate := 0;
    for hour in clock_hour - 1..clock_hour loop
      -- hour * 2^20 + attempts; a counter last set in another hour (or never: null) counts nothing.
      stored := pg_sequence_last_value(private.newsletter_probe_sequence(client, hash_number, hour));
      if stored >> 20 = hour then
        estimate := estimate + (stored & 1048575) * case when hour = clock_hour then 1 else fraction_of_last_hour_in_window end;
      end if;
    end loop;
    least_estimate := least(coalesce(least_estimate, estimate), estimate);
  end loop;
  return ceil(least_estimate);
end;
$$;

create function private.record_newsletter_probe(client text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  clock_hour bigint := floor(extract(epoch from now()) / 3600);
  counter regclass;
begin
  for hash_number in 0..1 loop
    counter := private.newsletter_probe_sequence(client, hash_number, clock_hour);
    -- The first attempt of a new hour in this bucket starts its count afresh.
    if nextval(counter) >> 20 <> clock_hour then
      perform setval(counter, (clock_hour << 20) + 1);
    end if;
  end loop;
end;
$$;

revoke all on function private.newsletter_probe_sequence(text, integer, bigint), private.newsletter_probes(text), private.record_newsletter_probe(text) from public;

-- The client's rows of the last hour plus what else counts against it (its refused duplicates).
drop function private.assert_client_under_limit(text, text, text);
create function private.assert_client_under_limit(table_name text, limit_name text, client text, counted_elsewhere integer default 0)
returns void
language plpgsql
set search_path = ''
as $$
declare
  recent integer;
begin
  if client is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext(table_name || '/client/' || client));
  execute format('select count(*) from public.%I where client_address = $1 and created_at > now() - interval ''1 hour''', table_name)
    into recent
    using client;
  if recent + counted_elsewhere >= private.form_limit(limit_name) then
    perform private.refuse(429, 'Too many requests from this network address', 'Try again in an hour.');
  end if;
end;
$$;

revoke all on function private.assert_client_under_limit(text, text, text, integer) from public;

create or replace function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.created_at := now();
  new.client_address := private.client_address();
  new.is_spam := coalesce(new.website, '') <> '';
  -- One client's requests one at a time, so that two at once cannot both see the last place.
  perform pg_advisory_xact_lock(hashtext('newsletter_signups/client/' || new.client_address));
  perform private.assert_client_under_limit('newsletter_signups', 'newsletter_per_client_per_hour', new.client_address,
    private.newsletter_probes(new.client_address));
  -- The unique index is about to refuse this row with 23505 and roll the request back; the
  -- sequence remembers the attempt all the same.
  if new.client_address is not null and not new.is_spam
     and exists (select 1 from public.newsletter_signups where email = new.email and not is_spam) then
    perform private.record_newsletter_probe(new.client_address);
  end if;
  return new;
end;
$$;
