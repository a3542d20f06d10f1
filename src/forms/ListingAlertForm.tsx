import { useId, useRef, useState, type FormEvent } from 'react';
import { searchInWords } from '../../supabase/functions/_shared/alertSearch.ts';
import {
  controlStyle,
  fieldStyle,
  formStyle,
  labelStyle,
  privacyNoteStyle,
  submitButtonStyle,
} from './contactFormStyles.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { LISTING_ALERT_MESSAGES, sendListingAlert, type AlertQuery, type ListingAlertOutcome } from './listingAlert.ts';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';

/**
 * "Email me new homes like these": the address for an alert on the search in view. Loaded only when
 * a visitor opens it (src/blocks/listingGrid/AlertOffer.tsx), so /listings' first load carries none
 * of it. Saving sends a confirmation link; nothing else is sent before it is followed.
 */
export function ListingAlertForm({
  query,
  areaName,
  consentStatement,
  backend = browserBackend,
}: {
  query: AlertQuery;
  /** The area's name as the page's filters show it ("Rosedale"), if the page knows it. */
  areaName?: string;
  consentStatement: string;
  backend?: FormBackend;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<ListingAlertOutcome>();
  const { submitting, run } = useSingleSubmission();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLParagraphElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const result = await sendListingAlert(
        {
          email,
          honeypot: honeypotRef.current?.value ?? '',
          consentStatement: consentRef.current?.textContent ?? '',
          sourcePath: window.location.pathname,
          query,
        },
        backend,
      );
      if (result === 'sent') setEmail('');
      setOutcome(result);
    });
  }

  const refused = outcome === 'invalid-email';
  // Worded as the alert's emails word it (the same sentence), the area as the filters name it.
  const search = searchInWords(
    {
      area: query.area ?? null,
      min_price: query.min ?? null,
      max_price: query.max ?? null,
      bedrooms: query.beds ?? null,
      offer: query.offer ?? null,
    },
    areaName && `in ${areaName}`,
  );
  return (
    <form css={formStyle} aria-labelledby={`${id}-heading`} aria-busy={submitting} noValidate onSubmit={handleSubmit}>
      <p id={`${id}-heading`}>New homes like these by email: {search}.</p>
      <div css={fieldStyle}>
        <label css={labelStyle} htmlFor={`${id}-email`} data-required>
          Your email
        </label>
        <input
          css={controlStyle}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          disabled={submitting}
          aria-invalid={refused || undefined}
          aria-describedby={`${id}-consent`}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <p css={privacyNoteStyle} id={`${id}-consent`} ref={consentRef}>
        {consentStatement}
      </p>
      <Honeypot inputRef={honeypotRef} />
      <button css={submitButtonStyle} type="submit" disabled={submitting}>
        {submitting ? 'Saving…' : 'Email me new homes'}
      </button>
      <p role="status">{outcome ? LISTING_ALERT_MESSAGES[outcome] : ''}</p>
    </form>
  );
}
