// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { ContactForm } from '../../src/forms/ContactForm.tsx';
import { NewsletterForm } from '../../src/forms/NewsletterForm.tsx';
import { contactLabels } from './contactLabels.ts';
import { consentParts } from './newsletterConsent.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

test.each([
  ['NewsletterForm', <NewsletterForm heading="The Ashdown Letter" text="Private previews." consent={consentParts} />],
  ['ContactForm', <ContactForm labels={contactLabels} />],
])('%s hydrates the pre-rendered HTML without a mismatch', async (_, element) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];

  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });

  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('form')).not.toBeNull();
});
