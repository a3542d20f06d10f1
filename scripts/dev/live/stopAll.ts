/** A service npm start runs, by the name the terminal gives it, and how to stop it. */
export interface Stoppable {
  name: string;
  stop(): Promise<unknown>;
}

/**
 * Stops every service at once and waits at most `withinMs` for them: a service still stopping
 * then (a client holding a connection open) is named, and npm start exits anyway, which frees
 * its ports. Each stop ends its own open connections first (an inbox or a page open in a tab).
 */
async function stopAll(services: Stoppable[], withinMs = 4_000): Promise<{ stillStopping: string[] }> {
  const pending = new Set(services.map((service) => service.name));
  const stops = services.map((service) =>
    service
      .stop()
      .catch(() => undefined)
      .finally(() => pending.delete(service.name)),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(stops), new Promise((resolve) => (timer = setTimeout(resolve, withinMs)))]);
  clearTimeout(timer);
  return { stillStopping: [...pending] };
}

/**
 * Ctrl-C (SIGINT) and SIGTERM stop every service within seconds, then exit; a second Ctrl-C
 * while they stop exits at once. `first` runs before the services stop (the watcher, the
 * live-reload streams), `last` after (removing the run's temporary folder).
 */
export function stopOnSignals(
  services: Stoppable[],
  {
    first,
    last,
    log = console.log,
    exit = (code: number) => process.exit(code),
  }: { first?: () => void; last?: () => void; log?: (line: string) => void; exit?: (code: number) => void } = {},
): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return exit(1);
    stopping = true;
    first?.();
    const { stillStopping } = await stopAll(services);
    if (stillStopping.length) log(`Stopped without waiting for ${stillStopping.join(', ')}.`);
    last?.();
    exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
