import { composeEnquiryEmail, type Email, type EnquiryRouting, type EnquiryRow } from './enquiryEmail.ts';

/** What the outbox needs of a Supabase client: supabase-js's rpc(), or a plain fetch stand-in. */
export interface RpcClient {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }>;
}

export type SendEmail = (email: Email) => Promise<void>;

export interface DrainOptions {
  client: RpcClient;
  send: SendEmail;
  routing: EnquiryRouting;
  from: string;
  /** Seconds before a failed send is tried again, given how many attempts it has had. */
  retryAfterSeconds?: (attempts: number) => number;
  batchSize?: number;
}

export interface DrainReport {
  sent: number[];
  failed: { messageId: number; error: string }[];
}

/** 1, 2, 4 … minutes after each failure, at most an hour apart. */
export const backOff = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

async function call(client: RpcClient, name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data;
}

/**
 * Sends every notification that is due, recording each outcome in the database: a delivered one
 * is marked sent, a failed one keeps its error and is tried again after the back-off. Claims are
 * leased by the database, so two drains at once do not send one message twice.
 */
export async function drainOutbox({ client, send, routing, from, retryAfterSeconds = backOff, batchSize = 10 }: DrainOptions): Promise<DrainReport> {
  const report: DrainReport = { sent: [], failed: [] };
  for (;;) {
    const batch = (await call(client, 'claim_enquiry_notifications', { batch_size: batchSize })) as EnquiryRow[];
    for (const row of batch) {
      try {
        await send(composeEnquiryEmail(row, routing, from));
        await call(client, 'settle_enquiry_notification', { notification_id: row.message_id });
        report.sent.push(row.message_id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await call(client, 'settle_enquiry_notification', { notification_id: row.message_id, failure: message, retry_after_seconds: retryAfterSeconds(row.attempts) });
        report.failed.push({ messageId: row.message_id, error: message });
      }
    }
    // A short batch means nothing more is due; failures wait for their back-off.
    if (batch.length < batchSize) return report;
  }
}
