import { hasVisibleText } from './visibleText.ts';

/** What a field says when it is refused: when left empty, and when filled but not valid. */
export interface FieldMessages {
  missing: string;
  invalid?: string;
  /** For a field that must show something: filled only with invisible characters (zero-width spaces...). */
  unreadable?: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The message for a field, '' when it passes. The browser's own constraints decide (required,
 * type="email", maxlength), so the rules are those the markup declares; the form only words them.
 * A required field holding nothing but spaces counts as empty, as the stored row would.
 */
export function fieldMessage(field: Control, messages: FieldMessages): string {
  if (field.required && field.value.trim() === '') return messages.missing;
  if (messages.unreadable && field.value !== '' && !hasVisibleText(field.value)) return messages.unreadable;
  return field.validity.valid ? '' : (messages.invalid ?? messages.missing);
}

/** Every listed field's refusal, in the order listed (the first is where focus goes). */
export function refusedFields<Name extends string>(
  form: HTMLFormElement,
  messages: Record<Name, FieldMessages>,
): Partial<Record<Name, string>> {
  const refused: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(messages) as Name[]) {
    const field = form.elements.namedItem(name) as Control | null;
    const message = field ? fieldMessage(field, messages[name]) : '';
    if (message) refused[name] = message;
  }
  return refused;
}
