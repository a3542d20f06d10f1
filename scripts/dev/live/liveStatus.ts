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
 * A photo done this soon after the one before came from the variants' cache, not the encoder: a
 * listing's older photos are ready at once while a new one takes seconds to encode.
 */
const CACHED_PHOTO_MS = 250;

/**
 * Counts a step's progress into statuses, with the time left reckoned from the pace so far (as
 * npm start's progress line does): a step is clocked from its report of nothing done. For photos
 * the pace is that of the ones really encoded, so ten cached photos done at once do not promise
 * "about 1 s left" for an eleventh that takes several; until one is encoded no time is given.
 */
export function progressTeller(
  files: string[],
  tell: (status: LiveStatus) => void,
  now: () => number = () => performance.now(),
) {
  const startedAt = new Map<string, number>();
  let lastPhotoAt = 0;
  let encoded = { count: 0, ms: 0 };
  const paceOf = (stage: 'photos' | 'pages', done: number) => {
    const at = now();
    if (stage === 'pages') return { perItem: done > 0 ? (at - startedAt.get(stage)!) / done : undefined };
    if (done === 0) {
      encoded = { count: 0, ms: 0 };
    } else if (at - lastPhotoAt >= CACHED_PHOTO_MS) {
      encoded = { count: encoded.count + 1, ms: encoded.ms + (at - lastPhotoAt) };
    }
    lastPhotoAt = at;
    return { perItem: encoded.count > 0 ? encoded.ms / encoded.count : undefined };
  };
  return (stage: 'photos' | 'pages', done: number, total: number) => {
    if (done === 0 || !startedAt.has(stage)) startedAt.set(stage, now());
    const { perItem } = paceOf(stage, done);
    const secondsLeft =
      perItem !== undefined && done > 0 && done < total
        ? Math.max(1, Math.round((perItem * (total - done)) / 1000))
        : undefined;
    tell({ files, state: 'building', stage, done, total, ...(secondsLeft === undefined ? {} : { secondsLeft }) });
  };
}
