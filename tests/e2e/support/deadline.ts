/**
 * Playwright bounds navigation and waitFor*, but not page.evaluate or context.close: a page that
 * stops answering would hold a test until vitest's own limit, which names neither the page nor
 * the step. withinTime turns such a stall into an error that names both.
 */
export class Stalled extends Error {
  override name = 'Stalled';
}

/** Resolves as `work` does, or rejects with Stalled (`what()` read at that moment) once `ms` have passed. */
export async function withinTime<T>(ms: number, what: () => string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Stalled(`${what()}: still waiting after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
