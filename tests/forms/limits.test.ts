import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import {
  EMAIL_MAX_LENGTH,
  INTEREST_VALUES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '../../src/forms/limits.ts';
import { postJson, signup, startTestBackend } from '../localSupabase/support.ts';

/** The inputs' maxLength values must be exactly the database's limits: one character more is
 *  refused by a CHECK constraint, the limit itself is accepted. Proven against the migrations. */
let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

let sender = 0;
const email = (length = 0) => {
  const domain = `@s${++sender}.example.com`;
  return length ? 'a'.repeat(length - domain.length) + domain : `x${domain}`;
};

async function expectAccepted(table: string, row: Record<string, unknown>) {
  const response = await postJson(backend, table, row);
  expect(response.status, await response.text()).toBe(201);
}

async function expectConstraint(table: string, row: Record<string, unknown>, constraint: string) {
  const response = await postJson(backend, table, row);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: '23514', message: expect.stringContaining(`"${constraint}"`) });
}

describe('src/forms/limits.ts matches the CHECK constraints', () => {
  test('EMAIL_MAX_LENGTH, for the newsletter and for contact messages', async () => {
    // A sign-up carries its consent statement, or the database refuses it before the address is judged.
    await expectAccepted('newsletter_signups', signup(email(EMAIL_MAX_LENGTH)));
    await expectConstraint('newsletter_signups', signup(email(EMAIL_MAX_LENGTH + 1)), 'newsletter_signups_email_shape');
    await expectAccepted('contact_messages', { name: 'N', email: email(EMAIL_MAX_LENGTH) });
    await expectConstraint(
      'contact_messages',
      { name: 'N', email: email(EMAIL_MAX_LENGTH + 1) },
      'contact_messages_email_shape',
    );
  });

  test.each([
    ['name', NAME_MAX_LENGTH, 'contact_messages_name_length'],
    ['phone', PHONE_MAX_LENGTH, 'contact_messages_phone_length'],
    ['message', MESSAGE_MAX_LENGTH, 'contact_messages_message_length'],
  ] as const)('%s: %i characters', async (field, limit, constraint) => {
    const base = { name: 'N', email: email() };
    await expectAccepted('contact_messages', { ...base, [field]: '7'.repeat(limit) });
    await expectConstraint('contact_messages', { ...base, email: email(), [field]: '7'.repeat(limit + 1) }, constraint);
  });

  test('limits count characters, not bytes, as maxLength does', async () => {
    await expectAccepted('contact_messages', { name: 'é'.repeat(NAME_MAX_LENGTH), email: email() });
  });

  test('INTEREST_VALUES are exactly the values the database accepts', async () => {
    for (const interest of INTEREST_VALUES)
      await expectAccepted('contact_messages', { name: 'N', email: email(), interest });
    await expectConstraint(
      'contact_messages',
      { name: 'N', email: email(), interest: 'Buying' },
      'contact_messages_interest_known',
    );
  });
});
