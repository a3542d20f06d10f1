import { css } from '@emotion/react';
import { fontSize } from '../ui/theme.ts';

/** A deep red that reads at 4.5:1 or more on the site's light grounds (7.1:1 on paper, 6.6:1 on ivory). */
export const ERROR_COLOR = '#a4262c';

const messageStyle = css`
  font-size: ${fontSize.small};
  line-height: 1.4;
  color: ${ERROR_COLOR};
`;

/** Why a field was refused, under the field; its id is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p css={messageStyle} id={id}>
      {message}
    </p>
  );
}
