import styled from '@emotion/styled';
import type { ChangeEvent } from 'react';
import { capitalsLabel } from '../ui/capitalsLabel.ts';
import { formControl } from '../ui/formControl.ts';
import { color, fontSize, touchTarget } from '../ui/theme.ts';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${color.line};
  border-radius: 2px;
`;

const Legend = styled.legend`
  padding-inline: 0.375rem;
  ${capitalsLabel};
  color: ${color.navy};
`;

const Hint = styled.p`
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;

const Days = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${touchTarget};
  font-size: ${fontSize.body};
  color: ${color.ink};
  text-transform: capitalize;
`;

const TimeLabel = styled.label`
  display: grid;
  gap: 0.375rem;
  ${capitalsLabel};
  color: ${color.inkSoft};
`;

const Select = styled.select`
  ${formControl};
  padding: 0.625rem 0.875rem;
  background: ${color.paper};
  font-size: ${fontSize.body};
  font-weight: 400;
  letter-spacing: normal;
  text-transform: none;
`;

export const SHOWING_LEGEND = 'Request a private showing';

/** As contact_messages_showing_days_known and contact_messages_showing_time_known accept them. */
export const SHOWING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const SHOWING_TIMES = ['morning', 'afternoon', 'evening'] as const;

interface ShowingFieldsProps {
  days: string[];
  time: string;
  disabled: boolean;
  onDaysChange(days: string[]): void;
  onTimeChange(time: string): void;
}

/** Preferred days and time of day for a private showing; offered on enquiries about a home for sale. */
export function ShowingFields({ days, time, disabled, onDaysChange, onTimeChange }: ShowingFieldsProps) {
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target;
    // Kept in the week's order whatever order they were ticked in.
    onDaysChange(SHOWING_DAYS.filter((day) => (day === value ? checked : days.includes(day))));
  };

  return (
    <Fieldset disabled={disabled}>
      <Legend>{SHOWING_LEGEND}</Legend>
      <Hint>Tick the days that suit you; we will confirm a time.</Hint>
      <Days>
        {SHOWING_DAYS.map((day) => (
          <Choice key={day}>
            <input type="checkbox" name="showingDays" value={day} checked={days.includes(day)} onChange={toggle} />
            {day}
          </Choice>
        ))}
      </Days>
      <TimeLabel>
        Time of day
        <Select name="showingTime" value={time} onChange={(event) => onTimeChange(event.target.value)}>
          <option value="">Any time</option>
          {SHOWING_TIMES.map((slot) => (
            <option key={slot} value={slot}>
              {slot[0]!.toUpperCase() + slot.slice(1)}
            </option>
          ))}
        </Select>
      </TimeLabel>
    </Fieldset>
  );
}
