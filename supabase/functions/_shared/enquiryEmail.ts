/**
 * The email the team receives for each contact message: one composition for both set-ups (the
 * local notifier in Node, the hosted Edge Function in Deno), so it imports nothing but types of
 * its own folder.
 */

import type { EnquiryRow } from './rows.ts';
import type { ValuationContext } from './valuationContext.ts';
import type { AlertRouting } from './listingAlertEmail.ts';

/** Where enquiries go and what their links point to: from data/site.json via /enquiries.json.
 *  The welcome email to newsletter subscribers (welcomeEmail.ts) reads the same file. */
export interface EnquiryRouting {
  teamName: string;
  teamEmail: string;
  /** The brokerage the team works under, e.g. "Harbourline Realty Inc., Brokerage" (site.brokerage.name). */
  brokerageName: string;
  /** The team office on one line (site.contact.office): the mailing address CASL asks every message to give. */
  mailingAddress: string;
  /** The newsletter as the footer presents it (site.footer.newsletter's heading and text): the
   *  welcome email names it and says what it brings in the same words. Absent in an older
   *  /enquiries.json, when the email describes it in general terms. */
  newsletter?: {
    name: string;
    description: string;
    /** The consent statement as the footer form sends it (its text, links as their words): the
     *  wording the database accepts sign-ups with (public.publish_newsletter_consent_wordings). */
    consent?: string;
  };
  /** The site's address without a trailing slash, e.g. https://www.ashdowngroup.example */
  siteUrl: string;
  /** What each page an enquiry can come from is, e.g. "/listings/84-old-forest-hill" -> "84 Old Forest Hill Road, $8,495,000". */
  subjects: Record<string, string>;
  /** Neighbourhoods, their agents and the team's sales, for valuation requests (valuationEmail.ts).
   *  Absent in an older /enquiries.json: requests then go to the team's address without sales. */
  valuation?: ValuationContext;
  /** The listing alerts' consent wording, area names and the published listings
   *  (listingAlertEmail.ts). Absent in an older /enquiries.json: no listing is published then. */
  alerts?: AlertRouting;
}

export interface Email {
  from: string;
  to: string;
  /** One mailbox: absent when the visitor's address is not one (the database checks it, so never). */
  replyTo?: string;
  subject: string;
  text: string;
  /** Further headers, e.g. List-Unsubscribe; names and values on one line each. */
  headers?: Record<string, string>;
}

const INTERESTS: Record<string, string> = {
  buying: 'Buying',
  selling: 'Selling',
  both: 'Selling & Buying',
  other: 'Other',
};

/** No line breaks in a header: a name cannot add headers of its own. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
/** The database's private.is_email_address (the HTML standard's valid e-mail address): no space,
 *  comma, semicolon, colon, quote or angle bracket, so it can only ever be one address. */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * The visitor as one mailbox: the checked address, and the name only as an RFC 5322 quoted
 * string (backslash and double quote escaped), so that nothing typed in the name field, such as
 * "victim@evil.test, Eve" or "x: victim2@evil.test;", can add an address or a group.
 */
export function replyMailbox(name: string, email: string): string | undefined {
  if (email.length > 254 || !EMAIL_ADDRESS.test(email)) return undefined;
  // Control characters have no place in a header; the rest of the name is quoted as it is.
  const display = oneLine(name)
    .replace(/\p{Cc}/gu, '')
    .replace(/[\\"]/g, (char) => `\\${char}`);
  return display ? `"${display}" <${email}>` : email;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function receivedAt(createdAt: string): string {
  return (
    new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Toronto' }).format(
      new Date(createdAt),
    ) + ' (Toronto time)'
  );
}

export function composeEnquiryEmail(row: EnquiryRow, routing: EnquiryRouting, from: string): Email {
  const name = oneLine(row.name);
  const about = row.about_path ? (routing.subjects[row.about_path] ?? row.about_path) : undefined;
  const showing = row.showing_days && row.showing_days.length > 0;
  const subject = showing
    ? `Showing request: ${about} (${name})`
    : about
      ? `Enquiry about ${about} (${name})`
      : `New enquiry from ${name}`;

  const lines = [`${showing ? 'A private showing request' : 'A new enquiry'} from the website.`, ''];
  if (about && row.about_path) lines.push(`About: ${about}`, `${routing.siteUrl}${row.about_path}`, '');
  if (showing) {
    const days = row.showing_days.map(capitalised).join(', ');
    lines.push(
      `Preferred days: ${days}`,
      `Time of day: ${row.showing_time ? capitalised(row.showing_time) : 'Any time'}`,
      '',
    );
  }
  lines.push(
    `Name: ${name}`,
    `Email: ${row.email}`,
    `Phone: ${row.phone ?? '(not given)'}`,
    `Interest: ${row.interest ? (INTERESTS[row.interest] ?? row.interest) : '(not given)'}`,
    '',
  );
  lines.push('Message:', row.message ?? '(no message)', '');
  lines.push(
    `Received ${receivedAt(row.created_at)}. Enquiry no. ${row.message_id}.`,
    `Reply to this email to answer ${name} directly.`,
  );

  return {
    from,
    to: `${oneLine(routing.teamName)} <${routing.teamEmail}>`,
    replyTo: replyMailbox(name, row.email),
    subject: oneLine(subject),
    text: lines.join('\n'),
  };
}
