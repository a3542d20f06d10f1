/** A step of the build that reports how far it is: the photos' variants, then the pages. */
type BuildStage = 'photos' | 'pages';
/** Called as each photo or page is done, with how many there are in all. */
type BuildProgress = (stage: BuildStage, done: number, total: number) => void;

interface Output {
  isTTY?: boolean;
  write(text: string): unknown;
}

const duration = (ms: number) => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/**
 * npm start's first build, told as it goes: "photos 12 of 40 · pages 0 of 63 · about 20 s left
 * for the photos". On a terminal it is one line that updates in place; in a log (not a TTY) a
 * plain line at most every few seconds and at the end of each step, so a log is not flooded.
 */
export function buildProgressLine({
  out = process.stdout,
  now = () => performance.now(),
  everyMs = 5_000,
}: { out?: Output; now?: () => number; everyMs?: number } = {}) {
  const counts: Record<BuildStage, { done: number; total: number; startedAt?: number }> = {
    photos: { done: 0, total: 0 },
    pages: { done: 0, total: 0 },
  };
  let lastPlainLine = -Infinity;
  let open = false;
  const report: BuildProgress = (stage, done, total) => {
    const count = counts[stage];
    // A report of nothing done (re)starts the step's clock: the pages are counted before the
    // photos, and their time left is reckoned from when they start.
    if (done === 0) count.startedAt = now();
    else count.startedAt ??= now();
    count.done = done;
    count.total = total;
    const elapsed = now() - count.startedAt;
    const left =
      done > 0 && done < total ? ` · about ${duration((elapsed / done) * (total - done))} left for the ${stage}` : '';
    const line = `Building: photos ${counts.photos.done} of ${counts.photos.total} · pages ${counts.pages.done} of ${counts.pages.total}${left}`;
    // In a log, a step with nothing done yet is no news: its first line comes with its first photo or page.
    if (out.isTTY) {
      out.write(`\r\x1b[K${line}`);
      open = true;
      if (stage === 'pages' && done === total) finish();
    } else if (done === total || (done > 0 && now() - lastPlainLine >= everyMs)) {
      lastPlainLine = now();
      out.write(`${line}\n`);
    }
  };
  /** Ends the updating line, so what the build logs next starts on a line of its own. */
  const finish = () => {
    if (open) out.write('\n');
    open = false;
  };
  return { report, finish };
}
