// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalSupabase } from '../../scripts/localBackend/supabase/server.ts';
import { NewsletterForm } from '../../src/forms/NewsletterForm.tsx';
import type { FormBackend } from '../../src/forms/supabaseClient.ts';
import { readRows, publishConsentWordings, startTestBackend } from '../localSupabase/support.ts';
import { consentParts, consentText } from './newsletterConsent.ts';
import { dismissNotices, expectNotice, removeNotices } from './notices.ts';
import { expectRefusedOnceUnderField } from './refusals.ts';
import { FAULTS, formBackend, formBackendFor, startFaultyServer } from './support.ts';

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startTestBackend();
  // The fixture site's statement, as the built site's /enquiries.json publishes it.
  await publishConsentWordings(backend, [consentText]);
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

function renderForm(target: FormBackend = formBackendFor(backend)) {
  const { container } = render(
    <NewsletterForm heading="The Ashdown Letter" text="Private previews." consent={consentParts} backend={target} />,
  );
  return {
    input: screen.getByLabelText<HTMLInputElement>('Email address'),
    button: screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' }),
    form: container.querySelector('form')!,
    honeypot: container.querySelector('input[name="website"]') as HTMLInputElement,
  };
}

const signups = async () => (await readRows<{ email: string }>(backend, 'newsletter_signups')).map((row) => row.email);

describe('NewsletterForm', () => {
  test('shows the heading and text from data; the input is a required e-mail field with the database limit', () => {
    const { input } = renderForm();
    expect(screen.getByRole('heading', { name: 'The Ashdown Letter' })).toBeDefined();
    expect(screen.getByText('Private previews.')).toBeDefined();
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(input.maxLength).toBe(254);
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  test('the consent statement is under the field, describes it, and links to the privacy policy; no checkbox', () => {
    const { input, form } = renderForm();
    const statement = [...form.querySelectorAll('p')].find((p) => p.textContent === consentText);
    expect(statement).toBeDefined();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(statement?.id);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(form.querySelector('input[type="checkbox"]')).toBeNull();
  });

  test('success: the toast, the address stored lowercased, the input cleared', async () => {
    const { input, button } = renderForm();
    fireEvent.change(input, { target: { value: 'Reader@Example.com' } });
    fireEvent.click(button);
    await expectNotice('Successfully subscribed to our newsletter!');
    await waitFor(() => expect(input.value).toBe(''));
    expect(await signups()).toContain('reader@example.com');
    // The record of consent: the statement's words as shown, once, and the page the form was on.
    const [row] = await readRows<{ consent_statement_id: number; source_path: string }>(
      backend,
      'newsletter_signups',
      '&email=eq.reader@example.com',
    );
    expect(row?.source_path).toBe(window.location.pathname);
    expect(await readRows(backend, 'newsletter_consent_statements', `&id=eq.${row?.consent_statement_id}`)).toEqual([
      expect.objectContaining({ wording: consentText }),
    ]);
  });

  test('a duplicate: "You\'re already subscribed!"', async () => {
    const { input, form } = renderForm();
    fireEvent.change(input, { target: { value: 'twice@example.com' } });
    fireEvent.submit(form);
    await expectNotice('Successfully subscribed to our newsletter!');
    fireEvent.change(input, { target: { value: 'Twice@example.com' } });
    fireEvent.submit(form);
    await expectNotice("You're already subscribed!");
  });

  test("the form's own check runs past the browser's: an invalid value submitted by script sends nothing", async () => {
    const server = await startFaultyServer(FAULTS.serverError);
    try {
      const { input, form } = renderForm(formBackend(server.url, backend.anonKey));
      fireEvent.change(input, { target: { value: 'not-an-address' } });
      expect(input.checkValidity()).toBe(false);
      fireEvent.submit(form);
      const refusal = await expectRefusedOnceUnderField(input, 'Please enter a valid email address');
      // Announced as it appears, as the specification's toast was.
      expect(refusal.getAttribute('role')).toBe('alert');
      expect(document.activeElement).toBe(input);
      expect(server.requests()).toBe(0);
      expect(input.value).toBe('not-an-address');
      // Sent again as it is: still one refusal, not a second one.
      fireEvent.submit(form);
      await expectRefusedOnceUnderField(input, 'Please enter a valid email address');
      fireEvent.change(input, { target: { value: 'reader@example.com' } });
      expect(input.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    } finally {
      await server.close();
    }
  });

  test('while submitting, the input and the button are disabled; a failure keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startFaultyServer(FAULTS.slow);
    try {
      const { input, button, form } = renderForm(formBackend(server.url, backend.anonKey, 400));
      fireEvent.change(input, { target: { value: 'patient@example.com' } });
      fireEvent.submit(form);
      expect(input.disabled).toBe(true);
      expect(button.disabled).toBe(true);
      fireEvent.submit(form);
      await expectNotice('Something went wrong. Please try again.');
      await waitFor(() => expect(button.disabled).toBe(false));
      expect(input.disabled).toBe(false);
      expect(input.value).toBe('patient@example.com');
      expect(server.requests()).toBe(1);
    } finally {
      await server.close();
    }
  });

  test('a filled honeypot: success shown, the row stored flagged as spam', async () => {
    const { input, form, honeypot } = renderForm();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    honeypot.value = 'http://spam.example';
    fireEvent.change(input, { target: { value: 'spambot@example.com' } });
    fireEvent.submit(form);
    await expectNotice('Successfully subscribed to our newsletter!');
    expect(await readRows(backend, 'newsletter_signups', '&email=eq.spambot@example.com')).toEqual([
      expect.objectContaining({ is_spam: true }),
    ]);
  });
});
