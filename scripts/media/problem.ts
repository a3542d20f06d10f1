/**
 * One thing the stand-in checks found, in the shape the site's own check prints (file, the field's
 * path, what is wrong, how to fix it): the site adds the line and column from the file's text.
 */
export interface MediaProblem {
  severity: 'error' | 'warning';
  /** Path of the data file relative to the site's folder, e.g. "data/listings/dunvegan-road.json". */
  file: string;
  /** Where in the file, as keys and indexes; [] for the whole file. */
  path: (string | number)[];
  message: string;
  suggestion?: string;
  line?: number;
  column?: number;
}
