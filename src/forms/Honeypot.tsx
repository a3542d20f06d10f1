import { css } from '@emotion/react';
import type { Ref } from 'react';
import { HONEYPOT_LABEL } from './formLabels.ts';

/** Off-screen rather than display:none, which many bots recognize and skip. */
const offScreen = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * A field people never see, hear or reach with the keyboard; bots that fill in every field fill
 * it too, which gives them away. Uncontrolled: read from the DOM at submit time, so a bot that
 * sets the value by script (no input events) is caught as well.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div css={offScreen} aria-hidden="true">
      <label>
        {HONEYPOT_LABEL}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
