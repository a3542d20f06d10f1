import type { EnquiryRouting } from '../../../supabase/functions/_shared/enquiryEmail.ts';
import { backOff, drainOutbox, type DrainReport, type SendEmail } from '../../../supabase/functions/_shared/outbox.ts';
import { restRpcClient } from './restRpcClient.ts';

export interface EnquiryNotifierOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  send: SendEmail;
  routing: EnquiryRouting;
  from: string;
  /** How often the outbox is looked at: an email reaches the catcher within about this long. */
  intervalMs?: number;
  retryAfterSeconds?: (attempts: number) => number;
  log?: (line: string) => void;
}

export interface EnquiryNotifier {
  /** Sends what is due now (the poll does the same every interval). */
  drain(): Promise<DrainReport>;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the hosted webhook: looks at the outbox every second and emails what is
 * due through the same drainOutbox() the Edge Function runs. A failed send stays queued with its
 * error (npm run submissions shows it) and is retried after its back-off.
 */
export function startEnquiryNotifier({
  supabaseUrl,
  serviceRoleKey,
  send,
  routing,
  from,
  intervalMs = 1_000,
  retryAfterSeconds = backOff,
  log = console.log,
}: EnquiryNotifierOptions): EnquiryNotifier {
  const client = restRpcClient(supabaseUrl, serviceRoleKey);
  let running: Promise<DrainReport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastProblem = '';

  function drain(): Promise<DrainReport> {
    // One drain at a time; a caller during one waits for it.
    running ??= drainOutbox({ client, send, routing, from, retryAfterSeconds }).finally(() => (running = undefined));
    return running;
  }

  async function tick() {
    try {
      const report = await drain();
      for (const id of report.sent) log(`[mail] enquiry no. ${id} emailed to ${routing.teamEmail}`);
      for (const { messageId, error } of report.failed) log(`[mail] enquiry no. ${messageId} not emailed yet (${error}): it stays queued and is retried`);
      lastProblem = '';
    } catch (error) {
      // Said once, not every second: the database is down or not migrated.
      const problem = error instanceof Error ? error.message : String(error);
      if (problem !== lastProblem) log(`[mail] the outbox could not be read: ${problem}`);
      lastProblem = problem;
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  }

  timer = setTimeout(() => void tick(), 0);
  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
