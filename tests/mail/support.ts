import { createServer } from 'node:net';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';

/** A port that was free a moment ago (maildev needs its ports named, not 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the mail catcher's REST API says of an email (the fields these tests read). */
export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  from: { address: string }[];
  to: { address: string; name: string }[];
  headers: Record<string, string>;
}

/** The email as it was sent over SMTP (maildev's parsed form leaves some headers out, Reply-To among them). */
export async function rawSource(webUrl: string, email: CaughtEmail): Promise<string> {
  return (await fetch(`${webUrl}/api/email/${email.id}/source`)).text();
}

export async function caughtEmails(webUrl: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${webUrl}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/** Waits until `predicate` holds for the catcher's emails, up to `timeoutMs`; returns how long it took. */
export async function waitForEmails(
  webUrl: string,
  predicate: (emails: CaughtEmail[]) => boolean,
  timeoutMs = 5_000,
): Promise<{ emails: CaughtEmail[]; ms: number }> {
  const started = performance.now();
  for (;;) {
    const emails = await caughtEmails(webUrl);
    const ms = performance.now() - started;
    if (predicate(emails)) return { emails, ms };
    if (ms > timeoutMs)
      throw new Error(
        `No matching email within ${timeoutMs} ms; the catcher holds ${emails.length}: ${emails.map((email) => email.subject).join(' | ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Routing of a test's own: not the sample content's. */
export const testRouting: EnquiryRouting = {
  teamName: 'The Test Team',
  teamEmail: 'team@test.example',
  brokerageName: 'Test Realty Inc., Brokerage',
  mailingAddress: '1 Test Street, Suite 2, Toronto, ON M5V 1A1',
  siteUrl: 'https://www.test.example',
  subjects: {
    '/listings/12-test-crescent': '12 Test Crescent, $3,450,000',
    '/developments/the-tower': 'The Tower (new development)',
  },
};
