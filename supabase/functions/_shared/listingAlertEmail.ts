import type { Email, EnquiryRouting } from './enquiryEmail.ts';
import { searchInWords, type AlertSearch } from './alertSearch.ts';
import type { AlertConfirmationClaim, AlertEmailClaim, AlertQuestionClaim } from './rows.ts';

/**
 * The emails of new-listing alerts (supabase/migrations/20261128130000_listing_alerts.sql): the
 * confirmation that must be followed before anything else is sent, and the alert itself, at most
 * one a day, with every home found since the last. Both identify the sender as CASL asks; the
 * alert carries its page's link (change, pause) and one-click unsubscribe (RFC 8058). One
 * composition for both set-ups, so it imports nothing but types and the search's words
 * (alertSearch.ts, which imports nothing).
 */

/** What the email shows of a home (written by the build into /enquiries.json). */
interface AlertCard {
  address: string;
  /** As the site writes it: "$3,450,000", "$12,500/month", "Price upon request". */
  price: string;
  /** The photo's absolute address. */
  photo: string;
  /** The listing's page, absolute. */
  url: string;
}

/** A listing as the build publishes it to the database (public.publish_listings). */
export interface PublishedListing {
  slug: string;
  area: string | null;
  offer: 'sale' | 'lease';
  /** A price to compare, or null (upon request). */
  price: number | null;
  bedrooms: number;
  card: AlertCard;
}

/** What alerts need from the built site: the consent wording, area names and the listings. */
export interface AlertRouting {
  /** The statement beside the alert's address field, as the form sends it. */
  consent: string;
  /** Each area's name by its slug, for "in Rosedale". */
  areas: Record<string, string>;
  listings: PublishedListing[];
}

/** The claimed row (rows.ts), its offer narrowed to the two the table's check allows. */
export type AlertConfirmationRow = AlertConfirmationClaim & AlertSearch;

/** A quiet alert's question (20261128131000_listing_alert_questions.sql). */
export type AlertQuestionRow = AlertQuestionClaim & AlertSearch;

/** …and its homes as the SQL builds them (20261128130200_listing_alert_matches.sql). */
export type AlertEmailRow = AlertEmailClaim & AlertSearch & { homes: (AlertCard & { reason: 'new' | 'price' })[] };

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
/** The search in words (alertSearch.ts), on one line for a subject, its area named from the site's guides. */
export function describeSearch(search: AlertSearch, areas: Record<string, string> = {}): string {
  const where =
    search.area === 'elsewhere'
      ? 'outside our neighbourhood guides'
      : search.area
        ? `in ${areas[search.area] ?? search.area}`
        : undefined;
  return oneLine(searchInWords(search, where));
}

/** The alert's own page (supabase/functions/listing-alert): change, pause, resume, unsubscribe. */
const alertPageUrl = (functionsUrl: string, token: string) =>
  `${functionsUrl}/listing-alert?token=${encodeURIComponent(token)}`;

/** The confirmation page: one button confirms (a link scanner's GET confirms nothing). */
const alertConfirmUrl = (functionsUrl: string, token: string) =>
  `${functionsUrl}/listing-alert?confirm=${encodeURIComponent(token)}`;

function signature(routing: EnquiryRouting): string[] {
  return [
    '--',
    `${oneLine(routing.teamName)}, ${oneLine(routing.brokerageName)}`,
    oneLine(routing.mailingAddress),
    `${routing.teamEmail} · ${routing.siteUrl}`,
    `Privacy policy: ${routing.siteUrl}/privacy`,
  ];
}

export function composeAlertConfirmationEmail(
  row: AlertConfirmationRow,
  routing: EnquiryRouting,
  from: string,
  functionsUrl: string,
): Email {
  const team = oneLine(routing.teamName);
  const search = describeSearch(row, routing.alerts?.areas);
  const lines = [
    `Someone asked ${team} to email this address when new ${search} are listed.`,
    '',
    'Nothing will be sent unless you confirm. To start the alert, open this link within 7 days and press the button:',
    alertConfirmUrl(functionsUrl, row.token),
    '',
    'If this was not you, ignore this email: you will hear nothing more from us about it.',
    '',
    ...signature(routing),
  ];
  return {
    from,
    to: row.email,
    replyTo: `${team} <${routing.teamEmail}>`,
    subject: `Confirm your alert for new ${search}`,
    text: lines.join('\n'),
  };
}

export function composeAlertEmail(
  row: AlertEmailRow,
  routing: EnquiryRouting,
  from: string,
  functionsUrl: string,
): Email {
  const team = oneLine(routing.teamName);
  const search = describeSearch(row, routing.alerts?.areas);
  const page = alertPageUrl(functionsUrl, row.token);
  const count = row.homes.length === 1 ? 'A home' : `${row.homes.length} homes`;
  const cards = row.homes.flatMap((home) => [
    oneLine(home.address),
    `${oneLine(home.price)}${home.reason === 'price' ? ' (new price)' : ''}`,
    `Photo: ${home.photo}`,
    home.url,
    '',
  ]);
  const lines = [
    `${count} matching your alert for ${search}:`,
    '',
    ...cards,
    'You receive at most one of these emails a day.',
    `Change or pause this alert: ${page}`,
    `Unsubscribe from this alert: ${page}`,
    '',
    ...signature(routing),
  ];
  return {
    from,
    to: row.email,
    replyTo: `${team} <${routing.teamEmail}>`,
    subject:
      row.homes.length === 1
        ? `New listing: ${oneLine(row.homes[0]!.address)}`
        : `${row.homes.length} new listings for your alert`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${page}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The one question to a quiet alert's owner: no link followed for the quiet period (opens are not
 * tracked). Following the page's link keeps the alert; else it is paused after the grace period.
 */
export function composeAlertQuestionEmail(
  row: AlertQuestionRow,
  routing: EnquiryRouting,
  from: string,
  functionsUrl: string,
): Email {
  const team = oneLine(routing.teamName);
  const search = describeSearch(row, routing.alerts?.areas);
  const page = alertPageUrl(functionsUrl, row.token);
  const lines = [
    `You have an alert with ${team} for new ${search}. None of its links has been followed for ${row.quiet_days} days, so we are asking whether you still want it.`,
    '',
    'To keep it, open this link (opening it is enough; you can also change the search there):',
    page,
    '',
    `If no link of the alert is followed within ${row.pause_after_days} days, we will pause it and send nothing more. You can resume it at any time from the same link.`,
    `Unsubscribe from this alert: ${page}`,
    '',
    ...signature(routing),
  ];
  return {
    from,
    to: row.email,
    replyTo: `${team} <${routing.teamEmail}>`,
    subject: `Do you still want your alert for new ${search}?`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${page}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
