/**
 * npm run subscribers -- --csv[=file]          active subscribers with the proof of their consent,
 *                                              as CSV for a mailing service (default file:
 *                                              .exports/newsletter-subscribers.csv, gitignored)
 * npm run subscribers -- unsubscribe <email>   records an unsubscribe received elsewhere
 * npm run subscribers                          how many are subscribed, and these usages
 * Locally against npm start's database; hosted with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.
 */
import { toCsv } from '../localBackend/supabase/csv.ts';
import { callRpc, runCommand, withServiceRole } from './connection.ts';
import { exportTarget, writeExport } from './exportFiles.ts';

interface Subscriber {
  email: string;
  consented_at: string;
  source_path: string | null;
  wording: string;
}

const USAGE = 'Usage: npm run subscribers -- --csv[=file]  |  npm run subscribers -- unsubscribe <email>';
const UNSUBSCRIBE_ANSWERS: Record<string, string> = {
  unsubscribed: 'is unsubscribed now: it will not be in the next export.',
  'already-unsubscribed': 'was already unsubscribed.',
  'not-subscribed': 'is not a subscriber (no sign-up with this address).',
};

const args = process.argv.slice(2);
const csvArgument = args.find((arg) => arg === '--csv' || arg.startsWith('--csv='));

await runCommand(() =>
  withServiceRole(async (client, where) => {
    if (args[0] === 'unsubscribe') {
      const address = args[1];
      if (!address) throw new Error(USAGE);
      const answer = await callRpc<string>(client, 'unsubscribe_newsletter_address', { address });
      console.log(`${address} ${UNSUBSCRIBE_ANSWERS[answer] ?? answer}`);
      return;
    }
    const subscribers = await callRpc<Subscriber[]>(client, 'newsletter_subscribers');
    if (csvArgument === undefined) {
      console.log(`${subscribers.length} active subscribers with recorded consent in ${where}.\n${USAGE}`);
      return;
    }
    const file = exportTarget(csvArgument.slice('--csv='.length) || undefined, 'newsletter-subscribers.csv');
    writeExport(
      file,
      toCsv(subscribers as unknown as Record<string, unknown>[], ['email', 'consented_at', 'source_path', 'wording']),
    );
    console.log(
      `Wrote ${subscribers.length} active subscribers (email, consented_at, source_path, wording) from ${where} to ${file}.`,
    );
  }),
);
