-- Enquiries from the Send a Message form on /contact.
-- Lengths match src/forms/limits.ts (the inputs' maxLength), checked by tests/forms/limits.test.ts.
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  phone text,
  interest text,
  message text,
  created_at timestamptz not null default now(),
  -- Values must contain something other than white space (~ '\S'); optional ones are null when
  -- absent, never blank, so staff see "no phone" rather than "".
  constraint contact_messages_name_length check (char_length(name) <= 100 and name ~ '\S'),
  constraint contact_messages_email_shape check (private.is_email_address(email)),
  constraint contact_messages_phone_length check (char_length(phone) <= 40 and phone ~ '\S'),
  constraint contact_messages_interest_known check (interest in ('buying', 'selling', 'both', 'other')),
  constraint contact_messages_message_length check (char_length(message) <= 5000 and message ~ '\S')
);

comment on table public.contact_messages is 'Enquiries sent by anonymous visitors; read by staff only.';

revoke all on table public.contact_messages from public, anon, authenticated, service_role;
revoke all on sequence public.contact_messages_id_seq from public, anon, authenticated, service_role;

grant insert on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to service_role;

alter table public.contact_messages enable row level security;

create policy "Visitors can send a message"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (true);
