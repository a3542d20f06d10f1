import type { ContactValues } from './contactValues.ts';
import type { ContactMessageInsert } from '../../supabase/functions/_shared/rows.ts';
import type { EnquiryContext } from './enquiryContext.ts';

export { EMPTY_CONTACT_VALUES, type ContactValues } from './contactValues.ts';
import { CONTACT_FIELD_MESSAGES } from './contactFieldMessages.ts';
import { fieldMessage, refusedFields } from './inlineValidation.ts';
import { CONTACT_MESSAGES } from './messages.ts';
import type { Notice } from './notice.ts';
import { TOO_MANY_REQUESTS, type FormBackend } from './supabaseClient.ts';
import { withTimeout } from './withTimeout.ts';

/** 'limited': the database refused it under one of its hourly limits (HTTP 429). */
export type ContactOutcome = 'sent' | 'limited' | 'failed';

const optional = (value: string) => value.trim() || null;

/** The row to insert; the showing request only when the context offers one and a day was chosen. */
export function toContactMessageRow(
  values: ContactValues,
  context: EnquiryContext | null = null,
  honeypot = '',
): ContactMessageInsert {
  const showing = context?.showing === true && values.showingDays.length > 0;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    interest: optional(values.interest),
    message: optional(values.message),
    about_path: context?.path ?? null,
    showing_days: showing ? values.showingDays : null,
    showing_time: showing ? optional(values.showingTime) : null,
    website: optional(honeypot),
  };
}

/** Inserts the message and says how it went; a failure is logged for whoever debugs it. Never throws. */
export async function sendContactMessage(
  values: ContactValues,
  context: EnquiryContext | null,
  honeypot: string,
  backend: FormBackend,
): Promise<ContactOutcome> {
  try {
    // No .select(): visitors may insert but not read, and asking for the row back would fail.
    const { error, status } = await withTimeout(backend.timeoutMs, async (signal) =>
      (await backend.getClient())
        .from('contact_messages')
        .insert(toContactMessageRow(values, context, honeypot))
        .abortSignal(signal),
    );
    if (!error) return 'sent';
    console.error('Contact message not sent:', error);
    return status === TOO_MANY_REQUESTS ? 'limited' : 'failed';
  } catch (error) {
    console.error('Contact message not sent:', error);
    return 'failed';
  }
}

export function contactNotice(outcome: ContactOutcome): Notice {
  switch (outcome) {
    case 'sent':
      return { variant: 'success', title: CONTACT_MESSAGES.sentTitle, message: CONTACT_MESSAGES.sent };
    case 'limited':
      return { variant: 'error', title: CONTACT_MESSAGES.failedTitle, message: CONTACT_MESSAGES.limited };
    case 'failed':
      return { variant: 'error', title: CONTACT_MESSAGES.failedTitle, message: CONTACT_MESSAGES.failed };
  }
}

export type ContactField = keyof typeof CONTACT_FIELD_MESSAGES;

/** Why the form's fields cannot be sent as they are, field by field (loaded with this code, not with the page). */
export const refusedContactFields = (form: HTMLFormElement) => refusedFields(form, CONTACT_FIELD_MESSAGES);

/** A field's refusal as the visitor corrects it, '' once it passes; fields without rules pass. */
export const contactFieldMessage = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
  Object.hasOwn(CONTACT_FIELD_MESSAGES, field.name)
    ? fieldMessage(field, CONTACT_FIELD_MESSAGES[field.name as ContactField])
    : '';
