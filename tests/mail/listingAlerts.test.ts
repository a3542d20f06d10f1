import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';
import type { PublishedListing } from '../../supabase/functions/_shared/listingAlertEmail.ts';
import { postJson, readRows, startTestBackend } from '../localSupabase/support.ts';
import { freePort, rawSource, testRouting, waitForEmails, type CaughtEmail } from './support.ts';

/**
 * Listing alerts end to end with real parts: PGlite behind HTTP, the notifier as npm start runs it
 * (each "build" is a new /enquiries.json it reads), the listing-alert function the backend serves,
 * and maildev.
 */
const WORDING = 'Yes, email me new homes that match this search, from The Test Team.';
const home = (slug: string, area: string | null, price: number, bedrooms = 4): PublishedListing => ({
  slug,
  area,
  offer: 'sale',
  price,
  bedrooms,
  card: {
    address: `${slug} Road`,
    price: `$${price.toLocaleString('en-CA')}`,
    photo: `https://www.test.example/media/listings/${slug}/1.jpg`,
    url: `https://www.test.example/listings/${slug}`,
  },
});
let listings: PublishedListing[] = [
  home('a', 'test-hill', 3_000_000),
  home('f', 'test-hill', 6_000_000),
  home('g', 'test-hill', 2_500_000),
];
const site = (): EnquiryRouting => ({
  ...testRouting,
  alerts: { consent: WORDING, areas: { 'test-hill': 'Test Hill' }, listings },
});

let backend: LocalSupabase;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;
/** The built site's /enquiries.json, where the alert's page reads the areas' names. */
let siteServer: Server;
beforeAll(async () => {
  backend = await startTestBackend();
  siteServer = createServer((_request, response) => response.end(JSON.stringify(site())));
  await new Promise<void>((resolve) => siteServer.listen(0, '127.0.0.1', resolve));
  backend.setSiteUrl(`http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`);
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing: site(),
    currentRouting: () => Promise.resolve(site()),
    from: 'Test Team website <website@test.example>',
    intervalMs: 200,
    log: () => undefined,
  });
  await notifier.drain();
});
afterAll(async () => {
  await notifier?.stop();
  await catcher?.stop();
  await backend?.stop();
  siteServer?.close();
});

const MAIL_WAIT_MS = 30_000;
const to = (address: string, emails: CaughtEmail[]) => emails.filter((email) => email.to[0]?.address === address);
/** A new build: the notifier reads the new listings and publishes them. */
async function build(next: PublishedListing[]) {
  listings = next;
  await notifier.drain();
}
const ask = (email: string, fields: Record<string, unknown> = {}) =>
  postJson(backend, 'listing_alerts', {
    email,
    area: 'test-hill',
    min_price: 2_000_000,
    max_price: 5_000_000,
    bedrooms: 3,
    offer: 'sale',
    consent_statement: WORDING,
    source_path: '/listings',
    ...fields,
  });
/** Follows the confirmation email's link and presses its button, as the owner does. */
async function confirm(address: string) {
  const { emails } = await waitForEmails(catcher.webUrl, (all) => to(address, all).length >= 1, MAIL_WAIT_MS);
  const link = /https?:\/\/\S+\/functions\/v1\/listing-alert\?confirm=[0-9a-f]{64}/.exec(
    to(address, emails)[0]!.text,
  )![0];
  const shown = await fetch(link);
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain('Start my alert');
  // Opening the link confirmed nothing: a scanner's GET does not start an alert.
  expect((await readRows(backend, 'listing_alerts', `&email=eq.${address}`))[0]).toMatchObject({ confirmed_at: null });
  const pressed = await fetch(link, { method: 'POST', body: new URLSearchParams({ action: 'confirm' }) });
  expect(pressed.status).toBe(200);
  return to(address, emails)[0]!;
}

