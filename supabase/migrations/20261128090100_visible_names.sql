-- A name must show something: one made only of invisible characters (zero-width spaces, joiners,
-- direction marks, the byte order mark, Hangul fillers, blank Braille, variation selectors, tag
-- characters, Unicode spaces) passed "name ~ '\S'" and reached the team as a blank sender.
-- The same list as src/forms/visibleText.ts, which tells the visitor before anything is sent.

create function private.has_visible_text(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    value,
    '[\s\u0000-\u001f\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
    '',
    'g'
  ) <> ''
$$;

revoke all on function private.has_visible_text(text) from public;
-- CHECK constraints run their functions as the inserting role.
grant execute on function private.has_visible_text(text) to anon, authenticated, service_role;

-- NOT VALID: rows already stored stay as they are; every new row is checked.
alter table public.contact_messages
  add constraint contact_messages_name_visible check (private.has_visible_text(name)) not valid;
