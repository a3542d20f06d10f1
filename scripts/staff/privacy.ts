/**
 * Privacy requests (PIPEDA): what is held for an address, a copy of it, and its erasure.
 * npm run privacy -- find <email>             lists every row held for the address, table by table
 * npm run privacy -- export <email> [--out=f] writes them as JSON (default .exports/privacy-export-<email>.json)
 * npm run privacy -- erase <email>            deletes them (every spelling the limits count as one
 *                                             sender), the local mail catcher's copies and the
 *                                             export files naming the address, and prints what went
 * Locally against npm start's database; hosted with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.
 */
import { deleteCaughtEmails } from './caughtEmails.ts';
import { callRpc, runCommand, withServiceRole } from './connection.ts';
import { exportTarget, removeExportsHolding, writeExport } from './exportFiles.ts';

type Held = Record<string, Record<string, unknown>[]>;

const USAGE = 'Usage: npm run privacy -- find <email>  |  export <email> [--out=file]  |  erase <email>';

/** Where each table's rows come from, in the words the team uses. */
const TABLES: Record<string, string> = {
  newsletter_signups: 'newsletter sign-ups (with the consent wording agreed to)',
  newsletter_consent_events: 'the history of each consent and unsubscribe',
  newsletter_confirmations: 'a re-subscription waiting for its confirmation link',
  newsletter_unsubscribe_tokens: 'unsubscribe tokens (hashes) of the welcome emails',
  welcome_emails: 'welcome emails sent or queued',
  contact_messages: 'contact messages',
  enquiry_notifications: "the team's email notifications of those messages",
  valuation_requests: 'valuation requests from /sell',
  valuation_notifications: "the team's email notifications of those requests",
  listing_alerts: 'new-listing alerts from /listings (with the consent wording agreed to)',
  listing_alert_consent_events: 'the history of each alert: asked, confirmed, changed, paused, unsubscribed',
  listing_alert_confirmations: "alerts' confirmation emails sent or queued",
  listing_alert_tokens: "the links (hashes) of the alerts' emails",
  listing_alert_emails: "the alerts' emails of new homes: when last sent",
  listing_alert_matches: 'the homes each alert was or will be emailed about',
};

function summary(held: Held): string[] {
  return Object.keys(TABLES).map((table) => {
    const rows = held[table] ?? [];
    const ids = rows.flatMap((row) => (typeof row.id === 'number' ? [row.id] : []));
    return `  ${table.padEnd(30)} ${String(rows.length).padStart(3)}  ${TABLES[table]}${ids.length > 0 ? ` (id ${ids.join(', ')})` : ''}`;
  });
}

const total = (held: Held) => Object.values(held).reduce((sum, rows) => sum + rows.length, 0);

const [command, address] = process.argv.slice(2);
const outArgument = process.argv.slice(2).find((arg) => arg.startsWith('--out='));

await runCommand(async () => {
  if (!address || !['find', 'export', 'erase'].includes(command ?? '')) throw new Error(USAGE);
  await withServiceRole(async (client, where) => {
    if (command === 'find') {
      const held = await callRpc<Held>(client, 'privacy_find', { address });
      console.log(`${total(held)} rows held for ${address} in ${where}:`);
      console.log(summary(held).join('\n'));
      for (const [table, rows] of Object.entries(held))
        for (const row of rows) console.log(`\n${table}: ${JSON.stringify(row, null, 2)}`);
      return;
    }
    if (command === 'export') {
      const held = await callRpc<Held>(client, 'privacy_find', { address });
      const file = exportTarget(
        outArgument?.slice('--out='.length) || undefined,
        `privacy-export-${address.toLowerCase().replace(/[^a-z0-9.@-]+/g, '_')}.json`,
      );
      writeExport(
        file,
        JSON.stringify({ address, exportedAt: new Date().toISOString(), source: where, rows: held }, null, 2) + '\n',
      );
      console.log(`Wrote ${total(held)} rows held for ${address} to ${file}.`);
      return;
    }
    const erased = await callRpc<Held>(client, 'privacy_erase', { address });
    console.log(`Erased ${total(erased)} rows held for ${address} in ${where}:`);
    console.log(summary(erased).join('\n'));
    const removed = removeExportsHolding(address);
    console.log(
      removed.length > 0
        ? `Export files naming the address, deleted: ${removed.join(', ')}`
        : 'No export file in .exports/ names the address.',
    );
    // The local mail catcher of npm start holds the team's notifications and the welcome emails.
    if (!process.env.SUPABASE_URL) {
      const deleted = await deleteCaughtEmails(address);
      console.log(
        deleted === undefined
          ? 'No local mail catcher is running: no caught emails to delete.'
          : `Emails in the local mail catcher naming the address, deleted: ${deleted}.`,
      );
    }
    console.log(
      'Kept: the consent wordings (newsletter_consent_statements), shared by every subscriber who saw them and naming no one.',
    );
  });
});
