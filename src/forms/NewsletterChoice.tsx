import type { ChangeEvent, Ref } from 'react';
import type { TextPart } from '../model/linkedText.ts';
import { LinkedWords } from './LinkedWords.tsx';
import { consentStyle, newsletterRow } from './valuationFormStyles.ts';

/**
 * A separate, unticked choice to receive the newsletter, with its consent statement (CASL) under
 * it: a request sent from a form is a reply to an enquiry, not consent to marketing, so nothing is
 * recorded unless the visitor ticks it (CRTC 2012-549: no pre-ticked box).
 */
export function NewsletterChoice({
  id,
  label,
  consent,
  checked,
  disabled,
  onChange,
  consentRef,
}: {
  id: string;
  label: string;
  consent: TextPart[];
  checked: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Where the statement's text is read from at submit time: the wording the visitor saw. */
  consentRef: Ref<HTMLParagraphElement>;
}) {
  return (
    <div css={newsletterRow}>
      <input
        id={id}
        name="newsletter"
        type="checkbox"
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-consent`}
      />
      <label htmlFor={id}>{label}</label>
      <p css={consentStyle} id={`${id}-consent`} ref={consentRef}>
        <LinkedWords parts={consent} />
      </p>
    </div>
  );
}
