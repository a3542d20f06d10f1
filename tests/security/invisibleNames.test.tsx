// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { ContactForm } from '../../src/forms/ContactForm.tsx';
import { postJson, readRows, startTestBackend } from '../localSupabase/support.ts';
import { hasVisibleText } from '../../src/forms/visibleText.ts';
import { contactLabels } from '../forms/contactLabels.ts';
import { formBackendFor } from '../forms/support.ts';

/**
 * A name made only of invisible characters reached the team as a blank sender: "name ~ '\S'"
 * lets zero-width spaces through. Refused by the database (real PGlite behind HTTP) and by the
 * form before anything is sent, with a sentence, the fields kept as typed.
 */
const INVISIBLE_NAMES = [
  '\u200b',
  '\u200b\u200c\u200d',
  '\u2060\ufeff',
  '\u3164\u3164',
  '\u2800',
  '\u00a0\u202f\u3000',
  '\u200e\u200f\u202e',
  '\u{e0041}\u{e0042}',
  '\ufe0f\u034f\u00ad',
];

const REAL_NAMES = ['Zoë O’Brien', 'José\u200dMaría', 'محمد', '山田 太郎', 'Ngũgĩ', 'A'];
const codePoints = (name: string) =>
  [...name].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());
afterEach(() => cleanup());

describe('the database', () => {
  test.each(INVISIBLE_NAMES.map((name) => [codePoints(name), name]))('refuses the name %s', async (_, name) => {
    const response = await postJson(
      backend,
      'contact_messages',
      { name, email: 'ghost@example.com', message: 'Who am I?' },
      backend.anonKey,
      { 'X-Forwarded-For': '192.0.2.80' },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('23514');
  });

  test('accepts names in any script, with their joiners and accents', async () => {
    for (const [index, name] of REAL_NAMES.entries()) {
      const response = await postJson(
        backend,
        'contact_messages',
        { name, email: `real.person${index}@example.com`, message: 'Hello' },
        backend.anonKey,
        { 'X-Forwarded-For': '192.0.2.81' },
      );
      expect(response.status, name).toBe(201);
    }
    expect(await readRows(backend, 'contact_messages', '&email=eq.ghost@example.com')).toEqual([]);
  });
});

describe('the contact form', () => {
  test('its check agrees with the database on every name above', () => {
    expect(INVISIBLE_NAMES.filter(hasVisibleText)).toEqual([]);
    expect(REAL_NAMES.filter(hasVisibleText)).toEqual(REAL_NAMES);
  });

  test('says what is wrong under the name, keeps what was typed, and sends nothing', async () => {
    const { container } = render(<ContactForm labels={contactLabels} backend={formBackendFor(backend)} />);
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const message = screen.getByLabelText<HTMLTextAreaElement>('Message');
    fireEvent.change(name, { target: { value: '\u200b\u200b' } });
    fireEvent.change(email, { target: { value: 'invisible@example.com' } });
    fireEvent.change(message, { target: { value: 'Kept as typed.' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (name.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toEqual(['Please type your name: this field holds only invisible characters.']);
    expect([name.value, email.value, message.value]).toEqual([
      '\u200b\u200b',
      'invisible@example.com',
      'Kept as typed.',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readRows(backend, 'contact_messages', '&email=eq.invisible@example.com')).toEqual([]);
  });
});
