import { senderPattern } from './exportFiles.ts';

/** The local mail catcher of npm start (maildev's REST API); LOCAL_MAIL_URL for another one. */
const mailUrl = () => (process.env.LOCAL_MAIL_URL ?? 'http://127.0.0.1:1080').replace(/\/+$/, '');

/**
 * Deletes every email the local mail catcher holds that names the address in any spelling the
 * limits count as one sender (the team's notifications, welcome emails): GET /api/email, then
 * DELETE /api/email/:id. Returns how many went, or undefined when no catcher is running.
 */
export async function deleteCaughtEmails(address: string): Promise<number | undefined> {
  const url = mailUrl();
  let emails: { id: string }[];
  try {
    const response = await fetch(`${url}/api/email`);
    if (!response.ok) return undefined;
    emails = (await response.json()) as { id: string }[];
  } catch {
    return undefined;
  }
  const pattern = senderPattern(address);
  let deleted = 0;
  for (const email of emails) {
    // The parsed email and its raw source: a header or a line folded in one is whole in the other.
    const source = await fetch(`${url}/api/email/${encodeURIComponent(email.id)}/source`).then(
      (r) => r.text(),
      () => '',
    );
    if (!pattern.test(JSON.stringify(email)) && !pattern.test(source.replace(/=\r?\n/g, ''))) continue;
    const response = await fetch(`${url}/api/email/${encodeURIComponent(email.id)}`, { method: 'DELETE' });
    if (!response.ok) throw new Error(`The mail catcher at ${url} did not delete an email (${response.status}).`);
    deleted++;
  }
  return deleted;
}
