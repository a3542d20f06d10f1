import { css } from '@emotion/react';
import { Icon } from './icons.tsx';
import { color } from './theme.ts';

/** The green tick before each point of a side panel's list (what working with us, or a valuation, brings). */
export function PointTick() {
  return (
    <span css={tick}>
      <Icon size={16}>
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </Icon>
    </span>
  );
}

const tick = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: ${color.green};
  color: ${color.white};
`;
