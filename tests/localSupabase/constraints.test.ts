import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { postJson, startTestBackend, signup } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

let sender = 0;
/** A distinct sender per insert, so the hourly limit never interferes with the constraint under test. */
const uniqueEmail = () => `sender${++sender}@example.com`;

async function expectRefused(
  table: string,
  row: unknown,
  expected: { status: number; code: string; message: string | RegExp },
) {
  const response = await postJson(backend, table, row);
  expect(response.status).toBe(expected.status);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(expected.code);
  expect(body.message).toMatch(expected.message);
  // The refused row is not echoed back to a role that may not read the table.
  expect(body.details).toBeNull();
}

const checkViolation = (table: string, constraint: string) => ({
  status: 400,
  code: '23514',
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
});
const notNullViolation = (column: string) => ({
  status: 400,
  code: '23502',
  message: new RegExp(`null value in column "${column}"`),
});

describe('newsletter_signups refuses junk', () => {
  test.each([
    ['no e-mail at all', signup(null, { email: undefined }), notNullViolation('email')],
    ['a null e-mail', signup(null), notNullViolation('email')],
    ['no @', signup('not-an-email'), checkViolation('newsletter_signups', 'newsletter_signups_email_shape')],
    [
      'nothing before the @',
      signup('@example.com'),
      checkViolation('newsletter_signups', 'newsletter_signups_email_shape'),
    ],
    ['nothing after the @', signup('jane@'), checkViolation('newsletter_signups', 'newsletter_signups_email_shape')],
    ['two @', signup('jane@@example.com'), checkViolation('newsletter_signups', 'newsletter_signups_email_shape')],
    [
      'a space inside',
      signup('jane doe@example.com'),
      checkViolation('newsletter_signups', 'newsletter_signups_email_shape'),
    ],
    ['markup', signup('<script>@example.com'), checkViolation('newsletter_signups', 'newsletter_signups_email_shape')],
    [
      '255 characters',
      signup(`${'a'.repeat(243)}@example.com`),
      checkViolation('newsletter_signups', 'newsletter_signups_email_shape'),
    ],
    ['only white space', signup(' \t '), checkViolation('newsletter_signups', 'newsletter_signups_email_shape')],
  ])('%s', async (_, row, expected) => {
    await expectRefused('newsletter_signups', row, expected);
  });

  test('accepts what a browser accepts for type=email, up to 254 characters', async () => {
    for (const email of ['jane@localhost', "o'neil+news@mail.example.co.uk", `${'a'.repeat(242)}@example.com`]) {
      expect((await postJson(backend, 'newsletter_signups', signup(email))).status).toBe(201);
    }
  });

  test('an unknown column is PGRST204, before anything reaches the table', async () => {
    const response = await postJson(backend, 'newsletter_signups', signup('x@example.com', { is_admin: true }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST204',
      message: "Could not find the 'is_admin' column of 'newsletter_signups' in the schema cache",
      details: null,
      hint: null,
    });
  });
});

describe('contact_messages refuses junk', () => {
  const valid = () => ({ name: 'Grace Hopper', email: uniqueEmail() });
  const check = (constraint: string) => checkViolation('contact_messages', constraint);

  test.each([
    ['no name', () => ({ email: uniqueEmail() }), notNullViolation('name')],
    ['a blank name', () => ({ ...valid(), name: ' \t ' }), check('contact_messages_name_length')],
    ['a 101-character name', () => ({ ...valid(), name: 'n'.repeat(101) }), check('contact_messages_name_length')],
    ['no e-mail', () => ({ name: 'Grace' }), notNullViolation('email')],
    ['a malformed e-mail', () => ({ ...valid(), email: 'grace.example.com' }), check('contact_messages_email_shape')],
    ['an empty phone instead of null', () => ({ ...valid(), phone: '' }), check('contact_messages_phone_length')],
    ['a 41-character phone', () => ({ ...valid(), phone: '1'.repeat(41) }), check('contact_messages_phone_length')],
    ['an unknown interest', () => ({ ...valid(), interest: 'renting' }), check('contact_messages_interest_known')],
    [
      'an empty interest instead of null',
      () => ({ ...valid(), interest: '' }),
      check('contact_messages_interest_known'),
    ],
    ['an empty message instead of null', () => ({ ...valid(), message: '' }), check('contact_messages_message_length')],
    [
      'a 5001-character message',
      () => ({ ...valid(), message: 'm'.repeat(5001) }),
      check('contact_messages_message_length'),
    ],
  ])('%s', async (_, row, expected) => {
    await expectRefused('contact_messages', row(), expected);
  });

  test.each(['buying', 'selling', 'both', 'other'])('accepts the interest %s', async (interest) => {
    expect((await postJson(backend, 'contact_messages', { ...valid(), interest })).status).toBe(201);
  });
});
