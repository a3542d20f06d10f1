import { css } from '@emotion/react';
import { color } from '../ui/theme.ts';
import { textButton } from '../ui/textButton.ts';
import { ENQUIRY_PARAMS, type EnquiryContext } from './enquiryContext.ts';
import { ShowingFields } from './ShowingFields.tsx';

const aboutStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 0.5rem 0.75rem 1rem;
  border-left: 3px solid ${color.green};
  background: ${color.ivory};
  color: ${color.ink};
`;

const removeButtonStyle = css`
  ${textButton};
  color: ${color.inkSoft};
`;

/** The query string without the context, for when the visitor removes it. */
function withoutEnquiryContext(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ENQUIRY_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

interface EnquiryAboutProps {
  context: EnquiryContext;
  days: string[];
  time: string;
  disabled: boolean;
  onRemove(): void;
  onDaysChange(days: string[]): void;
  onTimeChange(time: string): void;
}

/**
 * What the message is about ("About: 84 Old Forest Hill Road", which the visitor can remove) and,
 * for a home for sale, the showing request. Loaded only when a link brought such a context.
 */
export function EnquiryAbout({
  context,
  days,
  time,
  disabled,
  onRemove,
  onDaysChange,
  onTimeChange,
}: EnquiryAboutProps) {
  function remove() {
    onRemove();
    // The address bar says so too: a reload or a shared link no longer carries the context.
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + withoutEnquiryContext(search) + hash);
  }

  return (
    <>
      <p css={aboutStyle}>
        <span>
          About: <a href={context.path}>{context.label}</a>
        </span>
        <button
          css={removeButtonStyle}
          type="button"
          onClick={remove}
          aria-label={`Remove: not about ${context.label}`}
        >
          Remove
        </button>
      </p>
      {context.showing && (
        <ShowingFields
          days={days}
          time={time}
          disabled={disabled}
          onDaysChange={onDaysChange}
          onTimeChange={onTimeChange}
        />
      )}
    </>
  );
}
