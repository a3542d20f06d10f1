/** A measure the chart or its table shows: its name and how its values are written. */
export interface Measure {
  /** e.g. "Median sale price". */
  label: string;
  /** The full figure, as the table writes it: 3450000 -> "$3,450,000". */
  format: (value: number) => string;
  /** A short form for the chart's gridlines: 3450000 -> "$3.45M"; `format` if left out. */
  formatTick?: (value: number) => string;
}

/** One dated value of the charted measure. */
export interface ChartPoint {
  /** The period as read aloud and printed, e.g. "Q3 2026". */
  label: string;
  /** A shorter label for the horizontal axis ("2026"), or undefined to leave that point unlabelled. */
  axisLabel?: string;
  value: number;
}

/** Another measure of the same periods, shown only in the table (one value a point, in order). */
export interface TableColumn {
  measure: Measure;
  values: number[];
}
