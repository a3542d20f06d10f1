import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';
import { postJson, startTestBackend } from '../localSupabase/support.ts';
import { freePort, rawSource, testRouting, waitForEmails } from './support.ts';

/** Real parts: PGlite behind HTTP, the valuation outbox, the notifier as npm start runs it, maildev. */
let backend: LocalSupabase;
let catcher: MailCatcher | undefined;
let notifier: EnquiryNotifier | undefined;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterEach(async () => {
  await notifier?.stop();
  await catcher?.stop();
  notifier = catcher = undefined;
});
afterAll(() => backend?.stop());

/** Sales and agents of the test's own, as scripts/siteBuild/valuationContext.ts writes them. */
const routing: EnquiryRouting = {
  ...testRouting,
  valuation: {
    lead: { name: 'Lena Lead', email: 'lead@test.example' },
    neighbourhoods: [
      {
        slug: 'test-hill',
        name: 'Test Hill',
        postalPrefixes: ['M5P', 'M4V'],
        agent: { name: 'Aga Agent', email: 'aga@test.example' },
      },
      { slug: 'quiet-park', name: 'Quiet Park', postalPrefixes: ['M4N'] },
    ],
    sales: [
      { address: '1 Newest Road', postalPrefix: 'M4V', soldDate: '2026-10-03', price: '$4,100,000' },
      { address: '2 Second Road', postalPrefix: 'M5P', soldDate: '2026-08-20' },
      { address: '3 Far Avenue', postalPrefix: 'M4N', soldDate: '2026-07-01', price: '$2,000,000' },
      { address: '4 Third Road', postalPrefix: 'M5P', soldDate: '2026-05-11', price: '$3,250,000' },
      { address: '5 Oldest Road', postalPrefix: 'M5P', soldDate: '2025-01-15', price: '$2,900,000' },
    ],
  },
};

async function sendRequest(fields: Record<string, unknown>) {
  const response = await postJson(backend, 'valuation_requests', {
    street: '12 Test Crescent',
    postal_code: 'M5P 2T7',
    property_type: 'detached',
    bedrooms: 4,
    bathrooms: 3.5,
    square_feet: 3200,
    timeline: 'within-6-months',
    name: 'Olive Owner',
    email: 'olive.owner@example.com',
    ...fields,
  });
  expect(response.status).toBe(201);
}

async function start() {
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing,
    from: 'Test Team website <website@test.example>',
    log: () => undefined,
  });
  return catcher;
}

test("reaches the neighbourhood's agent with three nearby sales, 'upon request' where no consent is recorded", async () => {
  const { webUrl } = await start();
  await sendRequest({ phone: '416-555-0199', notes: 'New kitchen in 2024.' });
  const { emails } = await waitForEmails(webUrl, (all) => all.length === 1);
  const email = emails[0]!;
  expect(email.to).toEqual([{ address: 'aga@test.example', name: 'Aga Agent' }]);
  expect(email.subject).toBe('Valuation request: 12 Test Crescent (Test Hill) from Olive Owner');
  expect(await rawSource(webUrl, email)).toMatch(/^Reply-To: Olive Owner <olive\.owner@example\.com>$/m);
  expect(email.text).toContain('  12 Test Crescent, M5P 2T7\n  Neighbourhood: Test Hill (M5P)\n  Type: Detached house');
  expect(email.text).toContain(
    '  Bedrooms: 4, bathrooms: 3.5\n  Approximate size: 3,200 sq. ft.\n  Might sell: Within 6 months',
  );
  // The same prefix first, then the rest of the neighbourhood; never the sale in another one.
  expect(email.text).toContain(
    'Our recent sales in Test Hill:\n' +
      '  - 2 Second Road, sold August 2026, upon request\n' +
      '  - 4 Third Road, sold May 2026, $3,250,000\n' +
      '  - 5 Oldest Road, sold January 2025, $2,900,000\n\n',
  );
  expect(email.text).not.toContain('3 Far Avenue');
  expect(email.text).toContain("Sent to Aga Agent, the team's agent for Test Hill.");
});

test('a neighbourhood without a named agent, or none at all, goes to the lead', async () => {
  const { webUrl } = await start();
  await sendRequest({ postal_code: 'M4N 1A1', email: 'quiet@example.com' });
  await sendRequest({ postal_code: 'K1A 0B1', email: 'ottawa@example.com' });
  const { emails } = await waitForEmails(webUrl, (all) => all.length === 2);
  expect(emails.map((email) => email.to[0]!.address)).toEqual(['lead@test.example', 'lead@test.example']);
  const quiet = emails.find((email) => email.subject.includes('(Quiet Park)'))!;
  expect(quiet.text).toContain('  - 3 Far Avenue, sold July 2026, $2,000,000\n');
  const far = emails.find((email) => email.subject.includes('(outside our neighbourhood guides)'))!;
  expect(far.text).toContain('Our recent sales in K1A:\n  (none recorded)');
});
