/** Each schedule's last run in this process: when it ended and whether it succeeded (read by the metrics). */
const lastRuns = new Map<string, { endedAt: number; ok: boolean }>();

export const scheduleRuns = (): ReadonlyMap<string, { endedAt: number; ok: boolean }> => lastRuns;

/** The schedules this process runs now, by name (read by the metrics: a schedule yet to end a run has no last run). */
const running = new Set<string>();

export const runningSchedules = (): number => running.size;

/**
 * How many schedules' runs this process lets work at once; the others wait their turn, first come first served.
 * Each run on a PostgreSQL server holds one pool connection for its advisory lock and takes another for its queries:
 * a dozen schedules starting together took every connection of the pool of ten and waited for an eleventh until
 * the pool's wait ran out, so half of them failed at every start and a request then was answered "busy" (decision 210).
 */
export const SCHEDULES_AT_ONCE = 2;
let working = 0;
const waitingTurn: Array<() => void> = [];

async function inTurn(work: () => Promise<void>): Promise<void> {
  if (working < SCHEDULES_AT_ONCE) working += 1;
  else await new Promise<void>((resolve) => waitingTurn.push(resolve));
  try {
    await work();
  } finally {
    // The turn passes to the next waiting run, or is given back.
    const next = waitingTurn.shift();
    if (next) next();
    else working -= 1;
  }
}

export interface TRepeating {
  /** Stops the timer and waits for a run under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then every `intervalMs` after the previous run ended: runs never overlap, a failed run
 * is handed to `onError` and the next one still comes, and the timer does not keep the process alive. At most
 * SCHEDULES_AT_ONCE schedules of the process work at once.
 * The in-server schedules (delivery retries, job expiry) are built on it; each guards its work with an
 * advisory lock so that one process at a time does it.
 */
export function repeatEvery(name: string, intervalMs: number, work: () => Promise<void>, onError: (error: unknown) => void): TRepeating {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError(`${name}: the interval must be positive (got ${intervalMs})`);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  running.add(name);

  const tick = () => {
    timer = undefined;
    current = inTurn(async () => {
      // A run that waited its turn while the schedule was stopped does not start.
      if (stopped) return;
      try {
        await work();
        lastRuns.set(name, { endedAt: Date.now(), ok: true });
      } catch (error) {
        lastRuns.set(name, { endedAt: Date.now(), ok: false });
        onError(error);
      }
    })
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
      running.delete(name);
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
