-- Newsletter signups from the footer form on every page.
create table public.newsletter_signups (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_signups_email_shape check (private.is_email_address(email)),
  constraint newsletter_signups_email_key unique (email)
);

comment on table public.newsletter_signups is 'Addresses that asked for the newsletter; written by anonymous visitors, read by staff only.';

-- Stored trimmed and lowercased whoever writes the row, so that a direct API call cannot add
-- " Jane@Example.com" beside "jane@example.com": the unique constraint then sees the duplicate.
-- BEFORE triggers run before constraints are checked, so the shape check sees the clean value.
create function public.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- \s covers tabs and newlines too, which btrim() would leave in place.
  new.email := lower(regexp_replace(new.email, '^\s+|\s+$', '', 'g'));
  return new;
end;
$$;

create trigger normalize_email
  before insert or update of email on public.newsletter_signups
  for each row execute function public.normalize_newsletter_email();

-- Supabase's default privileges hand every new table, sequence and function to anon and
-- authenticated; take all of that back and grant exactly what a visitor needs: adding a row.
revoke all on table public.newsletter_signups from public, anon, authenticated, service_role;
revoke all on sequence public.newsletter_signups_id_seq from public, anon, authenticated, service_role;
revoke all on function public.normalize_newsletter_email() from public, anon, authenticated, service_role;

grant insert on table public.newsletter_signups to anon, authenticated;
-- Staff list signups with the service role key (scripts/localSupabase/listSubmissions.ts).
grant select on table public.newsletter_signups to service_role;

alter table public.newsletter_signups enable row level security;

-- No SELECT, UPDATE or DELETE policy exists, so even a future grant would expose no row.
create policy "Visitors can sign up for the newsletter"
  on public.newsletter_signups
  for insert
  to anon, authenticated
  with check (true);
