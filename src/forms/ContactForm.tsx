import styled from '@emotion/styled';
import { useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { color, font, fontSize, letterSpacing, touchTarget } from '../ui/theme.ts';
import { EMPTY_CONTACT_VALUES, contactNotice, sendContactMessage, type ContactValues } from './contact.ts';
import { readEnquiryContext, withoutEnquiryContext, type EnquiryContext } from './enquiryContext.ts';
import { Honeypot } from './Honeypot.tsx';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { notify, preloadNotices } from './notify.ts';
import { ShowingFields } from './ShowingFields.tsx';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';

const Form = styled.form`
  position: relative;
  display: grid;
  gap: 1.25rem;
`;

const Heading = styled.h2`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 400;
  color: ${color.navy};
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Label = styled.label`
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.caps};
  text-transform: uppercase;
  color: ${color.inkSoft};
`;

const control = `
  width: 100%;
  min-height: ${touchTarget};
  padding: 0.625rem 0.875rem;
  border: 1px solid ${color.line};
  border-radius: 2px;
  background: ${color.paper};
  color: ${color.ink};
  font: inherit;
  font-size: ${fontSize.body};
  &:focus {
    border-color: ${color.green};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const Input = styled.input(control);
const Select = styled.select(control);
const TextArea = styled.textarea`
  ${control};
  resize: vertical;
`;

const About = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 0.5rem 0.75rem 1rem;
  border-left: 3px solid ${color.green};
  background: ${color.ivory};
  color: ${color.ink};
`;

const RemoveButton = styled.button`
  min-height: ${touchTarget};
  padding: 0 0.75rem;
  border: 0;
  background: none;
  color: ${color.inkSoft};
  font: inherit;
  font-size: ${fontSize.small};
  text-decoration: underline;
  cursor: pointer;
`;

const SubmitButton = styled.button`
  justify-self: start;
  min-height: ${touchTarget};
  padding: 0 2rem;
  border: 0;
  border-radius: 2px;
  background: ${color.navy};
  color: ${color.white};
  font-family: ${font.text};
  font-size: ${fontSize.small};
  font-weight: 600;
  letter-spacing: ${letterSpacing.caps};
  text-transform: uppercase;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.green};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

/** The query string changes only by navigation, which renders the page anew. */
const neverChanges = () => () => undefined;

export interface ContactFormLabels {
  heading: string;
  name: string;
  email: string;
  phone: string;
  interest: string;
  /** Include { value: '', label: 'Select...' } first to let visitors leave it unanswered. */
  interestOptions: { value: string; label: string }[];
  message: string;
  submit: string;
  /** The button's text while the message is on its way. */
  sending: string;
}

export interface ContactFormProps {
  labels: ContactFormLabels;
  /** Where messages go; the browser's Supabase client unless a test passes its own. */
  backend?: FormBackend;
}

/** Send a Message on /contact. On failure every field keeps what the visitor typed. */
export function ContactForm({ labels, backend = browserBackend }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const { submitting, run } = useSingleSubmission();
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The server snapshot is '': the pre-rendered /contact has no query string, so hydration renders
  // without the context and React renders again with the browser's.
  const search = useSyncExternalStore(
    neverChanges,
    () => window.location.search,
    () => '',
  );
  const [removed, setRemoved] = useState(false);
  const context: EnquiryContext | null = useMemo(() => (removed ? null : readEnquiryContext(search)), [removed, search]);

  function removeContext() {
    setRemoved(true);
    setValues((current) => ({ ...current, showingDays: [], showingTime: '' }));
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + withoutEnquiryContext(search) + hash);
  }

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      const outcome = await sendContactMessage(values, context, honeypotRef.current?.value ?? '', backend);
      if (outcome === 'sent') setValues(EMPTY_CONTACT_VALUES);
      await notify(contactNotice(outcome));
    });
  }

  // Idempotent: the code is fetched on the first focus, later calls reuse the same download.
  function preloadFormCode() {
    preloadNotices();
    backend.preload?.();
  }

  const fieldId = (name: Exclude<keyof ContactValues, 'showingDays' | 'showingTime'>) => `${id}-${name}`;

  return (
    <Form aria-labelledby={`${id}-heading`} aria-busy={submitting} onSubmit={handleSubmit} onFocus={preloadFormCode}>
      <Heading id={`${id}-heading`}>{labels.heading}</Heading>

      {context && (
        <About>
          <span>
            About: <a href={context.path}>{context.label}</a>
          </span>
          <RemoveButton type="button" onClick={removeContext} aria-label={`Remove: not about ${context.label}`}>
            Remove
          </RemoveButton>
        </About>
      )}

      <Field>
        <Label htmlFor={fieldId('name')}>{labels.name}</Label>
        <Input id={fieldId('name')} name="name" type="text" required autoComplete="name" maxLength={NAME_MAX_LENGTH} value={values.name} onChange={update} disabled={submitting} />
      </Field>

      <Field>
        <Label htmlFor={fieldId('email')}>{labels.email}</Label>
        <Input id={fieldId('email')} name="email" type="email" required autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={values.email} onChange={update} disabled={submitting} />
      </Field>

      <Field>
        <Label htmlFor={fieldId('phone')}>{labels.phone}</Label>
        <Input id={fieldId('phone')} name="phone" type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} value={values.phone} onChange={update} disabled={submitting} />
      </Field>

      <Field>
        <Label htmlFor={fieldId('interest')}>{labels.interest}</Label>
        <Select id={fieldId('interest')} name="interest" autoComplete="off" value={values.interest} onChange={update} disabled={submitting}>
          {labels.interestOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>

      <Field>
        <Label htmlFor={fieldId('message')}>{labels.message}</Label>
        <TextArea id={fieldId('message')} name="message" rows={5} autoComplete="off" maxLength={MESSAGE_MAX_LENGTH} value={values.message} onChange={update} disabled={submitting} />
      </Field>

      {context?.showing && (
        <ShowingFields
          days={values.showingDays}
          time={values.showingTime}
          disabled={submitting}
          onDaysChange={(showingDays) => setValues((current) => ({ ...current, showingDays }))}
          onTimeChange={(showingTime) => setValues((current) => ({ ...current, showingTime }))}
        />
      )}

      <Honeypot inputRef={honeypotRef} />

      <SubmitButton type="submit" disabled={submitting}>
        {submitting ? labels.sending : labels.submit}
      </SubmitButton>
    </Form>
  );
}
