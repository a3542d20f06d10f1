import type { FormEvent, ReactNode, RefObject } from 'react';
import type { TextPart } from '../model/linkedText.ts';
import {
  formStyle,
  headingStyle,
  privacyNoteStyle,
  requiredNoteStyle,
  submitButtonStyle,
} from './contactFormStyles.ts';
import { Honeypot } from './Honeypot.tsx';
import { LinkedWords } from './LinkedWords.tsx';

export interface EnquiryFormFrameProps {
  /** The form's useId: its heading is `${id}-heading`. */
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fetches the submit code on the form's first focus. */
  onFocus: () => void;
  heading: string;
  submit: string;
  /** The button's text while the form is on its way. */
  sending: string;
  /** One line on how the details are used, with its link to the privacy policy (under the button). */
  privacyNote?: TextPart[];
  /** The form's own fields. */
  children: ReactNode;
}

/**
 * The frame the contact and valuation forms share: a form that checks itself (noValidate), named
 * by its heading and busy while it sends; the required-fields note, the honeypot, the submit
 * button and the privacy line around the form's own fields.
 */
export function EnquiryFormFrame({
  id,
  formRef,
  honeypotRef,
  submitting,
  onSubmit,
  onFocus,
  heading,
  submit,
  sending,
  privacyNote,
  children,
}: EnquiryFormFrameProps) {
  return (
    <form
      css={formStyle}
      ref={formRef}
      aria-labelledby={`${id}-heading`}
      aria-busy={submitting}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <h2 css={headingStyle} id={`${id}-heading`}>
        {heading}
      </h2>
      <p css={requiredNoteStyle}>Fields marked * are required.</p>

      {children}

      <Honeypot inputRef={honeypotRef} />

      <button css={submitButtonStyle} type="submit" disabled={submitting}>
        {submitting ? sending : submit}
      </button>
      {privacyNote && (
        <p css={privacyNoteStyle}>
          <LinkedWords parts={privacyNote} />
        </p>
      )}
    </form>
  );
}
