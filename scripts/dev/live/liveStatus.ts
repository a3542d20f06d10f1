/** Pages that changed: their routes ("/listings/x"), or every page after a full build. */
export type RebuiltRoutes = string[] | 'all';

/**
 * Where the live site is with a change, as the open editor is told it after a save (its page
 * listens to /__live/events: liveProgressScript.ts). Each state names the files of data/ the
 * change is made of (relative to data/: "listings/x.json"), so the editor follows its own save.
 */
export type LiveStatus = { files: string[] } & (
  | { state: 'updating' }
  /** Photos' variants being made, or a full build's pages: how many, and the time left once one is done. */
  | { state: 'building'; stage: 'photos' | 'pages'; done: number; total: number; secondsLeft?: number }
  | { state: 'live'; routes: RebuiltRoutes }
  /** Saved as it was: nothing on the site changes. */
  | { state: 'unchanged' }
  /** `reason` in words; `where` the place to read more (the problems page, or npm start's terminal). */
  | { state: 'failed'; reason: string; where: string }
);

/**
 * Counts a step's progress into statuses, with the time left reckoned from the pace so far (as
 * npm start's progress line does): a step is clocked from its report of nothing done.
 */
export function progressTeller(
  files: string[],
  tell: (status: LiveStatus) => void,
  now: () => number = () => performance.now(),
) {
  const startedAt = new Map<string, number>();
  return (stage: 'photos' | 'pages', done: number, total: number) => {
    if (done === 0 || !startedAt.has(stage)) startedAt.set(stage, now());
    const elapsed = now() - startedAt.get(stage)!;
    const secondsLeft =
      done > 0 && done < total ? Math.max(1, Math.round(((elapsed / done) * (total - done)) / 1000)) : undefined;
    tell({ files, state: 'building', stage, done, total, ...(secondsLeft === undefined ? {} : { secondsLeft }) });
  };
}
