class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * Runs `task` with a signal that aborts after `timeoutMs`, and settles by then even if the task
 * ignores the signal (a stalled module download, say): a visitor never waits longer than that.
 */
export async function withTimeout<T>(timeoutMs: number, task: (signal: AbortSignal) => PromiseLike<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RequestTimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    return await Promise.race([task(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
