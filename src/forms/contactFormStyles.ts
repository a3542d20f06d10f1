import { css } from '@emotion/react';
import { capitalsLabel } from '../ui/capitalsLabel.ts';
import { formControl } from '../ui/formControl.ts';
import { color, font, fontSize, letterSpacing, touchTarget } from '../ui/theme.ts';
import { ERROR_COLOR } from './FieldError.tsx';

/* The contact form's look, drawn with the css prop (not styled, which no page's code carries). */

export const formStyle = css`
  position: relative;
  display: grid;
  gap: 1.25rem;
`;

export const headingStyle = css`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 400;
  color: ${color.navy};
`;

export const fieldStyle = css`
  display: grid;
  gap: 0.375rem;
`;

export const requiredNoteStyle = css`
  margin-top: -0.5rem;
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;

export const labelStyle = css`
  ${capitalsLabel};
  color: ${color.inkSoft};
  /* A required field's mark, with an empty alternative text: the field's name stays its name,
     and the input's required attribute is what assistive technology announces. */
  &[data-required]::after {
    content: ' *' / '';
    color: ${color.green};
  }
`;

export const controlStyle = css`
  width: 100%;
  ${formControl};
  padding: 0.625rem 0.875rem;
  background: ${color.paper};
  font-size: ${fontSize.body};
  &:focus {
    border-color: ${color.green};
  }
  &[aria-invalid='true'] {
    border-color: ${ERROR_COLOR};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

export const textAreaStyle = css`
  ${controlStyle};
  resize: vertical;
`;

export const submitButtonStyle = css`
  justify-self: start;
  min-height: ${touchTarget};
  padding: 0 2rem;
  border: 0;
  border-radius: 2px;
  background: ${color.navy};
  color: ${color.white};
  font-family: ${font.text};
  /* The size of every other button's capitals (ui/buttons.ts). */
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.caps};
  text-transform: uppercase;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${color.green};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const privacyNoteStyle = css`
  margin-top: -0.25rem;
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;
