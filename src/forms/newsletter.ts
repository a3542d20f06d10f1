import type { NewsletterSignupInsert } from '../../supabase/functions/_shared/rows.ts';
import { NEWSLETTER_MESSAGES } from './messages.ts';
import type { Notice } from './notice.ts';
import { TOO_MANY_REQUESTS, type FormBackend } from './supabaseClient.ts';
import { withTimeout } from './withTimeout.ts';

export type NewsletterOutcome =
  'invalid-email' | 'subscribed' | 'already-subscribed' | 'limited' | 'outdated' | 'failed';

export interface NewsletterSubmission {
  email: string;
  /** The hidden field only bots fill in. */
  honeypot: string;
  /** The consent statement exactly as the visitor read it, as plain text: the record of their consent. */
  consentStatement: string;
  /** The path of the page the form was on, e.g. "/listings/84-old-forest-hill". */
  sourcePath: string;
}

/** The database's limit on source_path: a longer path (a mistyped one, on the 404 page) is cut, not refused. */
export const SOURCE_PATH_MAX_LENGTH = 200;

/** PostgreSQL's unique_violation: the address is already on the list. */
const UNIQUE_VIOLATION = '23505';

/** The database's refusal of a wording the site has not published (20261128100100_newsletter_resubscribe_confirmation.sql). */
export const UNPUBLISHED_WORDING = 'The consent statement is not one this site has published';

/** The specification's rule (non-empty and contains an @), checked even when the browser has not. */
export const isAcceptableEmail = (email: string) => email !== '' && email.includes('@');

/** Adds the address to newsletter_signups (trimmed and lowercased) and says how it went. Never throws. */
export async function submitNewsletterSignup(
  { email, honeypot, consentStatement, sourcePath }: NewsletterSubmission,
  backend: FormBackend,
): Promise<NewsletterOutcome> {
  const normalized = email.trim().toLowerCase();
  if (!isAcceptableEmail(normalized)) return 'invalid-email';
  try {
    // The honeypot goes to the database, which stores a bot's row flagged as spam and answers
    // as usual: a bot is told it succeeded, so it has no reason to try again differently.
    const row: NewsletterSignupInsert = {
      email: normalized,
      consent_statement: consentStatement,
      source_path: sourcePath.slice(0, SOURCE_PATH_MAX_LENGTH),
      website: honeypot === '' ? null : honeypot,
    };
    const { error, status } = await withTimeout(backend.timeoutMs, async (signal) =>
      (await backend.getClient()).from('newsletter_signups').insert(row).abortSignal(signal),
    );
    if (!error) return 'subscribed';
    if (error.code === UNIQUE_VIOLATION) return 'already-subscribed';
    if (error.message === UNPUBLISHED_WORDING) return 'outdated';
    console.error('Newsletter signup failed:', error);
    return status === TOO_MANY_REQUESTS ? 'limited' : 'failed';
  } catch (error) {
    console.error('Newsletter signup failed:', error);
    return 'failed';
  }
}

export function newsletterNotice(outcome: NewsletterOutcome): Notice {
  switch (outcome) {
    case 'invalid-email':
      return { variant: 'warning', message: NEWSLETTER_MESSAGES.invalidEmail };
    case 'subscribed':
      return { variant: 'success', message: NEWSLETTER_MESSAGES.subscribed };
    case 'already-subscribed':
      return { variant: 'info', message: NEWSLETTER_MESSAGES.alreadySubscribed };
    case 'limited':
      return { variant: 'error', message: NEWSLETTER_MESSAGES.limited };
    case 'outdated':
      return { variant: 'error', message: NEWSLETTER_MESSAGES.outdated };
    case 'failed':
      return { variant: 'error', message: NEWSLETTER_MESSAGES.failed };
  }
}
