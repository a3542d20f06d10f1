import { css } from '@emotion/react';
import { formatPercent } from '../../ui/format.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { stack } from '../../ui/stack.ts';

export interface BarItem {
  label: string;
  percent: number;
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/**
 * Shares of a whole as horizontal bars drawn from the data. Each bar's label and percentage are
 * text, so the figures read the same without the picture.
 */
export function Bars({ items, label }: { items: BarItem[]; label: string }) {
  return (
    <ul role="list" css={list} aria-label={label}>
      {items.map((item) => (
        <li key={item.label} css={row}>
          <span css={name}>{item.label}</span>
          <span css={value}>{formatPercent(item.percent)}</span>
          <span css={track} aria-hidden="true">
            <span css={fill} style={{ width: `${clamp(item.percent)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Two complementary shares as one divided bar, e.g. white and blue collar. */
export function SplitBar({ items, label }: { items: [BarItem, BarItem]; label: string }) {
  const [a, b] = items;
  return (
    <div css={split}>
      <div css={splitTrack} aria-hidden="true">
        <span css={[splitPart, splitA]} style={{ width: `${clamp(a.percent)}%` }} />
        <span css={[splitPart, splitB]} style={{ width: `${clamp(b.percent)}%` }} />
      </div>
      <ul role="list" css={legend} aria-label={label}>
        {items.map((item, i) => (
          <li key={item.label} css={legendItem}>
            <span css={[swatch, i === 0 ? splitA : splitB]} aria-hidden="true" />
            <span css={legendValue}>{formatPercent(item.percent)}</span>
            <span css={legendLabel}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A score out of 100 with a thin meter. */
export function ScoreMeter({ value }: { value: number }) {
  return (
    <span css={meter} aria-hidden="true">
      <span css={fill} style={{ width: `${clamp(value)}%` }} />
    </span>
  );
}

const list = css`
  display: grid;
  gap: 1.1rem;
  margin: 0;
`;

const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.45rem 1rem;
  align-items: baseline;
`;

const name = css`
  font-size: ${fontSize.small};
  color: ${color.ink};
`;

const value = css`
  font-size: ${fontSize.small};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${color.navy};
`;

const track = css`
  grid-column: 1 / -1;
  display: block;
  height: 6px;
  background: ${color.lineSoft};
  overflow: hidden;
`;

/** The green share of a track: a bar's and a score meter's alike. */
const fill = css`
  display: block;
  height: 100%;
  background: ${color.green};
`;

const split = stack('1.25rem');

const splitTrack = css`
  display: flex;
  height: 14px;
  overflow: hidden;
  background: ${color.lineSoft};
`;

const splitPart = css`
  display: block;
  height: 100%;
`;

const splitA = css`
  background: ${color.navy};
`;

const splitB = css`
  background: ${color.green};
`;

const legend = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 1rem;
  margin: 0;
`;

const legendItem = css`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.6rem;
  align-items: center;
`;

const swatch = css`
  width: 10px;
  height: 10px;
`;

const legendValue = css`
  font-size: ${fontSize.h4};
  font-weight: 600;
  color: ${color.navy};
  font-variant-numeric: tabular-nums;
`;

const legendLabel = css`
  grid-column: 2;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const meter = css`
  display: block;
  height: 4px;
  background: ${color.lineSoft};
  overflow: hidden;
`;
