import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, font, fontSize } from '../theme.ts';
import { figures, label } from '../styles.ts';
import { type PlotBox, chartGeometry } from './geometry.ts';
import { describeTrend } from './summary.ts';
import type { ChartPoint, Measure, TableColumn } from './types.ts';

interface MarketChartProps {
  /** Unique on the page: the ids of the chart's title, description and table derive from it. */
  id: string;
  /** The charted measure, e.g. the median sale price. */
  measure: Measure;
  /** Its dated values, oldest first. */
  points: ChartPoint[];
  /** The heading of the table's first column, e.g. "Quarter". */
  periodLabel: string;
  /** Other measures of the same periods, shown in the table only. */
  columns?: TableColumn[];
  /** Under the chart: what it shows, in a sentence. */
  caption: ReactNode;
}

/** Pixels: the plot's height is fixed, so the chart takes its place before it is drawn. */
const HEIGHT = 240;
const BOX: PlotBox = { top: 20, height: 180, inset: 4 };
const AXIS_LABEL_Y = HEIGHT - 10;

/**
 * A line chart drawn at build as SVG, with every figure again in a table for those who cannot see
 * it or want the exact numbers. The SVG is one image (role="img") named by its title and described
 * by its trend in words; its gridline labels sit in the frame's left padding, so the line can use
 * the whole width whatever the screen, and its text stays the page's size.
 */
export function MarketChart({ id, measure, points, periodLabel, columns = [], caption }: MarketChartProps) {
  const geometry = chartGeometry(
    points.map((p) => p.value),
    BOX,
  );
  const tick = measure.formatTick ?? measure.format;
  // The latest value is named above the plot's top right, where the line can never cross it.
  const last = geometry.points.at(-1)!;
  const allColumns: TableColumn[] = [{ measure, values: points.map((p) => p.value) }, ...columns];
  return (
    <figure css={frame}>
      <div css={plotFrame}>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          width="100%"
          height={HEIGHT}
          css={svg}
        >
          <title id={`${id}-title`}>{`${measure.label}, ${points[0]!.label} to ${points.at(-1)!.label}`}</title>
          <desc id={`${id}-desc`}>{describeTrend(points, measure)}</desc>
          {geometry.ticks.map((t) => (
            <g key={t.value} data-tick={t.value}>
              <line x1={0} x2="100%" y1={t.y} y2={t.y} css={gridline} />
              <text x={-10} y={t.y + 4} textAnchor="end" css={tickText}>
                {tick(t.value)}
              </text>
            </g>
          ))}
          {/* The line alone is stretched to the width; its stroke keeps its thickness. */}
          <svg width="100%" height={HEIGHT} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" overflow="visible">
            <polyline
              points={geometry.points.map((p) => `${p.x},${p.y}`).join(' ')}
              css={line}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          {geometry.points.map((p, i) => (
            <circle
              key={points[i]!.label}
              cx={`${p.x}%`}
              cy={p.y}
              r={i === geometry.points.length - 1 ? 5 : 3.5}
              css={i === geometry.points.length - 1 ? latestDot : dot}
              data-period={points[i]!.label}
            />
          ))}
          {points.map((p, i) =>
            p.axisLabel ? (
              <text key={p.label} x={`${geometry.points[i]!.x}%`} y={AXIS_LABEL_Y} textAnchor="middle" css={tickText}>
                {p.axisLabel}
              </text>
            ) : null,
          )}
          <text x={`${last.x}%`} y={11} textAnchor="end" css={latestText}>
            {`${points.at(-1)!.label}: ${tick(last.value)}`}
          </text>
        </svg>
      </div>
      <figcaption css={captionText}>{caption}</figcaption>
      <details css={details}>
        <summary css={summary}>Show the figures as a table</summary>
        <table css={table} id={`${id}-table`}>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              {allColumns.map((c) => (
                <th key={c.measure.label} scope="col">
                  {c.measure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p, row) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                {allColumns.map((c) => (
                  <td key={c.measure.label}>{c.measure.format(c.values[row]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Pixels left of the plot for the gridlines' labels ("$4.25M"). */
const GUTTER = 64;

const frame = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  min-width: 0;
`;

const plotFrame = css`
  padding-left: ${GUTTER}px;
  height: ${HEIGHT}px;
`;

const svg = css`
  display: block;
  overflow: visible;
  font-family: ${font.text};
`;

const gridline = css`
  stroke: ${color.line};
  stroke-width: 1;
`;

const tickText = css`
  ${figures};
  font-size: 12px;
  fill: ${color.inkMuted};
`;

const line = css`
  fill: none;
  stroke: ${color.green};
  stroke-width: 2.5;
  stroke-linejoin: round;
`;

const dot = css`
  fill: ${color.paper};
  stroke: ${color.green};
  stroke-width: 2;
`;

const latestDot = css`
  fill: ${color.green};
  stroke: ${color.paper};
  stroke-width: 2;
`;

const latestText = css`
  ${figures};
  font-size: 13px;
  font-weight: 600;
  fill: ${color.navy};
`;

const captionText = css`
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const details = css`
  @media print {
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  }
`;

const summary = css`
  ${label};
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  cursor: pointer;
  color: ${color.green};
`;

const table = css`
  ${figures};
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.small};
  & th,
  & td {
    padding: 0.5rem 0.4rem;
    text-align: right;
    border-bottom: 1px solid ${color.lineSoft};
  }
  & th:first-of-type {
    text-align: left;
    padding-left: 0;
  }
  & thead th {
    font-weight: 600;
    color: ${color.inkSoft};
    vertical-align: bottom;
  }
  & tbody th {
    font-weight: 400;
    white-space: nowrap;
  }
`;
