/**
 * Issue 42 item 2: the local services answer only their own pages. Replayed over real HTTP, as a
 * browser sends it (Origin, the keys' headers, a preflight), against the local database API
 * (PGlite behind its HTTP server) and the mail catcher (maildev, with an email in it). The
 * browser's own view of the same attacks is tests/security/crossOrigin.e2e.ts.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { startMailCatcher, type MailCatcher } from '../../scripts/localBackend/mail/mailCatcher.ts';
import { smtpSender } from '../../scripts/localBackend/mail/smtpSender.ts';
import { freePort, waitForEmails } from '../mail/support.ts';

const SITE = 'http://127.0.0.1:4173';
const ATTACKER = 'http://attacker.example';
let database: LocalSupabase;
let mail: MailCatcher;

beforeAll(async () => {
  database = await startLocalSupabase({ dataDir: 'memory://', port: 0, quiet: true, siteUrl: SITE });
  mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort(), allowedOrigins: [SITE] });
  await smtpSender({ host: '127.0.0.1', port: mail.smtpPort })({
    from: 'website@localhost',
    to: 'team@example.com',
    replyTo: 'private.person@example.com',
    subject: 'Enquiry from Private Person',
    text: 'My phone number is 416 555 0199.',
  });
  await waitForEmails(mail.webUrl, (emails) => emails.length === 1);
});
afterAll(async () => {
  await mail?.stop();
  await database?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly these headers (node:http: Host can be forged as a rebinding page sends it). */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // A websocket the server opened: the attack worked.
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 101, headers: res.headers, body: '' });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const rpc = (name: string, key: string, headers: Record<string, string> = {}) =>
  send(
    `${database.url}/rest/v1/rpc/${name}`,
    'POST',
    { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    JSON.stringify({ address: 'someone@example.com' }),
  );

describe('the local database API (54321)', () => {
  test('a preflight from a page on another origin is refused, with no CORS answer', async () => {
    const preflight = await send(`${database.url}/rest/v1/rpc/privacy_find`, 'OPTIONS', {
      Origin: ATTACKER,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'apikey,authorization,content-type',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a request from another origin gets no Access-Control-Allow-Origin, so the page cannot read it', async () => {
    const answer = await rpc('privacy_find', database.serviceRoleKey, { Origin: ATTACKER });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  test("the site's own pages may post the forms (its origin, under either name of this machine)", async () => {
    for (const origin of [SITE, 'http://localhost:4173']) {
      const preflight = await send(`${database.url}/rest/v1/contact_messages`, 'OPTIONS', {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  test('the service functions refuse the anon key (as before) and the service key from any web page', async () => {
    for (const name of ['privacy_find', 'privacy_erase']) {
      expect((await rpc(name, database.anonKey)).status).toBeGreaterThanOrEqual(400);
      const fromSite = await rpc(name, database.serviceRoleKey, { Origin: SITE });
      expect(fromSite.status).toBe(403);
      expect(fromSite.body).toContain('not accepted from a web page');
    }
    // Staff tools in Node send no Origin: they still work.
    expect((await rpc('privacy_find', database.serviceRoleKey)).status).toBe(200);
  });

  test('a page that rebinds its own name to 127.0.0.1 (its Host) is refused', async () => {
    const port = new URL(database.url).port;
    const answer = await rpc('privacy_find', database.serviceRoleKey, { Host: `attacker.example:${port}` });
    expect(answer.status).toBe(403);
  });
});

describe("the mail catcher's inbox (1080)", () => {
  test('another origin cannot read its API: 403 and no CORS answer (maildev echoed any origin, with credentials)', async () => {
    const answer = await send(`${mail.webUrl}/api/email`, 'GET', { Origin: ATTACKER });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.body).not.toContain('Private Person');
  });

  test('another origin cannot open its websocket (which tells of each new email)', async () => {
    const upgrade = await send(`${mail.webUrl}/socket.io/?EIO=4&transport=websocket`, 'GET', {
      Origin: ATTACKER,
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    }).catch((error: Error) => ({ status: 0, headers: {}, body: error.message }));
    expect(upgrade.status).not.toBe(101);
    expect([0, 403]).toContain(upgrade.status);
  });

  test('a page that rebinds its own name to 127.0.0.1 is refused', async () => {
    const answer = await send(`${mail.webUrl}/api/email`, 'GET', {
      Host: `attacker.example:${new URL(mail.webUrl).port}`,
    });
    expect(answer.status).toBe(403);
  });

  test("the inbox opened directly, the site's pages and tools in Node still read it", async () => {
    for (const origin of [mail.webUrl, SITE, undefined]) {
      const answer = await send(`${mail.webUrl}/api/email`, 'GET', origin ? { Origin: origin } : {});
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Private Person');
    }
    expect((await send(`${mail.webUrl}/index.html`, 'GET', {})).status).toBe(200);
  });
});
