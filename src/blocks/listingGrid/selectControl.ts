import { css } from '@emotion/react';
import { color, fontSize } from '../../ui/theme.ts';
import { formControl } from '../../ui/formControl.ts';

/**
 * A native select drawn in the site's style: the platform's own control (its picker, its keyboard
 * and its screen-reader behaviour stay), without the platform's bevel and arrow; a thin chevron
 * instead, as a data: image (the policy allows them for images), so it costs no element.
 */
export const selectControl = css`
  width: 100%;
  ${formControl};
  appearance: none;
  padding: 0.5rem 2.25rem 0.5rem 0.75rem;
  background: ${color.white}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%230f2340'/%3E%3C/svg%3E")
    no-repeat right 0.8rem center / 0.75rem;
  font-size: ${fontSize.small};
  text-overflow: ellipsis;
  &:disabled {
    opacity: 0.7;
  }
`;
