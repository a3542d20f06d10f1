import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { control, field, fieldLabel, hint, problem as problemStyle } from './costStyles.ts';

interface FigureFieldProps {
  id: string;
  label: string;
  /** As typed. */
  value: string;
  /** What is wrong with what was typed; shown instead of the note, and the input marked invalid. */
  problem: string | undefined;
  /** Shown under the input while nothing is wrong; a field without one says only its problems. */
  note?: ReactNode;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Where the field sits, beyond the field's own look. */
  place?: SerializedStyles;
}

/**
 * A figure the visitor types (a price, a down payment, a rate): its label, the input with a
 * decimal keypad, and the problem or the note beneath it, which the input names as its description.
 */
export function FigureField({ id, label, value, problem, note, onChange, onBlur, place }: FigureFieldProps) {
  const said = problem !== undefined || note !== undefined;
  // A field with a note always says something under it; one without says only a problem, and its id says so.
  const saidId = note === undefined ? `${id}-problem` : `${id}-note`;
  return (
    <div css={place ? [field, place] : field}>
      <label css={fieldLabel} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        css={control}
        inputMode="decimal"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={said ? saidId : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      {said && (
        <p id={saidId} css={problem ? problemStyle : hint}>
          {problem ?? note}
        </p>
      )}
    </div>
  );
}
