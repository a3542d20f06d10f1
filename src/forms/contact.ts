import { CONTACT_MESSAGES } from './messages.ts';
import type { Notice } from './notice.ts';
import type { FormBackend } from './supabaseClient.ts';
import { withTimeout } from './withTimeout.ts';

/** The contact form's fields, as typed. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** '' when the visitor chose "Select...". */
  interest: string;
  message: string;
}

/** A row of contact_messages: optional values the visitor left empty are null. */
export interface ContactMessageRow {
  name: string;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
}

export type ContactOutcome = 'sent' | 'failed';

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', phone: '', interest: '', message: '' };

const optional = (value: string) => value.trim() || null;

export function toContactMessageRow(values: ContactValues): ContactMessageRow {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    interest: optional(values.interest),
    message: optional(values.message),
  };
}

/** Inserts the message and says how it went; a failure is logged for whoever debugs it. Never throws. */
export async function sendContactMessage(values: ContactValues, honeypot: string, backend: FormBackend): Promise<ContactOutcome> {
  // A bot is told it succeeded, so it has no reason to try again differently.
  if (honeypot !== '') return 'sent';
  try {
    // No .select(): visitors may insert but not read, and asking for the row back would fail.
    const { error } = await withTimeout(backend.timeoutMs, async (signal) => (await backend.getClient()).from('contact_messages').insert(toContactMessageRow(values)).abortSignal(signal));
    if (!error) return 'sent';
    console.error('Contact message not sent:', error);
    return 'failed';
  } catch (error) {
    console.error('Contact message not sent:', error);
    return 'failed';
  }
}

export function contactNotice(outcome: ContactOutcome): Notice {
  return outcome === 'sent'
    ? { variant: 'success', title: CONTACT_MESSAGES.sentTitle, message: CONTACT_MESSAGES.sent }
    : { variant: 'error', title: CONTACT_MESSAGES.failedTitle, message: CONTACT_MESSAGES.failed };
}
