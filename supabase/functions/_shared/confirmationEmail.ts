import type { Email, EnquiryRouting } from './enquiryEmail.ts';
import type { ConfirmationRow } from './rows.ts';

/**
 * The email to an address that unsubscribed when someone signs it up again: nothing changes until
 * its owner follows the link (supabase/functions/newsletter-confirm). Sent only to the address
 * itself, so whoever filled in the form learns nothing. Identifies the sender as CASL asks.
 */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** The confirmation endpoint for this token (valid 7 days: private.confirmation_link_validity()). */
const confirmUrl = (functionsUrl: string, token: string) =>
  `${functionsUrl}/newsletter-confirm?token=${encodeURIComponent(token)}`;

export function composeConfirmationEmail(
  row: ConfirmationRow,
  routing: EnquiryRouting,
  from: string,
  functionsUrl: string,
): Email {
  const team = oneLine(routing.teamName);
  const newsletter = routing.newsletter ? oneLine(routing.newsletter.name) : `${team}'s newsletter`;
  const lines = [
    `Someone asked to subscribe this address to ${newsletter} again. You unsubscribed earlier, so nothing changes unless you confirm.`,
    '',
    'To subscribe again, open this link within 7 days:',
    confirmUrl(functionsUrl, row.token),
    '',
    'If this was not you, ignore this email: you stay unsubscribed and will hear nothing more from us about it.',
    '',
    '--',
    `${team}, ${oneLine(routing.brokerageName)}`,
    oneLine(routing.mailingAddress),
    `${routing.teamEmail} · ${routing.siteUrl}`,
    `Privacy policy: ${routing.siteUrl}/privacy`,
  ];
  return {
    from,
    to: row.email,
    replyTo: `${team} <${routing.teamEmail}>`,
    subject: `Confirm your subscription to ${newsletter}`,
    text: lines.join('\n'),
  };
}
