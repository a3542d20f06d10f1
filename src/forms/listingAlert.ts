import type { ListingAlertInsert } from '../../supabase/functions/_shared/rows.ts';
import { TOO_MANY_REQUESTS, type FormBackend } from './supabaseClient.ts';
import { withTimeout } from './withTimeout.ts';

/** The search an alert saves: /listings' filters (src/blocks/listingGrid/listingQuery.ts) but the sort, page and open houses. */
export interface AlertQuery {
  area?: string;
  min?: number;
  max?: number;
  beds?: number;
  offer?: 'sale' | 'lease';
}

export interface ListingAlertSubmission {
  email: string;
  /** The hidden field only bots fill in. */
  honeypot: string;
  /** The consent statement exactly as the visitor read it: the record of their consent. */
  consentStatement: string;
  sourcePath: string;
  query: AlertQuery;
}

export type ListingAlertOutcome = 'invalid-email' | 'sent' | 'limited' | 'outdated' | 'failed';

export const LISTING_ALERT_MESSAGES: Record<ListingAlertOutcome, string> = {
  'invalid-email': 'Please enter your email address, such as name@example.com.',
  sent: 'Check your inbox: the alert starts when you confirm it with the link we sent. Nothing else is sent before.',
  limited: 'Too many alerts from this address or connection. Please try again in an hour.',
  outdated: 'This page is out of date. Please reload it and ask again.',
  failed: 'The alert could not be saved just now. Please try again.',
};

const UNPUBLISHED_WORDING = 'The consent statement is not one this site has published';

/** The database's limits on a search (20261128130000_listing_alerts.sql): outside them, "any". */
const price = (value: number | undefined) => (value !== undefined && value <= 100_000_000_000 ? value : null);

function toListingAlertRow({
  email,
  honeypot,
  consentStatement,
  sourcePath,
  query,
}: ListingAlertSubmission): ListingAlertInsert {
  let [min, max] = [price(query.min), price(query.max)];
  // A range written upside down ("from 5M to 2M") is the same range.
  if (min !== null && max !== null && max < min) [min, max] = [max, min];
  return {
    email: email.trim().toLowerCase(),
    area: query.area ?? null,
    min_price: min,
    max_price: max,
    bedrooms: query.beds !== undefined && query.beds <= 20 ? query.beds : null,
    offer: query.offer ?? null,
    consent_statement: consentStatement,
    source_path: sourcePath.slice(0, 200),
    // The honeypot: the database stores a row that fills it as spam and answers as usual.
    website: honeypot !== '' ? honeypot : null,
  };
}

/** Saves the alert, unconfirmed (the database queues the confirmation email). Never throws. */
export async function sendListingAlert(
  submission: ListingAlertSubmission,
  backend: FormBackend,
): Promise<ListingAlertOutcome> {
  const row = toListingAlertRow(submission);
  if (!/^[^\s@]+@[^\s@]+$/.test(row.email)) return 'invalid-email';
  try {
    // No .select(): visitors may insert but not read.
    const { error, status } = await withTimeout(backend.timeoutMs, async (signal) =>
      (await backend.getClient()).from('listing_alerts').insert(row).abortSignal(signal),
    );
    if (!error) return 'sent';
    if (error.message === UNPUBLISHED_WORDING) return 'outdated';
    console.error('Listing alert not saved:', error);
    return status === TOO_MANY_REQUESTS ? 'limited' : 'failed';
  } catch (error) {
    console.error('Listing alert not saved:', error);
    return 'failed';
  }
}
