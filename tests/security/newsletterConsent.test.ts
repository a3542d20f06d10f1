import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openLocalDatabase } from '../../scripts/localBackend/supabase/database.ts';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { startEnquiryNotifier, type EnquiryNotifier } from '../../scripts/localBackend/mail/notifier.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { authHeaders, postJson, readRows } from '../localSupabase/support.ts';
import { freePort, testRouting, waitForEmails, type CaughtEmail } from '../mail/support.ts';

/**
 * Issue 42, "anyone can subscribe anyone again": a third party signs up an address that
 * unsubscribed, with a wording of its own. Real parts: PGlite behind HTTP, the notifier under
 * npm start, nodemailer and the mail catcher. A data directory of its own, so that tokens can be
 * aged in SQL between two runs of the backend (PGlite is one connection).
 */
const PUBLISHED = 'By subscribing you agree to The Test Letter from The Test Team. You can unsubscribe at any time.';
const ALSO_PUBLISHED = 'The Test Letter, from The Test Team. You can unsubscribe at any time. (2)';
const FORGED = 'FORGED consent by a third party';

let dataDir: string;
let backend: LocalSupabase;
let catcher: MailCatcher;
let notifier: EnquiryNotifier;

async function start() {
  backend = await startLocalSupabase({ dataDir, port: 0, quiet: true, siteUrl: testRouting.siteUrl });
  notifier = startEnquiryNotifier({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    send: smtpSender({ host: '127.0.0.1', port: catcher.smtpPort }),
    routing: { ...testRouting, newsletter: { name: 'The Test Letter', description: 'Tests.', consent: PUBLISHED } },
    from: 'The Test Team <website@test.example>',
    intervalMs: 100,
    log: () => undefined,
  });
  // As on the live site: both wordings are published ones (a page from before a change may be open).
  await rpc('publish_newsletter_consent_wordings', { wordings: [PUBLISHED, ALSO_PUBLISHED] });
}
async function stop() {
  await notifier?.stop();
  await backend?.stop();
}
/** SQL on the stopped backend's data directory, as staff or a test would run it. */
async function sql(query: string) {
  await stop();
  const database = await openLocalDatabase(dataDir);
  await database.db.exec(query);
  await database.close();
  await start();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'security-consent-'));
  catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  await start();
});
afterAll(async () => {
  await stop();
  await catcher?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function rpc(name: string, args: Record<string, unknown>, key = backend.serviceRoleKey) {
  return fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...authHeaders(key), 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
}

let clients = 0;
const signUp = (email: string, consent_statement: string, source_path: string) =>
  postJson(backend, 'newsletter_signups', { email, consent_statement, source_path }, backend.anonKey, {
    'X-Forwarded-For': `192.0.2.${++clients}`,
  });

interface Signup {
  id: number;
  email: string;
  consent_statement_id: number | null;
  source_path: string | null;
  consented_at: string | null;
  unsubscribed_at: string | null;
}
const rowOf = async (email: string) => (await readRows<Signup>(backend, 'newsletter_signups', `&email=eq.${email}`))[0];
const mailTo = (address: string, emails: CaughtEmail[]) => emails.filter((email) => email.to[0]?.address === address);
const linkIn = (email: CaughtEmail, path: string) =>
  new RegExp(`https?://\\S*${path}\\?token=[0-9a-f]{64}`).exec(email.text)?.[0];
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** Emails arrive within a second on an idle machine; a busy one (parallel suites) needs longer. */
const MAIL_WAIT_MS = 30_000;
const unsubscribe = async (token: string) => (await rpc('unsubscribe_newsletter', { token }, backend.anonKey)).json();

/** Subscribes `address` as its owner would, and returns the welcome email's unsubscribe token. */
async function subscribed(address: string): Promise<string> {
  expect((await signUp(address, PUBLISHED, '/')).status).toBe(201);
  const { emails } = await waitForEmails(catcher.webUrl, (all) => mailTo(address, all).length > 0, MAIL_WAIT_MS);
  return tokenOf(linkIn(mailTo(address, emails)[0]!, '/unsubscribe')!);
}

describe('a forged consent wording', () => {
  test('is refused with 400 and nothing is stored', async () => {
    const response = await signUp('forged@example.com', FORGED, '/attacker');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'The consent statement is not one this site has published',
    });
    expect(await rowOf('forged@example.com')).toBeUndefined();
    expect(
      await readRows(backend, 'newsletter_consent_statements', `&wording=eq.${encodeURIComponent(FORGED)}`),
    ).toEqual([]);
  });
});

