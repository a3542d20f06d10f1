import { css } from '@emotion/react';
import { color, focusRing, font, fontSize, mq, touchTarget } from '../../ui/theme.ts';
import { figures, label } from '../../ui/styles.ts';
import { formControl } from '../../ui/formControl.ts';

/*
 * The look of the buying-cost estimates: two panels on the listing's ivory, figures in lining,
 * tabular numerals so that amounts in a column line up digit under digit.
 */

export const panel = css`
  display: grid;
  align-content: start;
  gap: 1.25rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  background: ${color.paper};
  border: 1px solid ${color.lineSoft};
  min-width: 0;
`;

export const panelTitle = css`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-weight: 400;
  line-height: 1.2;
  color: ${color.ink};
`;

export const field = css`
  display: grid;
  gap: 0.4rem;
`;

export const fieldLabel = css`
  ${label};
  color: ${color.inkSoft};
`;

export const control = css`
  ${figures};
  width: 100%;
  ${formControl};
  padding: 0.625rem 0.875rem;
  background: ${color.white};
  font-size: ${fontSize.body};
  /* On :focus and :focus-within, not :focus-visible: a date field's focus sits in its parts (the
     calendar button among them), where :focus-visible does not reach the field. */
  &:focus,
  &:focus-within {
    border-color: ${color.green};
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  &[aria-invalid='true'] {
    border-color: #a4372d;
  }
`;

export const hint = css`
  color: ${color.inkMuted};
  font-size: ${fontSize.small};
  line-height: 1.5;
`;

export const problem = css`
  color: #a4372d;
  font-size: ${fontSize.small};
  line-height: 1.5;
`;

export const checkboxRow = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: ${touchTarget};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${color.green};
  }
`;

export const lines = css`
  ${figures};
  display: grid;
  border-top: 1px solid ${color.line};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 1rem;
    padding-block: 0.75rem;
    border-bottom: 1px solid ${color.lineSoft};
  }
  dt {
    color: ${color.inkSoft};
  }
  dd {
    text-align: right;
    white-space: nowrap;
  }
`;

export const total = css`
  ${figures};
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  font-weight: 600;
  color: ${color.ink};
  strong {
    font-size: ${fontSize.h4};
  }
`;

export const headline = css`
  ${figures};
  font-family: ${font.display};
  font-size: ${fontSize.h2};
  line-height: 1.1;
  color: ${color.ink};
`;

export const disclosure = css`
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
  summary {
    cursor: pointer;
    color: ${color.green};
    min-height: ${touchTarget};
    display: flex;
    align-items: center;
  }
  table {
    ${figures};
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.4rem 0;
    text-align: right;
    font-weight: 400;
    border-bottom: 1px solid ${color.lineSoft};
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
`;

export const twoPanels = css`
  display: grid;
  gap: 1.5rem;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: 2rem;
  }
`;
