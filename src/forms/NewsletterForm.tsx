import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { color, font, fontSize, letterSpacing, touchTarget } from '../ui/theme.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { NEWSLETTER_DEFAULT_LABELS, NEWSLETTER_UNAVAILABLE } from './formLabels.ts';
import { loadOnce } from './loadOnce.ts';
import { notify, preloadNotices } from './notify.ts';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';

/** The submit code and the notices' text: with every page's footer, so fetched on the form's first
 *  focus (or submit) rather than with the page. */
const loadNewsletter = loadOnce(() => import('./newsletter.ts'));

// Colours follow the surrounding text (currentColor), so the form reads on the navy footer and on light grounds alike.
const Root = styled.div`
  position: relative;
  display: grid;
  gap: 0.75rem;
`;

const Heading = styled.h2`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  font-weight: 400;
  letter-spacing: 0.04em;
`;

const Text = styled.p`
  font-size: ${fontSize.small};
  line-height: 1.6;
  opacity: 0.85;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const EmailInput = styled.input`
  flex: 1 1 14rem;
  min-height: ${touchTarget};
  padding: 0 0.875rem;
  border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
  border-radius: 2px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${fontSize.body};
  &::placeholder {
    color: inherit;
    opacity: 0.7;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const SubmitButton = styled.button`
  min-height: ${touchTarget};
  padding: 0 1.5rem;
  border: 0;
  border-radius: 2px;
  background: ${color.green};
  color: ${color.white};
  font-family: ${font.text};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.caps};
  text-transform: uppercase;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.greenDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export interface NewsletterFormProps {
  heading: string;
  text: string;
  /** The e-mail field's label, also shown as its placeholder. */
  placeholderLabel?: string;
  submitLabel?: string;
  /** Where submissions go; the browser's Supabase client unless a test passes its own. */
  backend?: FormBackend;
}

/** The footer's newsletter sign-up: one e-mail field, a toast for every outcome. */
export function NewsletterForm({ heading, text, placeholderLabel = NEWSLETTER_DEFAULT_LABELS.email, submitLabel = NEWSLETTER_DEFAULT_LABELS.submit, backend = browserBackend }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { submitting, run } = useSingleSubmission();
  const honeypotRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const newsletter = await loadNewsletter().catch((error: unknown) => console.error('Newsletter signup failed:', error));
      // The code could not be downloaded (the connection dropped): say so, in the specification's words.
      if (!newsletter) return notify({ variant: 'error', message: NEWSLETTER_UNAVAILABLE });
      const { submitNewsletterSignup, newsletterNotice } = newsletter;
      const outcome = await submitNewsletterSignup({ email, honeypot: honeypotRef.current?.value ?? '' }, backend);
      if (outcome === 'subscribed') setEmail('');
      await notify(newsletterNotice(outcome));
    });
  }

  // Idempotent: the code is fetched on the first focus, later calls reuse the same download.
  function preloadFormCode() {
    preloadNotices();
    void loadNewsletter().catch(() => undefined);
    backend.preload?.();
  }

  return (
    <Root>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <Text id={`${id}-text`}>{text}</Text>
      <Row aria-labelledby={`${id}-heading`} onSubmit={handleSubmit} onFocus={preloadFormCode}>
        <VisuallyHidden htmlFor={`${id}-email`}>{placeholderLabel}</VisuallyHidden>
        <EmailInput
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={placeholderLabel}
          aria-describedby={`${id}-text`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
        />
        <Honeypot inputRef={honeypotRef} />
        <SubmitButton type="submit" disabled={submitting}>
          {submitLabel}
        </SubmitButton>
      </Row>
    </Root>
  );
}
