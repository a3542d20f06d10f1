-- Every accepted contact message is emailed to the team. The outbox below is the promise: a row
-- is queued in the same transaction as the message, and stays until a sender has delivered it,
-- so a failed send is retried and never loses the enquiry. Spam (the honeypot) is never queued.
-- Senders: scripts/dev/mail (locally) and supabase/functions/notify-team (hosted); both drain it
-- through the two functions below, with the service role.

create table private.enquiry_notifications (
  message_id bigint primary key references public.contact_messages (id) on delete cascade,
  queued_at timestamptz not null default now(),
  attempts integer not null default 0,
  -- Also a lease: a claimed notification is not handed to another sender until it passes.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz
);

comment on table private.enquiry_notifications is 'Emails to the team about contact messages: sent_at once delivered; last_error and attempts show failures.';

create index enquiry_notifications_due_idx on private.enquiry_notifications (next_attempt_at) where sent_at is null;

revoke all on table private.enquiry_notifications from public, anon, authenticated;

create function private.queue_enquiry_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.enquiry_notifications (message_id) values (new.id);
  return null;
end;
$$;

revoke all on function private.queue_enquiry_notification() from public;

create trigger queue_notification
  after insert on public.contact_messages
  for each row when (not new.is_spam) execute function private.queue_enquiry_notification();

-- Hands out up to batch_size due notifications with their messages, leasing each for two minutes
-- so that two senders running at once do not send one twice.
create function public.claim_enquiry_notifications(batch_size integer default 10)
returns table (
  message_id bigint,
  attempts integer,
  created_at timestamptz,
  name text,
  email text,
  phone text,
  interest text,
  message text,
  about_path text,
  showing_days text[],
  showing_time text
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select n.message_id
    from private.enquiry_notifications n
    where n.sent_at is null and n.next_attempt_at <= now()
    order by n.next_attempt_at
    limit batch_size
    for update skip locked
  ), leased as (
    update private.enquiry_notifications n
    set attempts = n.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from due
    where n.message_id = due.message_id
    returning n.message_id, n.attempts
  )
  select l.message_id, l.attempts, m.created_at, m.name, m.email, m.phone, m.interest, m.message, m.about_path, m.showing_days, m.showing_time
  from leased l
  join public.contact_messages m on m.id = l.message_id
  order by l.message_id
$$;

-- Records how a send went: delivered, or the error and when to try again (the sender's back-off).
create function public.settle_enquiry_notification(notification_id bigint, failure text default null, retry_after_seconds double precision default 60)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.enquiry_notifications
  set sent_at = case when failure is null then now() end,
      last_error = left(failure, 1000),
      next_attempt_at = case
        when failure is null then next_attempt_at
        else now() + make_interval(secs => retry_after_seconds)
      end
  where message_id = notification_id
$$;

-- What staff read (npm run submissions): each message's delivery to the team.
create function public.enquiry_notification_status()
returns table (message_id bigint, attempts integer, last_error text, sent_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select message_id, attempts, last_error, sent_at from private.enquiry_notifications order by message_id
$$;

-- Functions in public are callable over /rest/v1/rpc/ by every role Supabase's default privileges
-- name: only the service role (a sender with its secret key) may call these.
revoke all on function public.claim_enquiry_notifications(integer) from public, anon, authenticated;
revoke all on function public.settle_enquiry_notification(bigint, text, double precision) from public, anon, authenticated;
revoke all on function public.enquiry_notification_status() from public, anon, authenticated;
grant execute on function public.claim_enquiry_notifications(integer) to service_role;
grant execute on function public.settle_enquiry_notification(bigint, text, double precision) to service_role;
grant execute on function public.enquiry_notification_status() to service_role;
