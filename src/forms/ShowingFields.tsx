import { css } from '@emotion/react';
import type { ChangeEvent } from 'react';
import { capitalsLabel } from '../ui/capitalsLabel.ts';
import { formControl } from '../ui/formControl.ts';
import { color, fontSize, touchTarget } from '../ui/theme.ts';
import { smallPrint } from '../ui/smallPrint.ts';

const fieldsetStyle = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${color.line};
  border-radius: 2px;
`;

const legendStyle = css`
  padding-inline: 0.375rem;
  ${capitalsLabel};
  color: ${color.navy};
`;

const daysStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
`;

const choiceStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${touchTarget};
  font-size: ${fontSize.body};
  color: ${color.ink};
  text-transform: capitalize;
`;

const timeLabelStyle = css`
  display: grid;
  gap: 0.375rem;
  ${capitalsLabel};
  color: ${color.inkSoft};
`;

const selectStyle = css`
  ${formControl};
  padding: 0.625rem 0.875rem;
  background: ${color.paper};
  font-size: ${fontSize.body};
  font-weight: 400;
  letter-spacing: normal;
  text-transform: none;
`;

const SHOWING_LEGEND = 'Request a private showing';

/** As contact_messages_showing_days_known and contact_messages_showing_time_known accept them. */
const SHOWING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const SHOWING_TIMES = ['morning', 'afternoon', 'evening'] as const;

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
    <fieldset css={fieldsetStyle} disabled={disabled}>
      <legend css={legendStyle}>{SHOWING_LEGEND}</legend>
      <p css={smallPrint}>Tick the days that suit you; we will confirm a time.</p>
      <div css={daysStyle}>
        {SHOWING_DAYS.map((day) => (
          <label css={choiceStyle} key={day}>
            <input type="checkbox" name="showingDays" value={day} checked={days.includes(day)} onChange={toggle} />
            {day}
          </label>
        ))}
      </div>
      <label css={timeLabelStyle}>
        Time of day
        <select
          css={selectStyle}
          name="showingTime"
          value={time}
          onChange={(event) => onTimeChange(event.target.value)}
        >
          <option value="">Any time</option>
          {SHOWING_TIMES.map((slot) => (
            <option key={slot} value={slot}>
              {slot[0]!.toUpperCase() + slot.slice(1)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
