// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { ContactForm } from '../../src/forms/ContactForm.tsx';
import { readEnquiryContext } from '../../src/forms/enquiryContext.ts';
import type { FormBackend } from '../../src/forms/supabaseClient.ts';
import { readRows, startTestBackend } from '../localSupabase/support.ts';
import { dismissNotices, expectNotice, removeNotices } from './notices.ts';
import { expectRefusedOnceUnderField } from './refusals.ts';
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

const typed = {
  name: 'Lucy Maud Montgomery',
  email: 'lucy@example.com',
  phone: '902-555-0142',
  interest: 'both',
  message: 'Looking in Rosedale.',
};

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
    for (const [name, value] of Object.entries(values))
      fireEvent.change(fields[name as keyof typeof fields], { target: { value } });
  };
  const values = () => Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value]));
  return {
    fields,
    fill,
    values,
    form: container.querySelector('form')!,
    button: () => screen.getByRole<HTMLButtonElement>('button'),
  };
}

describe('ContactForm', () => {
  test('every field has a visible label, the right type, autocomplete and the database limit', () => {
    const { fields, button } = renderForm();
    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeDefined();
    expect([fields.name.required, fields.email.required, fields.phone.required]).toEqual([true, true, false]);
    expect([fields.name.type, fields.email.type, fields.phone.type]).toEqual(['text', 'email', 'tel']);
    expect([fields.name, fields.email, fields.phone].map((field) => field.getAttribute('autocomplete'))).toEqual([
      'name',
      'email',
      'tel',
    ]);
    expect([fields.name.maxLength, fields.email.maxLength, fields.phone.maxLength, fields.message.maxLength]).toEqual([
      100, 254, 40, 5000,
    ]);
    expect(fields.message.getAttribute('rows')).toBe('5');
    expect([...fields.interest.options].map((option) => [option.value, option.text])).toEqual(
      contactLabels.interestOptions.map((option) => [option.value, option.label]),
    );
    expect(button().textContent).toBe('SEND MESSAGE');
  });

  test('one line on how the details are used, linked to the privacy policy', () => {
    const { form } = renderForm();
    expect(form.textContent).toContain('We use your details only to answer your message. Privacy policy');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
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

  test("its own validation, not the browser's: each refusal under its field, announced with it, focus on the first; nothing sent", async () => {
    const server = await startFaultyServer(FAULTS.serverError);
    try {
      const { fields, fill, form } = renderForm(formBackend(server.url, backend.anonKey));
      expect(form.noValidate).toBe(true);
      expect(screen.getByText('Fields marked * are required.')).toBeDefined();
      fireEvent.submit(form);
      const describedBy = (field: HTMLElement) =>
        (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      await waitFor(() => expect(document.activeElement).toBe(fields.name));
      expect(fields.name.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(fields.name)).toEqual(['Please enter your name.']);
      expect(describedBy(fields.email)).toEqual(['Please enter your email address.']);
      // Each said once, under its own field, and in no toast.
      await expectRefusedOnceUnderField(fields.name, 'Please enter your name.');
      await expectRefusedOnceUnderField(fields.email, 'Please enter your email address.');
      expect(fields.phone.getAttribute('aria-invalid')).toBeNull();

      // Corrected as typed: the name's message goes; a mistyped address gets its own; spaces are not a name.
      fill({ name: 'Lucy Maud Montgomery', email: 'lucy.example.com', message: 'Kept.' });
      await waitFor(() => expect(fields.name.getAttribute('aria-invalid')).toBeNull());
      expect(fields.name.getAttribute('aria-describedby')).toBeNull();
      await waitFor(() =>
        expect(describedBy(fields.email)).toEqual(['Please enter a valid email address, such as name@example.com.']),
      );
      fill({ name: '   ' });
      fields.message.focus();
      fireEvent.submit(form);
      await waitFor(() => expect(document.activeElement).toBe(fields.name));
      expect(describedBy(fields.name)).toEqual(['Please enter your name.']);
      expect(fields.message.value, 'what was typed stays').toBe('Kept.');
      expect(server.requests()).toBe(0);
    } finally {
      await server.close();
    }
  });

  test('a filled honeypot: the visitor sees success, the row is stored flagged as spam', async () => {
    const { fill, form } = renderForm();
    (form.querySelector('input[name="website"]') as HTMLInputElement).value = 'http://spam.example';
    fill({ ...typed, email: 'spambot@example.com' });
    fireEvent.submit(form);
    await expectNotice("Thank you for reaching out. We'll be in touch soon.", 'Message Sent');
    expect(await readRows(backend, 'contact_messages', '&email=eq.spambot@example.com')).toEqual([
      expect.objectContaining({ is_spam: true, website: 'http://spam.example' }),
    ]);
  });
});

describe('ContactForm with what the visitor asked about (/contact?about=...)', () => {
  const listingQuery = '?about=%2Flistings%2F84-old-forest-hill&subject=84+Old+Forest+Hill+Road';
  afterEach(() => window.history.replaceState(null, '', '/'));

  function openWith(search: string) {
    window.history.replaceState(null, '', `/contact${search}`);
    return renderForm();
  }

  const send = (email: string, fill: (values?: Partial<typeof typed>) => void) => {
    fill({ ...typed, email });
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    return expectNotice("Thank you for reaching out. We'll be in touch soon.", 'Message Sent');
  };

  test('shows "About: <address>" linking to the page, and stores its path with the message', async () => {
    const { fill } = openWith(listingQuery);
    // Its code loads only when a link brought a context.
    await screen.findByText('84 Old Forest Hill Road');
    expect(screen.getByText('84 Old Forest Hill Road').closest('p')?.textContent).toContain(
      'About: 84 Old Forest Hill Road',
    );
    expect(screen.getByRole('link', { name: '84 Old Forest Hill Road' }).getAttribute('href')).toBe(
      '/listings/84-old-forest-hill',
    );
    expect(screen.queryByRole('group', { name: 'Request a private showing' })).toBeNull();
    await send('about@example.com', fill);
    expect(await readRows(backend, 'contact_messages', '&email=eq.about@example.com')).toEqual([
      expect.objectContaining({ about_path: '/listings/84-old-forest-hill', showing_days: null }),
    ]);
  });

  test('a showing request: preferred days and time of day are stored with the message', async () => {
    const { fill } = openWith(`${listingQuery}&showing=1`);
    const showing = await screen.findByRole('group', { name: 'Request a private showing' });
    expect(showing).toBeDefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'saturday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'friday' }));
    fireEvent.change(screen.getByLabelText('Time of day'), { target: { value: 'morning' } });
    await send('showing@example.com', fill);
    expect(await readRows(backend, 'contact_messages', '&email=eq.showing@example.com')).toEqual([
      expect.objectContaining({
        about_path: '/listings/84-old-forest-hill',
        showing_days: ['friday', 'saturday'],
        showing_time: 'morning',
      }),
    ]);
  });

  test('the visitor can remove it: the message is then about nothing in particular, and the address bar says so', async () => {
    const { fill } = openWith(`${listingQuery}&showing=1`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: not about 84 Old Forest Hill Road' }));
    expect(screen.queryByText(/About:/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Request a private showing' })).toBeNull();
    expect(window.location.search).toBe('');
    await send('removed@example.com', fill);
    expect(await readRows(backend, 'contact_messages', '&email=eq.removed@example.com')).toEqual([
      expect.objectContaining({ about_path: null, showing_days: null }),
    ]);
  });

  test.each([
    ['a full URL', '?about=https%3A%2F%2Fevil.example%2F&subject=Click+me'],
    ['a path with a query', '?about=%2Flistings%2Fx%3Fy%3D1&subject=X'],
  ])('ignores %s', async (_, search) => {
    expect(readEnquiryContext(search)).toBeNull();
    openWith(search);
    // Time enough for the context's code to load, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/About:/)).toBeNull();
  });
});
