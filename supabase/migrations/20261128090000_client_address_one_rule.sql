-- One rule for the address a request came from, with no "off" state (docs/LEADS.md, "The limits").
--
-- Before: the first address of X-Forwarded-For, and null (which no limit counts, as for staff)
-- when that was empty, so "X-Forwarded-For: ," switched the per-client limits off; and
-- 001.002.003.004 or ::ffff:1.2.3.4 counted as clients other than 1.2.3.4.
--
-- Now:
--   - the LAST address of X-Forwarded-For: the hop the gateway in front of the API appends (it
--     adds the address of whoever connected to it to whatever the client sent; everything to its
--     left is the client's own writing);
--   - normalised: brackets and a port removed, case and zero padding by PostgreSQL's inet type,
--     an IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its IPv4 address, and an IPv6 address as its
--     /64 network, the block one household or one server is given, so a client cannot take a new
--     address from its own block for each request;
--   - for a visitor (the anon or authenticated role) a missing, empty or malformed value is the
--     client 'unknown', which shares one allowance with every other such request: limited, never
--     unlimited. Only a request made by staff (service_role, or SQL outside the API) counts no
--     client: staff are recognised by their role, never by an absent address.

-- The address as a client key, or null when the text is not one address.
create function private.normalised_client_address(hop text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  candidate text := lower(btrim(coalesce(hop, '')));
  address inet;
begin
  -- [2001:db8::1]:443 and [2001:db8::1] as proxies write IPv6 with a port; 1.2.3.4:5678 for IPv4.
  if candidate ~ '^\[[0-9a-f:.]+\](:[0-9]{1,5})?$' then
    candidate := substring(candidate from '^\[([0-9a-f:.]+)\]');
  elsif candidate ~ '^[0-9.]+:[0-9]{1,5}$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  -- Only the characters of an address, and no /prefix: inet would read '1.2.3.4/8' as a network.
  if candidate !~ '^[0-9a-f:.]{2,45}$' then
    return null;
  end if;
  begin
    address := candidate::inet;
  exception
    when others then
      return null;
  end;
  if family(address) = 6 and address << '::ffff:0:0/96'::inet then
    return host('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet));
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

create or replace function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers text := current_setting('request.headers', true);
  forwarded text;
  hops text[];
  -- The API role of the request (set_config('role', ...) by PostgREST and the local backend).
  visitor boolean := coalesce(current_setting('role', true), '') in ('anon', 'authenticated');
  client text;
begin
  begin
    forwarded := nullif(headers, '')::json ->> 'x-forwarded-for';
  exception
    when others then
      forwarded := null;
  end;
  hops := string_to_array(coalesce(forwarded, ''), ',');
  client := private.normalised_client_address(hops[cardinality(hops)]);
  if client is null and visitor then
    return 'unknown';
  end if;
  return client;
end;
$$;

revoke all on function private.normalised_client_address(text) from public;
