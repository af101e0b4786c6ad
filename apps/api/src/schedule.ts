/** Each schedule's last run in this process: when it ended and whether it succeeded (read by the metrics). */
const lastRuns = new Map<string, { endedAt: number; ok: boolean }>();

export const scheduleRuns = (): ReadonlyMap<string, { endedAt: number; ok: boolean }> => lastRuns;

export interface TRepeating {
  /** Stops the timer and waits for a run under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then every `intervalMs` after the previous run ended: runs never overlap, a failed run
 * is handed to `onError` and the next one still comes, and the timer does not keep the process alive.
 * The in-server schedules (delivery retries, job expiry) are built on it; each guards its work with an
 * advisory lock so that one process at a time does it.
 */
export function repeatEvery(name: string, intervalMs: number, work: () => Promise<void>, onError: (error: unknown) => void): TRepeating {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError(`${name}: the interval must be positive (got ${intervalMs})`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    current = work()
      .then(
        () => void lastRuns.set(name, { endedAt: Date.now(), ok: true }),
        (error: unknown) => {
          lastRuns.set(name, { endedAt: Date.now(), ok: false });
          onError(error);
        },
      )
      .finally(() => {
        current = undefined;
        if (!stopped) schedule(intervalMs);
      });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
