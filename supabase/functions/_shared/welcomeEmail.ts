import type { Email, EnquiryRouting } from './enquiryEmail.ts';
import type { WelcomeRow } from './rows.ts';

/**
 * The email a new subscriber receives: who is writing (the team and its brokerage, with the mailing
 * address and the team's email, as CASL asks of every commercial message), what they will receive,
 * and a personal unsubscribe link, also in the List-Unsubscribe headers for one-click (RFC 8058).
 * One composition for both set-ups, so it imports nothing but types.
 */

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

function givenAt(consentedAt: string): string {
  return (
    new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(
      new Date(consentedAt),
    ) + ' (Toronto time)'
  );
}

/** The site's unsubscribe page for this token: one button press, at once. */
const unsubscribePageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The one-click endpoint (supabase/functions/newsletter-unsubscribe) for this token. */
const oneClickUrl = (functionsUrl: string, token: string) =>
  `${functionsUrl}/newsletter-unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * @param functionsUrl The project's Edge Functions, e.g. https://abc.supabase.co/functions/v1
 *   (locally the local backend's /functions/v1).
 */
export function composeWelcomeEmail(
  row: WelcomeRow,
  routing: EnquiryRouting,
  from: string,
  functionsUrl: string,
): Email {
  const team = oneLine(routing.teamName);
  const brokerage = oneLine(routing.brokerageName);
  const unsubscribe = unsubscribePageUrl(routing.siteUrl, row.token);
  const newsletter = routing.newsletter ? oneLine(routing.newsletter.name) : `${team}'s newsletter`;
  const contents = routing.newsletter
    ? `${oneLine(routing.newsletter.description)} From ${team}.`
    : `occasional emails from ${team} about new listings, recent sales and the Toronto neighbourhoods we know best.`;
  const lines = [
    `Thank you for subscribing to ${newsletter}.`,
    '',
    `What you will receive: ${contents} We do not share your address with anyone.`,
    '',
    `You subscribed on ${givenAt(row.consented_at)}. If that was not you, or you change your mind, unsubscribe at any time with one click:`,
    unsubscribe,
    '',
    '--',
    `${team}, ${brokerage}`,
    oneLine(routing.mailingAddress),
    `${routing.teamEmail} · ${routing.siteUrl}`,
    `Privacy policy: ${routing.siteUrl}/privacy`,
  ];
  return {
    from,
    to: row.email,
    replyTo: `${team} <${routing.teamEmail}>`,
    subject: `Welcome to ${newsletter}`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(functionsUrl, row.token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
