import { composeEnquiryEmail, type Email, type EnquiryRouting } from './enquiryEmail.ts';
import { composeConfirmationEmail } from './confirmationEmail.ts';
import type { ConfirmationRow, EnquiryRow, ValuationRow, WelcomeRow } from './rows.ts';
import { composeWelcomeEmail } from './welcomeEmail.ts';
import { composeValuationEmail } from './valuationEmail.ts';
import {
  composeAlertConfirmationEmail,
  composeAlertEmail,
  composeAlertQuestionEmail,
  type AlertConfirmationRow,
  type AlertEmailRow,
  type AlertQuestionRow,
} from './listingAlertEmail.ts';

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

/** One queue in the database: the function that leases due rows and the one that records the outcome. */
interface Queue<Row> {
  claim: string;
  settle: string;
  /** The settle function's name for the row's id. */
  idArgument: string;
  idOf(row: Row): number;
  compose(row: Row): Email;
}

/**
 * Sends every email that is due, recording each outcome in the database: a delivered one is
 * marked sent, a failed one keeps its error and is tried again after the back-off. Claims are
 * leased by the database, so two drains at once do not send one email twice.
 */
async function drain<Row extends { attempts: number }>(
  queue: Queue<Row>,
  { client, send, retryAfterSeconds = backOff, batchSize = 10 }: DrainOptions,
): Promise<DrainReport> {
  const report: DrainReport = { sent: [], failed: [] };
  for (;;) {
    const batch = (await call(client, queue.claim, { batch_size: batchSize })) as Row[];
    for (const row of batch) {
      const id = queue.idOf(row);
      try {
        await send(queue.compose(row));
        await call(client, queue.settle, { [queue.idArgument]: id });
        report.sent.push(id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await call(client, queue.settle, {
          [queue.idArgument]: id,
          failure: message,
          retry_after_seconds: retryAfterSeconds(row.attempts),
        });
        report.failed.push({ messageId: id, error: message });
      }
    }
    // A short batch means nothing more is due; failures wait for their back-off.
    if (batch.length < batchSize) return report;
  }
}

/** The team's emails about contact messages (private.enquiry_notifications). */
export function drainOutbox(options: DrainOptions): Promise<DrainReport> {
  return drain<EnquiryRow>(
    {
      claim: 'claim_enquiry_notifications',
      settle: 'settle_enquiry_notification',
      idArgument: 'notification_id',
      idOf: (row) => row.message_id,
      compose: (row) => composeEnquiryEmail(row, options.routing, options.from),
    },
    options,
  );
}

/** The welcome emails to new subscribers (private.welcome_emails); ids are the sign-ups'. */
export function drainWelcomeOutbox(options: DrainOptions & { functionsUrl: string }): Promise<DrainReport> {
  return drain<WelcomeRow>(
    {
      claim: 'claim_welcome_emails',
      settle: 'settle_welcome_email',
      idArgument: 'welcome_id',
      idOf: (row) => row.signup_id,
      compose: (row) => composeWelcomeEmail(row, options.routing, options.from, options.functionsUrl),
    },
    options,
  );
}

/** The confirmation emails of re-subscriptions (private.newsletter_confirmations); ids are the sign-ups'. */
export function drainConfirmationOutbox(options: DrainOptions & { functionsUrl: string }): Promise<DrainReport> {
  return drain<ConfirmationRow>(
    {
      claim: 'claim_newsletter_confirmations',
      settle: 'settle_newsletter_confirmation',
      idArgument: 'confirmation_id',
      idOf: (row) => row.signup_id,
      compose: (row) => composeConfirmationEmail(row, options.routing, options.from, options.functionsUrl),
    },
    options,
  );
}

/** The team's emails about valuation requests (private.valuation_notifications); ids are the requests'. */
export function drainValuationOutbox(options: DrainOptions): Promise<DrainReport> {
  return drain<ValuationRow>(
    {
      claim: 'claim_valuation_notifications',
      settle: 'settle_valuation_notification',
      idArgument: 'notification_id',
      idOf: (row) => row.request_id,
      compose: (row) => composeValuationEmail(row, options.routing, options.from),
    },
    options,
  );
}

/** The confirmation emails of new listing alerts (private.listing_alert_confirmations); ids are the alerts'. */
export function drainAlertConfirmationOutbox(options: DrainOptions & { functionsUrl: string }): Promise<DrainReport> {
  return drain<AlertConfirmationRow>(
    {
      claim: 'claim_listing_alert_confirmations',
      settle: 'settle_listing_alert_confirmation',
      idArgument: 'confirmation_id',
      idOf: (row) => row.alert_id,
      compose: (row) => composeAlertConfirmationEmail(row, options.routing, options.from, options.functionsUrl),
    },
    options,
  );
}

/** The alerts' emails of new homes, at most one a day each (private.listing_alert_emails); ids are the alerts'. */
export function drainAlertOutbox(options: DrainOptions & { functionsUrl: string }): Promise<DrainReport> {
  return drain<AlertEmailRow>(
    {
      claim: 'claim_listing_alert_emails',
      settle: 'settle_listing_alert_email',
      idArgument: 'alert_email_id',
      idOf: (row) => row.alert_id,
      compose: (row) => composeAlertEmail(row, options.routing, options.from, options.functionsUrl),
    },
    options,
  );
}

/**
 * Quiet alerts (20261128131000_listing_alert_questions.sql): first pauses those whose question
 * went unanswered for the grace period, then asks each newly quiet one, once, whether to continue.
 */
export async function drainAlertQuestionOutbox(
  options: DrainOptions & { functionsUrl: string },
): Promise<DrainReport & { paused: number }> {
  const paused = (await call(options.client, 'pause_unanswered_listing_alerts', {})) as number;
  const report = await drain<AlertQuestionRow>(
    {
      claim: 'claim_listing_alert_questions',
      settle: 'settle_listing_alert_question',
      idArgument: 'question_id',
      idOf: (row) => row.alert_id,
      compose: (row) => composeAlertQuestionEmail(row, options.routing, options.from, options.functionsUrl),
    },
    options,
  );
  return { ...report, paused };
}