test('double opt-in, matching, one email a day grouping homes, RFC 8058 one-click unsubscribe', async () => {
  expect((await ask('buyer@example.com')).status).toBe(201);
  const confirmation = await confirm('buyer@example.com');
  expect(confirmation.subject).toBe(
    'Confirm your alert for new homes for sale in Test Hill, $2,000,000 to $5,000,000, 3+ bedrooms',
  );
  // Published before confirmation would have been b; a second address never confirms.
  expect((await ask('never@example.com')).status).toBe(201);
  const [alert] = await readRows(backend, 'listing_alerts', '&email=eq.buyer@example.com');
  expect(alert!.confirmed_at).not.toBeNull();
  const events = await readRows(backend, 'listing_alert_consent_events', `&alert_id=eq.${alert!.id as number}`);
  expect(events.map((event) => event.event)).toEqual(['requested', 'confirmed']);

  // c new and matching, d elsewhere, f's price into the range, g's out of it, a unchanged.
  await build([
    home('a', 'test-hill', 3_000_000),
    home('c', 'test-hill', 4_000_000),
    home('d', 'quiet-park', 3_000_000),
    home('f', 'test-hill', 4_500_000),
    home('g', 'test-hill', 7_000_000),
  ]);
  const { emails } = await waitForEmails(
    catcher.webUrl,
    (all) => to('buyer@example.com', all).length === 2,
    MAIL_WAIT_MS,
  );
  const sent = to('buyer@example.com', emails).find((email) => email !== undefined && email.id !== confirmation.id)!;
  expect(sent.subject).toBe('2 new listings for your alert');
  expect(sent.text).toContain(
    'c Road\n$4,000,000\nPhoto: https://www.test.example/media/listings/c/1.jpg\nhttps://www.test.example/listings/c',
  );
  expect(sent.text).toContain('f Road\n$4,500,000 (new price)');
  for (const absent of ['a Road', 'd Road', 'g Road']) expect(sent.text).not.toContain(absent);
  // Nothing but the confirmation reached the address that never confirmed.
  expect(to('never@example.com', emails).map((email) => email.subject)).toEqual([
    expect.stringMatching(/^Confirm your alert/),
  ]);

  const source = (await rawSource(catcher.webUrl, sent)).replace(/\r?\n[ \t]+/g, ' ');
  const oneClick = /^List-Unsubscribe: <(\S+)>$/m.exec(source)![1]!;
  expect(oneClick).toMatch(/\/functions\/v1\/listing-alert\?token=[0-9a-f]{64}$/);
  expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(sent.text).toContain(`Change or pause this alert: ${oneClick}`);

  // A second build the same day: h is queued, not sent.
  await build([...listings, home('h', 'test-hill', 3_500_000)]);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await notifier.drain();
  expect(to('buyer@example.com', await (await fetch(`${catcher.webUrl}/api/email`)).json())).toHaveLength(2);

  // The alert's page, then the mail client's one-click POST.
  const page = await fetch(oneClick);
  expect(await page.text()).toContain('Pause the alert');
  const click = await fetch(oneClick, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(click.status).toBe(200);
  expect(await click.text()).toMatch(/^You are unsubscribed from this alert/);
  expect((await readRows(backend, 'listing_alerts', '&email=eq.buyer@example.com'))[0]!.unsubscribed_at).not.toBeNull();
});

test("the alert email's page pauses the alert and changes its search", async () => {
  expect(
    (await ask('pauser@example.com', { area: null, min_price: null, max_price: null, bedrooms: null, offer: null }))
      .status,
  ).toBe(201);
  await confirm('pauser@example.com');
  await build([...listings, home('i', null, 1_000_000, 1)]);
  const { emails } = await waitForEmails(
    catcher.webUrl,
    (all) => to('pauser@example.com', all).length === 2,
    MAIL_WAIT_MS,
  );
  const token = /listing-alert\?token=([0-9a-f]{64})/.exec(to('pauser@example.com', emails)[1]!.text)![1]!;
  const pageUrl = `${backend.url}/functions/v1/listing-alert?token=${token}`;
  const paused = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'pause' }) });
  expect(await paused.text()).toContain('Your alert is paused');
  const changed = await fetch(pageUrl, {
    method: 'POST',
    body: new URLSearchParams({
      action: 'change',
      area: 'test-hill',
      min_price: '1000000',
      max_price: '',
      bedrooms: '2',
      offer: 'sale',
    }),
  });
  expect(await changed.text()).toContain('homes for sale in Test Hill, from $1,000,000, 2+ bedrooms. It is paused.');
  const [alert] = await readRows(backend, 'listing_alerts', '&email=eq.pauser@example.com');
  expect(alert).toMatchObject({ area: 'test-hill', min_price: 1_000_000, max_price: null, bedrooms: 2, offer: 'sale' });
  expect(alert!.paused_at).not.toBeNull();
});