describe("a third party's sign-up of an address that is on the list", () => {
  test('an unsubscribed address stays unsubscribed, untouched, and only its owner is asked to confirm', async () => {
    const owner = 'owner@example.com';
    const token = await subscribed(owner);
    expect(await unsubscribe(token)).toBe('unsubscribed');
    const before = await rowOf(owner);

    // The attacker's answer is a new address's answer: 201.
    expect((await signUp(owner, ALSO_PUBLISHED, '/attacker')).status).toBe(201);
    expect((await signUp('never-seen@example.com', ALSO_PUBLISHED, '/attacker')).status).toBe(201);
    const { emails } = await waitForEmails(catcher.webUrl, (all) => mailTo(owner, all).length >= 2, MAIL_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowOf(owner)).toEqual(before);
    const toOwner = mailTo(owner, await (async () => emails)());
    expect(toOwner.map((email) => email.subject)).toEqual([
      'Welcome to The Test Letter',
      'Confirm your subscription to The Test Letter',
    ]);
    expect(linkIn(toOwner[1]!, '/unsubscribe')).toBeUndefined();

    // The owner follows the link: subscribed again, with a new welcome.
    const confirm = linkIn(toOwner[1]!, '/functions/v1/newsletter-confirm')!;
    const confirmed = await fetch(confirm.replace(/^https?:\/\/[^/]+/, backend.url));
    expect(confirmed.status).toBe(200);
    const after = (await rowOf(owner))!;
    expect(after.unsubscribed_at).toBeNull();
    expect(after.source_path).toBe('/attacker');
    await waitForEmails(catcher.webUrl, (all) => mailTo(owner, all).length === 3, MAIL_WAIT_MS);
    // The link works once.
    expect((await fetch(confirm.replace(/^https?:\/\/[^/]+/, backend.url))).status).toBe(400);
  });

  test('a subscribed address is left as it is and sent no welcome', async () => {
    const owner = 'still-subscribed@example.com';
    await subscribed(owner);
    const before = await rowOf(owner);
    expect((await signUp(owner, ALSO_PUBLISHED, '/attacker')).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await rowOf(owner)).toEqual(before);
    expect(mailTo(owner, (await waitForEmails(catcher.webUrl, () => true)).emails)).toHaveLength(1);
  });

  test('the history keeps the first consent, the withdrawal and the confirmation', async () => {
    const { id } = (await rowOf('owner@example.com'))!;
    const events = await readRows<{ event: string; source_path: string | null; consent_statement_id: number | null }>(
      backend,
      'newsletter_consent_events',
      `&signup_id=eq.${id}`,
    );
    const [published, also] = await Promise.all(
      [PUBLISHED, ALSO_PUBLISHED].map(
        async (wording) =>
          (
            await readRows<{ id: number }>(
              backend,
              'newsletter_consent_statements',
              `&wording=eq.${encodeURIComponent(wording)}`,
            )
          )[0]!.id,
      ),
    );
    expect(
      events.map(({ event, source_path, consent_statement_id }) => [event, source_path, consent_statement_id]),
    ).toEqual([
      ['subscribed', '/', published],
      ['unsubscribed', null, null],
      ['confirmed', '/attacker', also],
    ]);
  });
});

describe('unsubscribe links', () => {
  test('work 60 days after their email and not after the documented six months', async () => {
    const fresh = await subscribed('sixty-days@example.com');
    const stale = await subscribed('seven-months@example.com');
    await sql(`
      update private.newsletter_unsubscribe_tokens t set issued_at = now() - interval '60 days'
        from public.newsletter_signups s where s.id = t.signup_id and s.email = 'sixty-days@example.com';
      update private.newsletter_unsubscribe_tokens t set issued_at = now() - interval '6 months 1 day'
        from public.newsletter_signups s where s.id = t.signup_id and s.email = 'seven-months@example.com';`);
    expect(await unsubscribe(fresh)).toBe('unsubscribed');
    expect(await unsubscribe(stale)).toBe('unknown-token');
    expect((await rowOf('seven-months@example.com'))!.unsubscribed_at).toBeNull();
  });
});

describe('the retention job', () => {
  // Sets up a row of every kind through real HTTP and runs the whole retention job: 24 s here with the browser
  // suite alongside, and past the default 30 s once in the full unit run on two cores.
  test('deletes spam sign-ups, long-unsubscribed addresses, expired tokens and stale confirmations', async () => {
    const keep = await subscribed('kept@example.com');
    expect(
      (
        await postJson(
          backend,
          'newsletter_signups',
          { email: 'bot@example.com', consent_statement: PUBLISHED, source_path: '/', website: 'x' },
          backend.anonKey,
          { 'X-Forwarded-For': '192.0.2.250' },
        )
      ).status,
    ).toBe(201);
    await sql(`
      update public.newsletter_signups set created_at = now() - interval '32 days' where email = 'bot@example.com';
      update public.newsletter_signups set unsubscribed_at = now() - interval '37 months' where email = 'owner@example.com';
      update public.newsletter_signups set unsubscribed_at = now() - interval '35 months' where email = 'sixty-days@example.com';
      update private.newsletter_unsubscribe_tokens set issued_at = now() - interval '7 months';`);
    expect(await (await rpc('delete_expired_contact_messages', {})).json()).toBe(0);
    const left = (await readRows<Signup>(backend, 'newsletter_signups')).map((row) => row.email);
    expect(left).not.toContain('bot@example.com');
    expect(left).not.toContain('owner@example.com');
    expect(left).toContain('sixty-days@example.com');
    expect(left).toContain('kept@example.com');
    expect(await unsubscribe(keep)).toBe('unknown-token');
    await sql(`select 1`);
    const database = await (async () => {
      await stop();
      return openLocalDatabase(dataDir);
    })();
    const count = async (table: string) =>
      (await database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    expect(await count('private.newsletter_unsubscribe_tokens')).toBe(0);
    expect(
      await count(
        `public.newsletter_consent_events e where not exists (select 1 from public.newsletter_signups s where s.id = e.signup_id)`,
      ),
    ).toBe(0);
    await database.close();
    await start();
  }, 90_000);
});
