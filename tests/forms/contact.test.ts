import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/dev/local-supabase/server.ts';
import { contactNotice, sendContactMessage, toContactMessageRow, type ContactValues } from '../../src/forms/contact.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/forms/supabaseClient.ts';
import { closedPortUrl, readRows, startTestBackend } from '../local-supabase/support.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
afterEach(() => {
  vi.restoreAllMocks();
});

const sent = { variant: 'success', title: 'Message Sent', message: "Thank you for reaching out. We'll be in touch soon." };
const failed = { variant: 'error', title: 'Error', message: 'There was a problem sending your message. Please try again.' };

const values = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  name: 'Margaret Atwood',
  email: 'margaret@example.com',
  phone: '',
  interest: '',
  message: '',
  ...overrides,
});

const messagesFrom = (email: string) => readRows(backend, 'contact_messages', `&email=eq.${email}`);

describe('against the local backend', () => {
  test('every field is stored; empty optional ones as null', async () => {
    const outcome = await sendContactMessage(
      values({ email: 'full@example.com', phone: ' 416-555-0199 ', interest: 'selling', message: 'Thinking of selling in spring.' }),
      '',
      formBackendFor(backend),
    );
    expect(contactNotice(outcome)).toEqual(sent);
    await sendContactMessage(values({ email: 'minimal@example.com', message: '   ' }), '', formBackendFor(backend));

    expect(await messagesFrom('full@example.com')).toEqual([
      expect.objectContaining({ name: 'Margaret Atwood', phone: '416-555-0199', interest: 'selling', message: 'Thinking of selling in spring.' }),
    ]);
    expect(await messagesFrom('minimal@example.com')).toEqual([expect.objectContaining({ phone: null, interest: null, message: null })]);
  });

  test('a filled honeypot shows success and sends nothing', async () => {
    const getClient = vi.fn(formBackendFor(backend).getClient);
    expect(contactNotice(await sendContactMessage(values({ email: 'bot@example.com' }), 'http://spam.example', { getClient, timeoutMs: 1000 }))).toEqual(sent);
    expect(getClient).not.toHaveBeenCalled();
    expect(await messagesFrom('bot@example.com')).toEqual([]);
  });

  test('the hourly limit answers with the generic failure, and the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let count = 0; count < 5; count++) await sendContactMessage(values({ email: 'eager@example.com' }), '', formBackendFor(backend));
    expect(contactNotice(await sendContactMessage(values({ email: 'eager@example.com' }), '', formBackendFor(backend)))).toEqual(failed);
    expect(logged).toHaveBeenCalledWith('Contact message not sent:', expect.objectContaining({ code: 'P0001' }));
    expect(await messagesFrom('eager@example.com')).toHaveLength(5);
  });

  test('the row sent is exactly the five fields', () => {
    expect(toContactMessageRow(values({ name: ' Ann ', email: ' ann@example.com ', interest: 'both' }))).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      phone: null,
      interest: 'both',
      message: null,
    });
  });
});

describe('when the backend misbehaves: the failure notice, and the error logged', () => {
  test('nothing listens (backend down)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(contactNotice(await sendContactMessage(values(), '', formBackend(await closedPortUrl(), backend.anonKey)))).toEqual(failed);
    expect(logged).toHaveBeenCalledWith('Contact message not sent:', expect.objectContaining({ message: expect.stringContaining('fetch failed') }));
  });

  test.each([
    ['a 500 with an HTML body', FAULTS.serverError],
    ['a 201 whose body is not JSON', FAULTS.malformedSuccess],
    ['a 409 whose JSON is cut off', FAULTS.malformedConflict],
  ])('%s', async (_, fault) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(fault);
    try {
      expect(contactNotice(await sendContactMessage(values(), '', formBackend(server.url, backend.anonKey)))).toEqual(failed);
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
      expect(contactNotice(await sendContactMessage(values(), '', formBackend(server.url, backend.anonKey, 300)))).toEqual(failed);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(server.requests()).toBe(1);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });
});
