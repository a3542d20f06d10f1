// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/dev/local-supabase/server.ts';
import { ContactForm } from '../../src/forms/ContactForm.tsx';
import type { FormBackend } from '../../src/forms/supabaseClient.ts';
import { readRows, startTestBackend } from '../local-supabase/support.ts';
import { dismissNotices, expectNotice, removeNotices } from './notices.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';
import { contactLabels } from './contactLabels.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await removeNotices();
  await backend?.stop();
});
afterEach(async () => {
  cleanup();
  await dismissNotices();
  vi.restoreAllMocks();
});

const typed = { name: 'Lucy Maud Montgomery', email: 'lucy@example.com', phone: '902-555-0142', interest: 'both', message: 'Looking in Rosedale.' };

function renderForm(target: FormBackend = formBackendFor(backend)) {
  const { container } = render(<ContactForm labels={contactLabels} backend={target} />);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    phone: screen.getByLabelText<HTMLInputElement>('Phone'),
    interest: screen.getByLabelText<HTMLSelectElement>('Interest'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
  };
  const fill = (values: Partial<typeof typed> = typed) => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(fields[name as keyof typeof fields], { target: { value } });
  };
  const values = () => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
  return { fields, fill, values, form: container.querySelector('form')!, button: () => screen.getByRole<HTMLButtonElement>('button') };
}

describe('ContactForm', () => {
  test('every field has a visible label, the right type, autocomplete and the database limit', () => {
    const { fields, button } = renderForm();
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeDefined();
    expect([fields.name.required, fields.email.required, fields.phone.required]).toEqual([true, true, false]);
    expect([fields.name.type, fields.email.type, fields.phone.type]).toEqual(['text', 'email', 'tel']);
    expect([fields.name, fields.email, fields.phone].map((field) => field.getAttribute('autocomplete'))).toEqual(['name', 'email', 'tel']);
    expect([fields.name.maxLength, fields.email.maxLength, fields.phone.maxLength, fields.message.maxLength]).toEqual([100, 254, 40, 5000]);
    expect(fields.message.getAttribute('rows')).toBe('5');
    expect([...fields.interest.options].map((option) => [option.value, option.text])).toEqual(contactLabels.interestOptions.map((option) => [option.value, option.label]));
    expect(button().textContent).toBe('SEND MESSAGE');
  });

  test('success: "Message Sent", the message stored, every field cleared', async () => {
    const { fill, values, button } = renderForm();
    fill();
    fireEvent.click(button());
    await expectNotice("Thank you for reaching out. We'll be in touch soon.", 'Message Sent');
    await waitFor(() => expect(values()).toEqual({ name: '', email: '', phone: '', interest: '', message: '' }));
    expect(await readRows(backend, 'contact_messages', '&email=eq.lucy@example.com')).toEqual([
      expect.objectContaining({ name: typed.name, phone: typed.phone, interest: 'both', message: typed.message }),
    ]);
  });

  test('failure (a 500 from the server): the error is logged, the "Error" notice shows, every field is kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(FAULTS.serverError);
    try {
      const { fill, values, form } = renderForm(formBackend(server.url, backend.anonKey));
      fill();
      fireEvent.submit(form);
      await expectNotice('There was a problem sending your message. Please try again.', 'Error');
      expect(values()).toEqual(typed);
      expect(logged).toHaveBeenCalledWith('Contact message not sent:', expect.anything());
    } finally {
      await server.close();
    }
  });

  test('while sending, the button is disabled and says so; a second click sends nothing more; a timeout keeps the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(FAULTS.slow);
    try {
      const { fill, values, button } = renderForm(formBackend(server.url, backend.anonKey, 400));
      fill();
      fireEvent.click(button());
      expect(button().disabled).toBe(true);
      expect(button().textContent).toBe('SENDING…');
      fireEvent.click(button());
      await expectNotice('There was a problem sending your message. Please try again.', 'Error');
      await waitFor(() => expect(button().disabled).toBe(false));
      expect(button().textContent).toBe('SEND MESSAGE');
      expect(server.requests()).toBe(1);
      expect(values()).toEqual(typed);
    } finally {
      await server.close();
    }
  });

  test('a filled honeypot: the visitor sees success, nothing is stored', async () => {
    const { fill, form } = renderForm();
    (form.querySelector('input[name="website"]') as HTMLInputElement).value = 'http://spam.example';
    fill({ ...typed, email: 'spambot@example.com' });
    fireEvent.submit(form);
    await expectNotice("Thank you for reaching out. We'll be in touch soon.", 'Message Sent');
    expect(await readRows(backend, 'contact_messages', '&email=eq.spambot@example.com')).toEqual([]);
  });
});
