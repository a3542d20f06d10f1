-- One definition of what an e-mail address looks like, used by the CHECK constraints of every
-- table that stores one. The pattern is the HTML standard's "valid e-mail address" (what
-- <input type="email"> accepts), so whatever a visitor's browser lets through is accepted and
-- junk sent straight to the API is not. 254 characters is the longest address SMTP delivers to.
-- A function rather than a domain: a domain is checked as soon as a value is cast to it, before
-- a BEFORE INSERT trigger has had the chance to trim it.

-- Schema private is not in the API's exposed schemas, so nothing here is callable over /rest/v1/rpc.
create schema if not exists private;
revoke all on schema private from public;

create function private.is_email_address(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select char_length(value) between 3 and 254
     and value ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
$$;

-- A CHECK constraint runs its functions as the inserting role, so the roles that may insert
-- must be able to execute this one.
revoke all on function private.is_email_address(text) from public;
grant execute on function private.is_email_address(text) to anon, authenticated;
