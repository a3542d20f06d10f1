/**
 * How `npm start` and `npm run dev` fail: with one line that says what is wrong and what to do,
 * never a stack trace. A content problem prints its own report (file, line, field).
 */
import { ContentError } from '../../src/content/load/problem.ts';

export async function startOrExplain(start: () => Promise<void>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (error instanceof ContentError)
      console.error(`\nThe site was not started because the content has problems:\n\n${error.report}\n`);
    else console.error(`\nThe site was not started: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** The first port from `port` on that is free, trying the next few; the caller says which it got. */
export async function firstFreePort<T>(port: number, listen: (port: number) => Promise<T>, tries = 10): Promise<T> {
  for (let next = port; ; next++) {
    try {
      return await listen(next);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || next >= port + tries - 1) throw error;
    }
  }
}

/** The line npm start prints when the site is not on the port asked for; none for PORT=0 (any free port) or the port itself. */
export function movedPortNote(requested: number, url: string): string | undefined {
  if (requested === 0 || new URL(url).port === String(requested)) return undefined;
  return `Port ${requested} is in use, so the site is served on the next free one.`;
}
