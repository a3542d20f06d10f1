import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A form's refusal, said once and where it happened: the next thing after its field, named first by
 * the field's aria-describedby, and in no toast. Waits long enough for a toast to have mounted, had
 * the form asked for one (the notices' code is loaded by the earlier tests of the file).
 */
export async function expectRefusedOnceUnderField(field: HTMLElement, message: string): Promise<HTMLElement> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const refusals = screen.getAllByText(message);
  expect(refusals, `"${message}" is shown once`).toHaveLength(1);
  const refusal = refusals[0]!;
  expect(field.nextElementSibling, `"${message}" is right under its field`).toBe(refusal);
  expect(field.getAttribute('aria-describedby')?.split(' ')[0]).toBe(refusal.id);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('notices')?.textContent ?? '', 'no toast repeats it').not.toContain(message);
  return refusal;
}
