import type { ValuationRequestInsert } from '../../supabase/functions/_shared/rows.ts';
import { fieldMessage, refusedFields } from './inlineValidation.ts';
import { submitNewsletterSignup, newsletterNotice, type NewsletterOutcome } from './newsletter.ts';
import type { Notice } from './notice.ts';
import { TOO_MANY_REQUESTS, type FormBackend } from './supabaseClient.ts';
import { VALUATION_FIELD_MESSAGES, type ValuationField } from './valuationFieldMessages.ts';
import type { ValuationValues } from './valuationValues.ts';
import { withTimeout } from './withTimeout.ts';

export { EMPTY_VALUATION_VALUES, type ValuationValues } from './valuationValues.ts';

export const VALUATION_MESSAGES = {
  sentTitle: 'Request Sent',
  sent: 'Thank you. The registered salesperson for your area will be in touch to arrange your written opinion of value.',
  failedTitle: 'Error',
  failed: 'There was a problem sending your request. Please try again.',
  limited: 'Too many requests from this address. Please call us, or try again in an hour.',
} as const;

export type ValuationOutcome = 'sent' | 'limited' | 'failed';

const optional = (value: string) => value.trim() || null;
const whole = (value: string) => (value.trim() === '' ? null : Number(value));

export function toValuationRow(values: ValuationValues, honeypot = ''): ValuationRequestInsert {
  return {
    street: values.street.trim(),
    postal_code: values.postalCode.trim(),
    property_type: values.propertyType,
    bedrooms: Number(values.bedrooms),
    bathrooms: Number(values.bathrooms),
    square_feet: whole(values.squareFeet),
    timeline: values.timeline,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    notes: optional(values.notes),
    website: optional(honeypot),
  };
}

export interface ValuationSubmission {
  values: ValuationValues;
  honeypot: string;
  /** The newsletter's consent statement as the owner read it; sent only when they ticked the choice. */
  consentStatement: string;
  sourcePath: string;
}

/**
 * Inserts the request, then, only if the owner ticked the separate newsletter choice, signs the
 * address up with the statement they read: unticked, nothing is recorded as consent. Never throws.
 */
export async function sendValuationRequest(
  { values, honeypot, consentStatement, sourcePath }: ValuationSubmission,
  backend: FormBackend,
): Promise<{ outcome: ValuationOutcome; newsletter?: NewsletterOutcome }> {
  try {
    // No .select(): visitors may insert but not read.
    const { error, status } = await withTimeout(backend.timeoutMs, async (signal) =>
      (await backend.getClient())
        .from('valuation_requests')
        .insert(toValuationRow(values, honeypot))
        .abortSignal(signal),
    );
    if (error) {
      console.error('Valuation request not sent:', error);
      return { outcome: status === TOO_MANY_REQUESTS ? 'limited' : 'failed' };
    }
  } catch (error) {
    console.error('Valuation request not sent:', error);
    return { outcome: 'failed' };
  }
  if (!values.newsletter) return { outcome: 'sent' };
  const newsletter = await submitNewsletterSignup(
    { email: values.email, honeypot, consentStatement, sourcePath },
    backend,
  );
  return { outcome: 'sent', newsletter };
}

export function valuationNotices(outcome: ValuationOutcome, newsletter?: NewsletterOutcome): Notice[] {
  const notices: Notice[] = [
    outcome === 'sent'
      ? { variant: 'success', title: VALUATION_MESSAGES.sentTitle, message: VALUATION_MESSAGES.sent }
      : {
          variant: 'error',
          title: VALUATION_MESSAGES.failedTitle,
          message: outcome === 'limited' ? VALUATION_MESSAGES.limited : VALUATION_MESSAGES.failed,
        },
  ];
  if (newsletter) notices.push(newsletterNotice(newsletter));
  return notices;
}

/** Why the form's fields cannot be sent as they are, field by field (the first is where focus goes). */
export const refusedValuationFields = (form: HTMLFormElement) => refusedFields(form, VALUATION_FIELD_MESSAGES);

/** A field's refusal as the owner corrects it, '' once it passes; fields without rules pass. */
export const valuationFieldMessage = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
  Object.hasOwn(VALUATION_FIELD_MESSAGES, field.name)
    ? fieldMessage(field, VALUATION_FIELD_MESSAGES[field.name as ValuationField])
    : '';
