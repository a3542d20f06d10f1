import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openLocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';
import { postJson, readRows } from '../localSupabase/support.ts';
import { caughtEmails, freePort, rawSource, testRouting, waitForEmails, type CaughtEmail } from './support.ts';

/**
 * Issue 44 item 5: an alert nobody opens is asked once whether to continue, then paused
 * (20261128131000_listing_alert_questions.sql). Opens are not tracked: following any of the alert's
 * links counts. Real parts: PGlite behind HTTP, the notifier as npm start runs it, the listing-alert
 * function the backend serves, and maildev. The clock moves by ageing timestamps in SQL on the
 * stopped backend's data directory (PGlite is one connection); the backend comes back on its port.
 */
const WORDING = 'Yes, email me new homes that match this search, from The Test Team.';
const site: EnquiryRouting = { ...testRouting, alerts: { consent: WORDING, areas: {}, listings: [] } };

let dataDir: string;
let port: number;
let backend: LocalSupabase;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;

async function start() {
  backend = await startLocalSupabase({ dataDir, port, quiet: true });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing: site,
    from: 'Test Team website <website@test.example>',
    // Each step drains by hand, so that "not twice" is counted after known drains.
    intervalMs: 3_600_000,
    log: () => undefined,
  });
  await notifier.drain();
}
async function stop() {
  await notifier?.stop();
  await backend?.stop();
}
/** SQL on the stopped backend's data directory, as staff would run it; then the backend again. */
async function sql(query: string) {
  await stop();
  const database = await openLocalDatabase(dataDir);
  await database.db.exec(query);
  await database.close();
  await start();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alert-questions-'));
  port = await freePort();
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  await start();
});
afterAll(async () => {
  await stop();
  await catcher?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const MAIL_WAIT_MS = 30_000;
const to = (address: string, emails: CaughtEmail[]) => emails.filter((email) => email.to[0]?.address === address);
const questionsTo = async (address: string) =>
  to(address, await caughtEmails(catcher.webUrl)).filter((email) => email.subject.startsWith('Do you still want'));
const alertOf = async (address: string) =>
  (await readRows(backend, 'listing_alerts', `&email=eq.${address}`))[0] as Record<string, unknown>;

/** Asks for an alert and confirms it by its email's link and button, as its owner does. */
async function confirmedAlert(address: string) {
  const response = await postJson(backend, 'listing_alerts', {
    email: address,
    area: null,
    min_price: 2_000_000,
    max_price: null,
    bedrooms: 3,
    offer: 'sale',
    consent_statement: WORDING,
    source_path: '/listings',
  });
  expect(response.status).toBe(201);
  await notifier.drain();
  const { emails } = await waitForEmails(catcher.webUrl, (all) => to(address, all).length >= 1, MAIL_WAIT_MS);
  const link = /https?:\/\/\S+\/functions\/v1\/listing-alert\?confirm=[0-9a-f]{64}/.exec(
    to(address, emails)[0]!.text,
  )![0];
  expect((await fetch(link, { method: 'POST', body: new URLSearchParams({ action: 'confirm' }) })).status).toBe(200);
  // The confirmation is the first link followed.
  expect(await alertOf(address)).toMatchObject({ confirmed_at: expect.any(String), last_seen_at: expect.any(String) });
}

/** The "keep it" link of the first question. */
let keep: string;

test('a quiet alert is asked once by email; a recently seen one and a paused one are not asked', async () => {
  for (const owner of ['keeps@example.com', 'silent@example.com', 'recent@example.com', 'paused@example.com'])
    await confirmedAlert(owner);
  const paused = await alertOf('paused@example.com');
  // 181 days without a link followed (the setting is 180); one at 179 days; one its owner paused.
  await sql(`
    update public.listing_alerts set last_seen_at = now() - interval '181 days'
      where email in ('keeps@example.com', 'silent@example.com', 'paused@example.com');
    update public.listing_alerts set last_seen_at = now() - interval '179 days' where email = 'recent@example.com';
    update public.listing_alerts set paused_at = now() - interval '181 days' where id = ${paused.id as number};`);

  await notifier.drain();
  const { emails } = await waitForEmails(
    catcher.webUrl,
    (all) => to('keeps@example.com', all).length === 2 && to('silent@example.com', all).length === 2,
    MAIL_WAIT_MS,
  );
  const question = to('keeps@example.com', emails)[1]!;
  expect(question.subject).toBe('Do you still want your alert for new homes for sale, from $2,000,000, 3+ bedrooms?');
  expect(question.text).toContain('None of its links has been followed for 180 days');
  expect(question.text).toContain('If no link of the alert is followed within 30 days, we will pause it');
  // CASL: who sends it, their address and a way to stop.
  expect(question.text).toContain(
    `${testRouting.teamName}, ${testRouting.brokerageName}\n${testRouting.mailingAddress}`,
  );
  const source = (await rawSource(catcher.webUrl, question)).replace(/\r?\n[ \t]+/g, ' ');
  keep = /^List-Unsubscribe: <(\S+)>$/m.exec(source)![1]!;
  expect(keep).toMatch(/\/functions\/v1\/listing-alert\?token=[0-9a-f]{64}$/);
  expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(question.text).toContain(
    `To keep it, open this link (opening it is enough; you can also change the search there):\n${keep}`,
  );
  expect(await alertOf('keeps@example.com')).toMatchObject({ nudged_at: expect.any(String) });

  // Not twice: further drains send nothing; the recently seen and the paused alerts are not asked.
  await notifier.drain();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await notifier.drain();
  expect(await questionsTo('keeps@example.com')).toHaveLength(1);
  expect(await questionsTo('silent@example.com')).toHaveLength(1);
  expect(await questionsTo('recent@example.com')).toEqual([]);
  expect(await questionsTo('paused@example.com')).toEqual([]);
  expect(await alertOf('recent@example.com')).toMatchObject({ nudged_at: null });
});

test("following the question's link keeps the alert and clears the question", async () => {
  // Following the "keep it" link is the answer: seen now, the question cleared, thanked.
  const page = await fetch(keep);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Thank you: your alert continues.');
  const kept = await alertOf('keeps@example.com');
  expect(kept).toMatchObject({ nudged_at: null, paused_at: null });
  expect(Date.now() - Date.parse(kept.last_seen_at as string)).toBeLessThan(60_000);
});

test('unanswered for the grace period, the alert is paused with the reason, not asked again, and resumes', async () => {
  // 31 days after asking (the setting is 30), nothing followed for the silent one.
  await sql(`update public.listing_alerts set nudged_at = now() - interval '31 days'
    where email in ('keeps@example.com', 'silent@example.com') and nudged_at is not null;`);
  await notifier.drain();
  const silent = await alertOf('silent@example.com');
  expect(silent.paused_at).not.toBeNull();
  expect(await alertOf('keeps@example.com')).toMatchObject({ paused_at: null, nudged_at: null });
  const events = await readRows(backend, 'listing_alert_consent_events', `&alert_id=eq.${silent.id as number}`);
  expect(events.map((event) => [event.event, event.reason])).toEqual([
    ['requested', null],
    ['confirmed', null],
    ['paused', 'No link of the alert was followed within 30 days of asking whether to continue.'],
  ]);
  // A paused alert is never asked again.
  await notifier.drain();
  expect(await questionsTo('silent@example.com')).toHaveLength(1);

  // Its owner resumes it from the question's link.
  const silentQuestion = (await questionsTo('silent@example.com'))[0]!;
  const silentPage = /listing-alert\?token=[0-9a-f]{64}/.exec(silentQuestion.text)![0];
  const shown = await (await fetch(`${backend.url}/functions/v1/${silentPage}`)).text();
  expect(shown).toContain('It is paused.');
  const resumed = await fetch(`${backend.url}/functions/v1/${silentPage}`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'resume' }),
  });
  expect(await resumed.text()).toContain('Your alert runs again');
  expect(await alertOf('silent@example.com')).toMatchObject({ paused_at: null, nudged_at: null });
});
