import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ValuationFormLabels } from './valuationLabels.ts';
import { controlStyle, fieldStyle, labelStyle, textAreaStyle } from './contactFormStyles.ts';
import { FieldError } from './FieldError.tsx';
import { CONTACT_UNAVAILABLE } from './formLabels.ts';
import { EnquiryFormFrame } from './EnquiryFormFrame.tsx';
import { NewsletterChoice } from './NewsletterChoice.tsx';
import { pair } from './valuationFormStyles.ts';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { loadOnce } from './loadOnce.ts';
import { notify, preloadNotices } from './notify.ts';
import { browserBackend, type FormBackend } from './supabaseClient.ts';
import { useSingleSubmission } from './useSingleSubmission.ts';
import type { ValuationField } from './valuationFieldMessages.ts';
import {
  EMPTY_VALUATION_VALUES,
  POSTAL_CODE_PATTERN,
  ROOMS_MAX,
  SQUARE_FEET_MAX,
  SQUARE_FEET_MIN,
  STREET_MAX_LENGTH,
  type ValuationValues,
} from './valuationValues.ts';

/** The submit code and the refusals' words, fetched on the form's first focus (or submit), as the contact form's. */
const loadValuation = loadOnce(() => import('./valuation.ts'));

type TextName = Exclude<keyof ValuationValues, 'newsletter'>;

/** The valuation request on /sell. On a refusal every field keeps what the owner typed. */
export function ValuationForm({
  labels,
  backend = browserBackend,
}: {
  labels: ValuationFormLabels;
  backend?: FormBackend;
}) {
  const id = useId();
  const [values, setValues] = useState<ValuationValues>(EMPTY_VALUATION_VALUES);
  const { submitting, run } = useSingleSubmission();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLParagraphElement>(null);
  const [refused, setRefused] = useState<Partial<Record<ValuationField, string>>>({});
  const validated = useRef(false);
  const focusAfterSubmit = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitting || !focusAfterSubmit.current) return;
    (formRef.current?.elements.namedItem(focusAfterSubmit.current) as HTMLElement | null)?.focus();
    focusAfterSubmit.current = null;
  }, [submitting]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target;
    const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
    setValues((current) => ({ ...current, [field.name]: value }));
    if (validated.current)
      void loadValuation().then((valuation) =>
        setRefused((current) => ({ ...current, [field.name]: valuation.valuationFieldMessage(field) })),
      );
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      const valuation = await loadValuation().catch((error: unknown) =>
        console.error('Valuation request not sent:', error),
      );
      if (!valuation) return notify(CONTACT_UNAVAILABLE);
      const refusals = valuation.refusedValuationFields(form);
      validated.current = true;
      setRefused(refusals);
      focusAfterSubmit.current = Object.keys(refusals)[0] ?? null;
      if (focusAfterSubmit.current) return;
      const { outcome, newsletter } = await valuation.sendValuationRequest(
        {
          values,
          honeypot: honeypotRef.current?.value ?? '',
          consentStatement: consentRef.current?.textContent ?? '',
          sourcePath: window.location.pathname,
        },
        backend,
      );
      if (outcome === 'sent') setValues(EMPTY_VALUATION_VALUES);
      for (const notice of valuation.valuationNotices(outcome, newsletter)) await notify(notice);
    });
  }

  function preloadFormCode() {
    preloadNotices();
    void loadValuation().catch(() => undefined);
    backend.preload?.();
  }

  const fieldId = (name: keyof ValuationValues) => `${id}-${name}`;
  const errorOf = (name: TextName) => (name in refused ? refused[name as ValuationField] : undefined);
  /** Every control's shared attributes: its value, its refusal named by aria-describedby (onChange
   *  stays in the markup, where the hooks' lint knows it runs on an event, not during render). */
  const controlProps = (name: TextName) => ({
    id: fieldId(name),
    name,
    value: values[name],
    disabled: submitting,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `${fieldId(name)}-error` : undefined,
  });
  const field = (name: TextName, required: boolean, control: ReactNode) => (
    <div css={fieldStyle}>
      <label css={labelStyle} htmlFor={fieldId(name)} data-required={required || undefined}>
        {labels[name]}
      </label>
      {control}
      <FieldError id={`${fieldId(name)}-error`} message={errorOf(name)} />
    </div>
  );
  const choice = (name: 'propertyType' | 'timeline', options: { value: string; label: string }[]) =>
    field(
      name,
      true,
      <select css={controlStyle} required autoComplete="off" onChange={update} {...controlProps(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>,
    );
  const rooms = (name: 'bedrooms' | 'bathrooms', step: number) =>
    field(
      name,
      true,
      <input
        css={controlStyle}
        type="number"
        inputMode="decimal"
        required
        min={0}
        max={ROOMS_MAX}
        step={step}
        onChange={update}
        {...controlProps(name)}
      />,
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
      {field(
        'street',
        true,
        <input
          css={controlStyle}
          type="text"
          required
          autoComplete="street-address"
          maxLength={STREET_MAX_LENGTH}
          onChange={update}
          {...controlProps('street')}
        />,
      )}
      <div css={pair}>
        {field(
          'postalCode',
          true,
          <input
            css={controlStyle}
            type="text"
            required
            autoComplete="postal-code"
            pattern={POSTAL_CODE_PATTERN}
            maxLength={7}
            onChange={update}
            {...controlProps('postalCode')}
          />,
        )}
        {choice('propertyType', labels.propertyTypeOptions)}
      </div>
      <div css={pair}>
        {rooms('bedrooms', 1)}
        {rooms('bathrooms', 0.5)}
      </div>
      <div css={pair}>
        {field(
          'squareFeet',
          false,
          <input
            css={controlStyle}
            type="number"
            inputMode="numeric"
            min={SQUARE_FEET_MIN}
            max={SQUARE_FEET_MAX}
            step={1}
            onChange={update}
            {...controlProps('squareFeet')}
          />,
        )}
        {choice('timeline', labels.timelineOptions)}
      </div>
      {field(
        'name',
        true,
        <input
          css={controlStyle}
          type="text"
          required
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          onChange={update}
          {...controlProps('name')}
        />,
      )}
      <div css={pair}>
        {field(
          'email',
          true,
          <input
            css={controlStyle}
            type="email"
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            onChange={update}
            {...controlProps('email')}
          />,
        )}
        {field(
          'phone',
          false,
          <input
            css={controlStyle}
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            onChange={update}
            {...controlProps('phone')}
          />,
        )}
      </div>
      {field(
        'notes',
        false,
        <textarea
          css={textAreaStyle}
          rows={4}
          autoComplete="off"
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={update}
          {...controlProps('notes')}
        />,
      )}

      <NewsletterChoice
        id={fieldId('newsletter')}
        label={labels.newsletter}
        consent={labels.consent}
        checked={values.newsletter}
        disabled={submitting}
        onChange={update}
        consentRef={consentRef}
      />
    </EnquiryFormFrame>
  );
}
