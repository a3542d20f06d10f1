import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { TextPart } from '../model/linkedText.ts';
import { EMPTY_CONTACT_VALUES, type ContactValues } from './contactValues.ts';
import { CONTACT_UNAVAILABLE } from './formLabels.ts';
import { FieldError } from './FieldError.tsx';
import { controlStyle, fieldStyle, labelStyle, textAreaStyle } from './contactFormStyles.ts';
import { loadOnce } from './loadOnce.ts';
import { readEnquiryContext, type EnquiryContext } from './enquiryContext.ts';
import { EnquiryFormFrame } from './EnquiryFormFrame.tsx';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { notify, preloadNotices } from './notify.ts';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';

/** Only a message about a listing or a development shows what it is about (and, for a home for
 *  sale, the showing request): that code loads when a link brings such a context. */
const EnquiryAbout = lazy(() => import('./EnquiryAbout.tsx').then((module) => ({ default: module.EnquiryAbout })));

/** The submit code and the notices' text, fetched on the form's first focus (or submit). */
const loadContact = loadOnce(() => import('./contact.ts'));

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
  /** One line on how the details are used, with its link to the privacy policy (under the button). */
  privacyNote?: TextPart[];
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
  // The form's own validation (it is noValidate): the rules and their words load with the submit code.
  const [refused, setRefused] = useState<Partial<Record<'name' | 'email', string>>>({});
  const validated = useRef(false);
  const focusAfterSubmit = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused field takes focus once the form is enabled again.
  useEffect(() => {
    if (submitting || !focusAfterSubmit.current) return;
    (formRef.current?.elements.namedItem(focusAfterSubmit.current) as HTMLElement | null)?.focus();
    focusAfterSubmit.current = null;
  }, [submitting]);
  // The server snapshot is '': the pre-rendered /contact has no query string, so hydration renders
  // without the context and React renders again with the browser's.
  const search = useSyncExternalStore(
    neverChanges,
    () => window.location.search,
    () => '',
  );
  const [removed, setRemoved] = useState(false);
  const context: EnquiryContext | null = useMemo(
    () => (removed ? null : readEnquiryContext(search)),
    [removed, search],
  );

  function removeContext() {
    setRemoved(true);
    setValues((current) => ({ ...current, showingDays: [], showingTime: '' }));
  }

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    // Once the visitor has tried to send, a field's message follows what they type.
    const field = event.target;
    if (validated.current)
      void loadContact().then((contact) =>
        setRefused((current) => ({ ...current, [field.name]: contact.contactFieldMessage(field) })),
      );
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      const contact = await loadContact().catch((error: unknown) => console.error('Contact message not sent:', error));
      // The code could not be downloaded (the connection dropped): the failure notice, every field kept.
      if (!contact) return notify(CONTACT_UNAVAILABLE);
      // Refused here, nothing is sent: every field keeps what was typed, the first refused one takes focus.
      const refusals = contact.refusedContactFields(form);
      validated.current = true;
      setRefused(refusals);
      focusAfterSubmit.current = Object.keys(refusals)[0] ?? null;
      if (focusAfterSubmit.current) return;
      const outcome = await contact.sendContactMessage(values, context, honeypotRef.current?.value ?? '', backend);
      if (outcome === 'sent') setValues(EMPTY_CONTACT_VALUES);
      await notify(contact.contactNotice(outcome));
    });
  }

  // Idempotent: the code is fetched on the first focus, later calls reuse the same download.
  function preloadFormCode() {
    preloadNotices();
    void loadContact().catch(() => undefined);
    backend.preload?.();
  }

  const fieldId = (name: Exclude<keyof ContactValues, 'showingDays' | 'showingTime'>) => `${id}-${name}`;

  /** Name and email: required, their autocomplete token their name, and each named by its own message when the check refuses it. */
  const requiredInput = (name: 'name' | 'email', type: 'text' | 'email', maxLength: number) => (
    <div css={fieldStyle}>
      <label css={labelStyle} htmlFor={fieldId(name)} data-required>
        {labels[name]}
      </label>
      <input
        css={controlStyle}
        id={fieldId(name)}
        name={name}
        type={type}
        required
        autoComplete={name}
        maxLength={maxLength}
        value={values[name]}
        onChange={update}
        disabled={submitting}
        aria-invalid={refused[name] ? true : undefined}
        aria-describedby={refused[name] ? `${fieldId(name)}-error` : undefined}
      />
      <FieldError id={`${fieldId(name)}-error`} message={refused[name]} />
    </div>
  );

  return (
    <EnquiryFormFrame
      id={id}
      formRef={formRef}
      honeypotRef={honeypotRef}
      submitting={submitting}
      onSubmit={handleSubmit}
      onFocus={preloadFormCode}
      heading={labels.heading}
      submit={labels.submit}
      sending={labels.sending}
      privacyNote={labels.privacyNote}
    >
      {context && (
        <Suspense fallback={null}>
          <EnquiryAbout
            context={context}
            days={values.showingDays}
            time={values.showingTime}
            disabled={submitting}
            onRemove={removeContext}
            onDaysChange={(showingDays) => setValues((current) => ({ ...current, showingDays }))}
            onTimeChange={(showingTime) => setValues((current) => ({ ...current, showingTime }))}
          />
        </Suspense>
      )}

      {requiredInput('name', 'text', NAME_MAX_LENGTH)}
      {requiredInput('email', 'email', EMAIL_MAX_LENGTH)}

      <div css={fieldStyle}>
        <label css={labelStyle} htmlFor={fieldId('phone')}>
          {labels.phone}
        </label>
        <input
          css={controlStyle}
          id={fieldId('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={values.phone}
          onChange={update}
          disabled={submitting}
        />
      </div>

      <div css={fieldStyle}>
        <label css={labelStyle} htmlFor={fieldId('interest')}>
          {labels.interest}
        </label>
        <select
          css={controlStyle}
          id={fieldId('interest')}
          name="interest"
          autoComplete="off"
          value={values.interest}
          onChange={update}
          disabled={submitting}
        >
          {labels.interestOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div css={fieldStyle}>
        <label css={labelStyle} htmlFor={fieldId('message')}>
          {labels.message}
        </label>
        <textarea
          css={textAreaStyle}
          id={fieldId('message')}
          name="message"
          rows={5}
          autoComplete="off"
          maxLength={MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={update}
          disabled={submitting}
        />
      </div>
    </EnquiryFormFrame>
  );
}
