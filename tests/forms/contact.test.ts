import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { contactNotice, sendContactMessage, toContactMessageRow, type ContactValues } from '../../src/forms/contact.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/forms/supabaseClient.ts';
import { CONTACT_UNAVAILABLE } from '../../src/forms/formLabels.ts';
import { closedPortUrl, readRows, startTestBackend } from '../localSupabase/support.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

const sent = {
  variant: 'success',
  title: 'Message Sent',
  message: "Thank you for reaching out. We'll be in touch soon.",
};
const failed = {
  variant: 'error',
  title: 'Error',
  message: 'There was a problem sending your message. Please try again.',
};
const limited = {
  variant: 'error',
  title: 'Error',
  message: 'Too many messages from this address. Please call us, or try again in an hour.',
};

const values = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Margaret Atwood',
  email: 'margaret@example.com',
  phone: '',
  interest: '',
  message: '',
  showingDays: [],
  showingTime: '',
  ...overrides,
});

const messagesFrom = (email: string) => readRows(backend, 'contact_messages', `&email=eq.${email}`);

test('the form says what the notices say when its submit code cannot be downloaded', () => {
  expect(CONTACT_UNAVAILABLE).toEqual(contactNotice('failed'));
});

describe('against the local backend', () => {
  test('every field is stored; empty optional ones as null', async () => {
    const outcome = await sendContactMessage(
      values({
        email: 'full@example.com',
        phone: ' 416-555-0199 ',
        interest: 'selling',
        message: 'Thinking of selling in spring.',
      }),
      null,
      '',
      formBackendFor(backend),
    );
    expect(contactNotice(outcome)).toEqual(sent);
    await sendContactMessage(
      values({ email: 'minimal@example.com', message: '   ' }),
      null,
      '',
      formBackendFor(backend),
    );

    expect(await messagesFrom('full@example.com')).toEqual([
      expect.objectContaining({
        name: 'Margaret Atwood',
        phone: '416-555-0199',
        interest: 'selling',
        message: 'Thinking of selling in spring.',
      }),
    ]);
    expect(await messagesFrom('minimal@example.com')).toEqual([
      expect.objectContaining({ phone: null, interest: null, message: null }),
    ]);
  });

  test('a filled honeypot shows success; the database stores the row flagged as spam', async () => {
    expect(
      contactNotice(
        await sendContactMessage(
          values({ email: 'bot@example.com' }),
          null,
          'http://spam.example',
          formBackendFor(backend),
        ),
      ),
    ).toEqual(sent);
    expect(await messagesFrom('bot@example.com')).toEqual([
      expect.objectContaining({ website: 'http://spam.example', is_spam: true }),
    ]);
  });

  test('the hourly limit answers in words a visitor understands, and the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let count = 0; count < 5; count++)
      await sendContactMessage(values({ email: `eager+${count}@example.com` }), null, '', formBackendFor(backend));
    expect(
      contactNotice(
        await sendContactMessage(values({ email: 'Eager@example.com' }), null, '', formBackendFor(backend)),
      ),
    ).toEqual(limited);
    expect(logged).toHaveBeenCalledWith('Contact message not sent:', expect.objectContaining({ code: 'PT429' }));
    expect(await readRows(backend, 'contact_messages', '&email=ilike.eager*')).toHaveLength(5);
  });

  test('the context and the showing request are stored with the message', async () => {
    const context = { path: '/listings/84-old-forest-hill', label: '84 Old Forest Hill Road', showing: true };
    const outcome = await sendContactMessage(
      values({ email: 'viewer@example.com', showingDays: ['friday', 'saturday'], showingTime: 'morning' }),
      context,
      '',
      formBackendFor(backend),
    );
    expect(outcome).toBe('sent');
    expect(await messagesFrom('viewer@example.com')).toEqual([
      expect.objectContaining({
        about_path: '/listings/84-old-forest-hill',
        showing_days: ['friday', 'saturday'],
        showing_time: 'morning',
        is_spam: false,
      }),
    ]);
  });

  test('the row carries the five fields, the context, and no showing unless the context offers one', () => {
    const context = { path: '/developments/the-wellesley', label: 'The Wellesley', showing: false };
    expect(
      toContactMessageRow(
        values({ name: ' Ann ', email: ' ann@example.com ', interest: 'both', showingDays: ['monday'] }),
        context,
      ),
    ).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      interest: 'both',
      message: null,
      about_path: '/developments/the-wellesley',
      showing_days: null,
      showing_time: null,
      website: null,
    });
  });
});

describe('when the backend misbehaves: the failure notice, and the error logged', () => {
  test('nothing listens (backend down)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      contactNotice(await sendContactMessage(values(), null, '', formBackend(await closedPortUrl(), backend.anonKey))),
    ).toEqual(failed);
    expect(logged).toHaveBeenCalledWith(
      'Contact message not sent:',
      expect.objectContaining({ message: expect.stringContaining('fetch failed') }),
    );
  });

  test.each([
    ['a 500 with an HTML body', FAULTS.serverError],
    ['a 201 whose body is not JSON', FAULTS.malformedSuccess],
    ['a 409 whose JSON is cut off', FAULTS.malformedConflict],
  ])('%s', async (_, fault) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(fault);
    try {
      expect(
        contactNotice(await sendContactMessage(values(), null, '', formBackend(server.url, backend.anonKey))),
      ).toEqual(failed);
      expect(server.requests()).toBe(1);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });

  test('no answer within the timeout: abandoned with the failure notice (production waits 10 s)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(FAULTS.slow);
    try {
      const started = performance.now();
      expect(
        contactNotice(await sendContactMessage(values(), null, '', formBackend(server.url, backend.anonKey, 300))),
      ).toEqual(failed);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(server.requests()).toBe(1);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });
});
