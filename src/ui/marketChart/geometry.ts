/**
 * Where a line chart's points and gridlines fall. Horizontal positions are percentages of the
 * chart's width, so one SVG fits a phone and a desktop without scaling its text; vertical
 * positions are pixels in a plot of fixed height, so the chart's height never shifts the page.
 */

/** Gridline values: 3 to 6 round steps (1, 2 or 5 × 10ⁿ) that enclose every value. */
export function niceTicks(min: number, max: number, target = 4): number[] {
  if (min === max) {
    const pad = Math.abs(min) * 0.05 || 1;
    return niceTicks(min - pad, max + pad, target);
  }
  const rough = (max - min) / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's own precision, so 0.1 + 0.2 never prints as 0.30000000000000004.
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

export interface PlotBox {
  /** Pixels from the SVG's top to the top gridline. */
  top: number;
  /** Pixels from the top gridline to the bottom one. */
  height: number;
  /** Percent of the width kept clear at each side, so the first and last points and labels fit. */
  inset: number;
}

export interface ChartGeometry {
  ticks: { value: number; y: number }[];
  points: { x: number; y: number; value: number }[];
}

/** The first value at the left, the last at the right, evenly spaced; the ticks span the plot. */
export function chartGeometry(values: number[], box: PlotBox): ChartGeometry {
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const y = (value: number) => round(box.top + box.height * (1 - (value - low) / (high - low)));
  const span = 100 - 2 * box.inset;
  const x = (i: number) => round(values.length === 1 ? 50 : box.inset + (span * i) / (values.length - 1));
  return {
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    points: values.map((value, i) => ({ x: x(i), y: y(value), value })),
  };
}

/** The value a vertical position stands for: the inverse of the chart's scale, for tests and checks. */
export function valueAt(y: number, ticks: ChartGeometry['ticks']): number {
  const top = ticks.at(-1)!;
  const bottom = ticks[0]!;
  return bottom.value + ((bottom.y - y) / (bottom.y - top.y)) * (top.value - bottom.value);
}

const round = (n: number) => Math.round(n * 100) / 100;
