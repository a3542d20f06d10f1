import { css } from '@emotion/react';
import { color, fontSize, mq } from '../theme.ts';
import { roundButton } from './roundButton.ts';

const ZOOM_IN_LABEL = 'Zoom in';
const ZOOM_OUT_LABEL = 'Zoom out';

interface ZoomControlsProps {
  scale: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

/** Zoom out, the scale (announced as it changes), zoom in: the lightbox's zoom by button; 0 on the keyboard resets. */
export function ZoomControls({ scale, onZoomIn, onZoomOut, onReset }: ZoomControlsProps) {
  const percent = Math.round(scale * 100);
  return (
    <div css={group} role="group" aria-label="Zoom">
      <button type="button" css={button} onClick={onZoomOut} aria-label={ZOOM_OUT_LABEL} aria-keyshortcuts="-">
        <span aria-hidden="true">−</span>
      </button>
      <output
        css={level}
        aria-live="polite"
        data-testid="lightbox-zoom"
        onDoubleClick={onReset}
      >{`${percent}%`}</output>
      <button type="button" css={button} onClick={onZoomIn} aria-label={ZOOM_IN_LABEL} aria-keyshortcuts="+">
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

const group = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-inline-start: auto;
`;

const button = css`
  ${roundButton};
  background: rgba(255, 255, 255, 0.08);
  color: ${color.white};
  font-size: 1.75rem;
  line-height: 1;
  ${mq.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.16);
    }
  }
`;

const level = css`
  min-width: 4rem;
  text-align: center;
  color: ${color.onDarkSoft};
  font-size: ${fontSize.small};
  font-variant-numeric: tabular-nums;
`;
