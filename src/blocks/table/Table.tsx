import { css } from '@emotion/react';
import type { TableProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';

/** A table of figures in an article; the first cell of each row heads it. */
export function Table({ block }: TableProps) {
  return (
    // A wide table scrolls sideways on a phone; a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={tableFrame} role="region" aria-label={block.caption} tabIndex={0}>
      <table css={table}>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const tableFrame = css`
  overflow-x: auto;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.small};
  & caption {
    text-align: left;
    font-weight: 600;
    color: ${color.navy};
    margin-bottom: 0.5rem;
  }
  & th,
  & td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${color.line};
    text-align: left;
  }
  & thead th {
    color: ${color.navy};
  }
`;
