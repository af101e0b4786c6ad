import { describe, expect, it, vi } from 'vitest';
import { repeatEvery, scheduleRuns, SCHEDULES_AT_ONCE, type TRepeating } from './schedule.ts';

/** A run that lasts until the test lets it end. */
function heldRuns() {
  const releases: Array<() => void> = [];
  let working = 0;
  let most = 0;
  let started = 0;
  const work = () =>
    new Promise<void>((resolve) => {
      working += 1;
      started += 1;
      most = Math.max(most, working);
      releases.push(() => {
        working -= 1;
        resolve();
      });
    });
  return { work, releases, state: () => ({ working, most, started }) };
}

describe('schedules taking turns (decision 210)', () => {
  it(`lets at most ${SCHEDULES_AT_ONCE} schedules work at once and the others run as turns free up`, async () => {
    const held = heldRuns();
    const count = SCHEDULES_AT_ONCE + 3;
    const schedules: TRepeating[] = Array.from({ length: count }, (_, index) => repeatEvery(`turns-${index}`, 3_600_000, held.work, () => undefined));
    try {
      await vi.waitFor(() => expect(held.state().started).toBe(SCHEDULES_AT_ONCE));
      // Those waiting do not start while the turns are held.
      await new Promise((resolve) => setImmediate(resolve));
      expect(held.state().started).toBe(SCHEDULES_AT_ONCE);
      for (let ended = 0; ended < count; ended += 1) {
        await vi.waitFor(() => expect(held.releases.length).toBeGreaterThan(ended));
        held.releases[ended]!();
      }
      await vi.waitFor(() => expect(held.state()).toEqual({ working: 0, most: SCHEDULES_AT_ONCE, started: count }));
      for (let index = 0; index < count; index += 1) expect(scheduleRuns().get(`turns-${index}`)?.ok).toBe(true);
    } finally {
      held.releases.forEach((release) => release());
      await Promise.all(schedules.map((schedule) => schedule.stop()));
    }
  });

  it('does not start a run that waited its turn while its schedule was stopped, and frees the turns', async () => {
    const held = heldRuns();
    const busy = Array.from({ length: SCHEDULES_AT_ONCE }, (_, index) => repeatEvery(`busy-${index}`, 3_600_000, held.work, () => undefined));
    await vi.waitFor(() => expect(held.state().started).toBe(SCHEDULES_AT_ONCE));
    const waiting = vi.fn(async () => undefined);
    const late = repeatEvery('late', 3_600_000, waiting, () => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const stopping = late.stop();
    held.releases.forEach((release) => release());
    await stopping;
    await Promise.all(busy.map((schedule) => schedule.stop()));
    expect(waiting).not.toHaveBeenCalled();
    expect(scheduleRuns().has('late')).toBe(false);
    // The turns came back: a new schedule runs at once.
    const next = vi.fn(async () => undefined);
    const after = repeatEvery('after', 3_600_000, next, () => undefined);
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    await after.stop();
  });

  it('hands a failed run to its handler and gives its turn back', async () => {
    const failed = vi.fn();
    const failing = repeatEvery('failing', 3_600_000, async () => Promise.reject(new Error('down')), failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    await failing.stop();
    expect(scheduleRuns().get('failing')?.ok).toBe(false);
    const held = heldRuns();
    const schedules = Array.from({ length: SCHEDULES_AT_ONCE }, (_, index) => repeatEvery(`after-failure-${index}`, 3_600_000, held.work, () => undefined));
    await vi.waitFor(() => expect(held.state().started).toBe(SCHEDULES_AT_ONCE));
    held.releases.forEach((release) => release());
    await Promise.all(schedules.map((schedule) => schedule.stop()));
  });
});
