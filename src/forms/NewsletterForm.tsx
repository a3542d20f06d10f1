import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TextPart } from '../model/linkedText.ts';
import { color, font, fontSize, letterSpacing, touchTarget } from '../ui/theme.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { INVALID_EMAIL, NEWSLETTER_DEFAULT_LABELS, NEWSLETTER_UNAVAILABLE } from './formLabels.ts';
import { LinkedWords } from './LinkedWords.tsx';
import { loadOnce } from './loadOnce.ts';
import { notify, preloadNotices } from './notify.ts';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';

/** The submit code and the notices' text: with every page's footer, so fetched on the form's first
 *  focus (or submit) rather than with the page. */
const loadNewsletter = loadOnce(() => import('./newsletter.ts'));

// Colours follow the surrounding text (currentColor), so the form reads on the navy footer and on light grounds alike.
const rootStyle = css`
  position: relative;
  display: grid;
  gap: 0.75rem;
`;

const headingStyle = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  font-weight: 400;
  letter-spacing: 0.04em;
`;

const textStyle = css`
  font-size: ${fontSize.small};
  line-height: 1.6;
  opacity: 0.85;
`;

/** The field (with its refusal under it, in the div) and the button on one row while both fit; the
 *  button wraps under the refusal when they do not (390 px), so the refusal stays by the field. */
const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.5rem;
  & > div {
    flex: 1 1 14rem;
    display: grid;
    gap: 0.375rem;
  }
`;

const visuallyHiddenStyle = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const emailInputStyle = css`
  width: 100%;
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
  &[aria-invalid='true'] {
    border-color: #ffb4a8;
  }
`;

/** The refusal right under the field, in a light red that reads on the navy footer (9.2:1). */
const errorMessageStyle = css`
  font-size: ${fontSize.small};
  color: #ffb4a8;
`;

/** The consent statement: on the whole width under the form, a step smaller and quieter than the
 *  offer above it (white at 72% on the navy footer is 8.7:1, well past AA). */
const consentStyle = css`
  flex-basis: 100%;
  font-size: ${fontSize.label};
  line-height: 1.6;
  opacity: 0.72;
`;

const submitButtonStyle = css`
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
  /** The consent statement (site.json's footer.newsletter.consent, filled by the build), shown under
   *  the field and sent word for word with every sign-up as the record of what the visitor agreed to. */
  consent: TextPart[];
  /** The e-mail field's label, also shown as its placeholder. */
  placeholderLabel?: string;
  submitLabel?: string;
  /** Where submissions go; the browser's Supabase client unless a test passes its own. */
  backend?: FormBackend;
}

/** The browser's own rules for the field (required, type="email"), spaces alone counting as empty. */
const isValidEmail = (input: HTMLInputElement) => input.value.trim() !== '' && input.validity.valid;

/** The footer's newsletter sign-up: one e-mail field, its refusal under it, a toast for every answer from the database. */
export function NewsletterForm({
  heading,
  text,
  consent,
  placeholderLabel = NEWSLETTER_DEFAULT_LABELS.email,
  submitLabel = NEWSLETTER_DEFAULT_LABELS.submit,
  backend = browserBackend,
}: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { submitting, run } = useSingleSubmission();
  const honeypotRef = useRef<HTMLInputElement>(null);
  // One field: the form's own check is a flag (the contact form's fuller one stays out of every page's code).
  const [invalid, setInvalid] = useState(false);
  const errorId = `${id}-email-error`;
  const consentId = `${id}-consent`;
  const consentRef = useRef<HTMLParagraphElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The specification's message, once, under the field (announced as it appears, as a toast
    // would be); nothing is sent, the address stays, the field takes focus.
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!isValidEmail(input)) {
      setInvalid(true);
      input.focus();
      return;
    }
    void run(async () => {
      const newsletter = await loadNewsletter().catch((error: unknown) =>
        console.error('Newsletter signup failed:', error),
      );
      // The code could not be downloaded (the connection dropped): say so, in the specification's words.
      if (!newsletter) return notify({ variant: 'error', message: NEWSLETTER_UNAVAILABLE });
      const { submitNewsletterSignup, newsletterNotice } = newsletter;
      // The statement's words as the visitor read them on this page, and where they read them.
      const consentStatement = consentRef.current?.textContent ?? '';
      const outcome = await submitNewsletterSignup(
        { email, honeypot: honeypotRef.current?.value ?? '', consentStatement, sourcePath: window.location.pathname },
        backend,
      );
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
    <div css={rootStyle}>
      <h2 css={headingStyle} id={`${id}-heading`}>
        {heading}
      </h2>
      <p css={textStyle} id={`${id}-text`}>
        {text}
      </p>
      <form
        css={rowStyle}
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={handleSubmit}
        onFocus={preloadFormCode}
      >
        <label css={visuallyHiddenStyle} htmlFor={`${id}-email`}>
          {placeholderLabel}
        </label>
        <div>
          <input
            css={emailInputStyle}
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={placeholderLabel}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (invalid) setInvalid(!isValidEmail(event.target));
            }}
            disabled={submitting}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${id}-text ${consentId}` : `${id}-text ${consentId}`}
          />
          {invalid && (
            <p css={errorMessageStyle} id={errorId} role="alert">
              {INVALID_EMAIL}
            </p>
          )}
        </div>
        <Honeypot inputRef={honeypotRef} />
        <button css={submitButtonStyle} type="submit" disabled={submitting}>
          {submitLabel}
        </button>
        <p css={consentStyle} id={consentId} ref={consentRef}>
          <LinkedWords parts={consent} />
        </p>
      </form>
    </div>
  );
}
