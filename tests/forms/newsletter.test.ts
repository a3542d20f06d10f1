import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { INVALID_EMAIL, NEWSLETTER_UNAVAILABLE } from '../../src/forms/formLabels.ts';
import { NEWSLETTER_MESSAGES } from '../../src/forms/messages.ts';
import { newsletterNotice, SOURCE_PATH_MAX_LENGTH, submitNewsletterSignup } from '../../src/forms/newsletter.ts';
import { closedPortUrl, readRows, publishConsentWordings, startTestBackend } from '../localSupabase/support.ts';
import { consentText } from './newsletterConsent.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  // The fixture site's statement, as the built site's /enquiries.json publishes it.
  await publishConsentWordings(backend, [consentText]);
});
afterAll(() => backend?.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

const signups = () => readRows<{ email: string }>(backend, 'newsletter_signups');
/** Submits as the footer form does and returns the toast the visitor would read. */
async function toastFor(email: string, honeypot = '', target = formBackendFor(backend)) {
  return newsletterNotice(
    await submitNewsletterSignup(
      { email, honeypot, consentStatement: consentText, sourcePath: '/listings/84-old-forest-hill' },
      target,
    ),
  );
}

test('the footer says what the notices say when its submit code cannot be downloaded', () => {
  expect(NEWSLETTER_UNAVAILABLE).toBe(NEWSLETTER_MESSAGES.failed);
  expect(INVALID_EMAIL).toBe(NEWSLETTER_MESSAGES.invalidEmail);
});

describe('against the local backend', () => {
  test('a new address is stored trimmed and lowercased: success', async () => {
    expect(await toastFor('  New.Reader@Example.com ')).toEqual({
      variant: 'success',
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    expect((await signups()).map((row) => row.email)).toContain('new.reader@example.com');
  });

  test('the sign-up records the statement the visitor read and the page it was on', async () => {
    await toastFor('recorded@example.com');
    const [row] = await readRows<{
      consent_statement_id: number;
      source_path: string;
      consented_at: string | null;
      unsubscribed_at: string | null;
    }>(backend, 'newsletter_signups', '&email=eq.recorded@example.com');
    expect(row).toMatchObject({ source_path: '/listings/84-old-forest-hill', unsubscribed_at: null });
    expect(row?.consented_at).toBeTruthy();
    expect(await readRows(backend, 'newsletter_consent_statements', `&id=eq.${row?.consent_statement_id}`)).toEqual([
      expect.objectContaining({ wording: consentText }),
    ]);
  });

  test('on a 404 page with a long mistyped path, the sign-up still succeeds with the path cut to the limit', async () => {
    const mistyped = `/Old_Listings/${'x'.repeat(300)}.html`;
    const outcome = await submitNewsletterSignup(
      { email: 'lost.reader@example.com', honeypot: '', consentStatement: consentText, sourcePath: mistyped },
      formBackendFor(backend),
    );
    expect(outcome).toBe('subscribed');
    const [row] = await readRows<{ source_path: string }>(
      backend,
      'newsletter_signups',
      '&email=eq.lost.reader@example.com',
    );
    expect(row?.source_path).toBe(mistyped.slice(0, SOURCE_PATH_MAX_LENGTH));
  });

  test('the row sent is exactly { email, consent_statement, source_path, website }, website null unless the honeypot is filled', async () => {
    const rows: unknown[] = [];
    const recording = formBackendFor(backend);
    const target = {
      timeoutMs: recording.timeoutMs,
      getClient: async () => {
        const client = await recording.getClient();
        return new Proxy(client, {
          get: (object, key) =>
            key === 'from'
              ? (table: string) => {
                  const builder = object.from(table);
                  return { insert: (row: unknown) => (rows.push(row), builder.insert(row as never)) };
                }
              : Reflect.get(object, key),
        });
      },
    };
    await toastFor('row.shape@example.com', '', target);
    await toastFor('row.bot@example.com', 'https://spam.example', target);
    expect(rows).toEqual([
      {
        email: 'row.shape@example.com',
        consent_statement: consentText,
        source_path: '/listings/84-old-forest-hill',
        website: null,
      },
      {
        email: 'row.bot@example.com',
        consent_statement: consentText,
        source_path: '/listings/84-old-forest-hill',
        website: 'https://spam.example',
      },
    ]);
  });

  test('the same address again, in another case: "You\'re already subscribed!"', async () => {
    await toastFor('again@example.com');
    expect(await toastFor('AGAIN@example.com')).toEqual({ variant: 'info', message: "You're already subscribed!" });
    expect((await signups()).filter((row) => row.email === 'again@example.com')).toHaveLength(1);
  });

  test.each(['', '   ', 'no-at-sign.example.com'])(
    '%j: "Please enter a valid email address", and nothing is sent',
    async (email) => {
      const before = (await signups()).length;
      const getClient = vi.fn(formBackendFor(backend).getClient);
      expect(await toastFor(email, '', { getClient, timeoutMs: 10_000 })).toEqual({
        variant: 'warning',
        message: 'Please enter a valid email address',
      });
      expect(getClient).not.toHaveBeenCalled();
      expect((await signups()).length).toBe(before);
    },
  );

  test('a filled honeypot shows success; the row is stored flagged as spam and does not block the real owner', async () => {
    expect(await toastFor('bot@example.com', 'https://spam.example')).toEqual({
      variant: 'success',
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.bot@example.com')).toEqual([
      expect.objectContaining({ website: 'https://spam.example', is_spam: true }),
    ]);
    expect(await toastFor('bot@example.com')).toEqual({ variant: 'success', message: NEWSLETTER_MESSAGES.subscribed });
  });

  test('a wording the site has not published: "reload the page", nothing stored, the address kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await submitNewsletterSignup(
      { email: 'old.page@example.com', honeypot: '', consentStatement: 'An old wording.', sourcePath: '/' },
      formBackendFor(backend),
    );
    expect(newsletterNotice(outcome)).toEqual({
      variant: 'error',
      message: 'This page is out of date. Please reload it and sign up again.',
    });
    expect((await signups()).filter((row) => row.email === 'old.page@example.com')).toEqual([]);
  });

  test('an address the database refuses (its shape) is the generic error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await toastFor('two@@example.com')).toEqual({
      variant: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('when the backend misbehaves, the visitor reads "Something went wrong. Please try again."', () => {
  const failed = { variant: 'error', message: 'Something went wrong. Please try again.' };

  test('nothing listens (backend down)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await toastFor('down@example.com', '', formBackend(await closedPortUrl(), backend.anonKey))).toEqual(failed);
    expect(logged).toHaveBeenCalled();
  });

  test.each([
    ['a 500 with an HTML body', FAULTS.serverError],
    ['a 201 whose body is not JSON', FAULTS.malformedSuccess],
    ['a 409 whose JSON is cut off', FAULTS.malformedConflict],
  ])('%s', async (_, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(fault);
    try {
      expect(await toastFor('fault@example.com', '', formBackend(server.url, backend.anonKey))).toEqual(failed);
      expect(server.requests()).toBe(1);
    } finally {
      await server.close();
    }
  });

  test('no answer within the timeout: the request is abandoned', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(FAULTS.slow);
    try {
      const started = performance.now();
      expect(await toastFor('slow@example.com', '', formBackend(server.url, backend.anonKey, 300))).toEqual(failed);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await server.close();
    }
  });
});
