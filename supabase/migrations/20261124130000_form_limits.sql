-- The limits that keep junk out of the forms, enforced by the database so that a script calling
-- the API directly meets exactly what the forms meet, here and on the hosted project.
-- Their values live in one table staff can change (update private.form_limits set ...), no
-- migration needed. Refusals raise SQLSTATE PTnnn, which PostgREST answers with HTTP status nnn.

create table private.form_limits (
  name text primary key,
  max_count integer not null check (max_count >= 0),
  description text not null
);

comment on table private.form_limits is 'Limits of the visitor forms; change max_count to change a limit. Read by the triggers on contact_messages and newsletter_signups.';

insert into private.form_limits (name, max_count, description) values
  ('rows_per_request', 1, 'Rows a visitor may insert in one request (a form sends one).'),
  ('contact_per_sender_per_hour', 5, 'Contact messages from one sender address per hour; case and a +tag in the address are ignored.'),
  ('contact_per_client_per_hour', 20, 'Contact messages from one client (network address) per hour.'),
  ('newsletter_per_client_per_hour', 20, 'Newsletter sign-ups from one client (network address) per hour: bounds how many addresses one client can probe.');

revoke all on table private.form_limits from public, anon, authenticated;

-- SECURITY DEFINER: the triggers that read it run as the visitor, who may not read the table.
create function private.form_limit(limit_name text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select max_count from private.form_limits where name = limit_name
$$;

-- The address a request came from. Supabase's gateway forwards it as the first address of
-- X-Forwarded-For, and PostgREST hands the request's headers to SQL as request.headers; the local
-- backend does the same (and fills X-Forwarded-For from the socket when a request has none).
-- Null outside an API request (staff writing with SQL), which no limit counts.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), '')
$$;

-- One sender, however written: case, and a +tag in the local part (jane+1@, jane+2@), ignored.
create function private.sender_key(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(lower(btrim(email)), '\+[^@]*@', '@')
$$;

-- Text a person typed, not a JSON object, array or boolean that PostgREST turned into text (it
-- stores {"a":1} sent as a name as the string '{"a":1}'). Numbers pass: a phone is digits.
create function private.is_typed_text(value text)
returns boolean
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  trimmed text := btrim(value);
begin
  if lower(trimmed) in ('true', 'false') then
    return false;
  end if;
  if trimmed !~ '^[\[{]' then
    return true;
  end if;
  return jsonb_typeof(trimmed::jsonb) not in ('object', 'array');
exception
  when others then
    -- Starts with a bracket but is not JSON: "[Urgent] Viewing on Saturday" is a message.
    return true;
end;
$$;

revoke all on function private.form_limit(text), private.client_address(), private.sender_key(text), private.is_typed_text(text) from public;
grant usage on schema private to anon, authenticated, service_role;
-- CHECK constraints and index expressions run their functions as the inserting role.
grant execute on function private.is_typed_text(text), private.sender_key(text) to anon, authenticated, service_role;

-- A refusal a visitor can read: PTnnn answers with HTTP status nnn.
create function private.refuse(status integer, message text, hint text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'PT' || status::text, message = message, hint = hint;
end;
$$;

revoke all on function private.refuse(integer, text, text) from public;

-- Counts a client's rows of the last hour under a transaction lock, so that two concurrent
-- requests from one client cannot both see the last free place.
create function private.assert_client_under_limit(table_name text, limit_name text, client text)
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
  if recent >= private.form_limit(limit_name) then
    perform private.refuse(429, 'Too many requests from this network address', 'Try again in an hour.');
  end if;
end;
$$;

revoke all on function private.assert_client_under_limit(text, text, text) from public;

-- One row per request: a form sends one, and an array of thousands is a flood. A statement-level
-- trigger sees the whole request's rows at once (the transition table).
create function private.enforce_rows_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > private.form_limit('rows_per_request') then
    perform private.refuse(400, 'Send one row per request', 'The forms send one submission at a time.');
  end if;
  return null;
end;
$$;

grant execute on function private.enforce_rows_per_request() to anon, authenticated;
grant execute on function private.form_limit(text), private.refuse(integer, text, text) to anon, authenticated;
