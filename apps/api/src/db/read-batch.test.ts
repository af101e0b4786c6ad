import { describe, expect, it } from 'vitest';
import { ReadBatch } from './read-batch.ts';

/** A read whose statements end when the test says so, recording what each was sent. */
function controlledRead<T>(answer: (ask: T) => unknown) {
  const sent: T[][] = [];
  const pending: Array<() => void> = [];
  let running = 0;
  let mostRunning = 0;
  const read = async (asks: T[]) => {
    sent.push(asks);
    running += 1;
    mostRunning = Math.max(mostRunning, running);
    // The answers are computed when the statement ends (as a database reads at that time).
    await new Promise<void>((resolve) => pending.push(resolve));
    running -= 1;
    return asks.map(answer);
  };
  return { read, sent, endNext: () => pending.shift()!(), waiting: () => pending.length, mostRunning: () => mostRunning };
}

/** Waits until `check` holds (the batch sends on the next turn of the event loop). */
async function until(check: () => boolean): Promise<void> {
  for (let turn = 0; !check(); turn += 1) {
    if (turn > 1000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('ReadBatch (decision 054)', () => {
  it('sends the asks of one turn of the event loop as one read, and gives each its own answer', async () => {
    const control = controlledRead((ask: number) => ask * 10);
    const batch = new ReadBatch(control.read);
    const answers = Promise.all([batch.get(1), batch.get(2), batch.get(3)]);
    await until(() => control.waiting() === 1);
    control.endNext();
    expect(await answers).toEqual([10, 20, 30]);
    expect(control.sent).toEqual([[1, 2, 3]]);
  });

  it('never answers an ask with a read sent before it asked: it waits for the next one', async () => {
    let version = 1;
    const control = controlledRead(() => version);
    const batch = new ReadBatch(control.read, 1);
    const early = batch.get('early');
    await until(() => control.waiting() === 1);
    // A change commits, then a request asks while the first read is under way.
    version = 2;
    const late = batch.get('late');
    await new Promise((resolve) => setImmediate(resolve));
    expect(control.sent).toEqual([['early']]);
    control.endNext();
    expect(await early).toBe(2);
    await until(() => control.waiting() === 1);
    expect(control.sent).toEqual([['early'], ['late']]);
    version = 3;
    control.endNext();
    expect(await late).toBe(3);
  });

  it('has at most `concurrency` reads under way; the asks that came meanwhile go together in the next', async () => {
    const control = controlledRead((ask: number) => ask);
    const batch = new ReadBatch(control.read, 2);
    const first = batch.get(1);
    await until(() => control.waiting() === 1);
    const second = batch.get(2);
    await until(() => control.waiting() === 2);
    const rest = Promise.all([batch.get(3), batch.get(4), batch.get(5)]);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(control.sent).toEqual([[1], [2]]);
    control.endNext();
    await until(() => control.sent.length === 3);
    expect(control.sent[2]).toEqual([3, 4, 5]);
    control.endNext();
    control.endNext();
    expect([await first, await second, ...(await rest)]).toEqual([1, 2, 3, 4, 5]);
    expect(control.mostRunning()).toBe(2);
  });

  it('fails every ask of a failed read with its error, and the next asks are read again', async () => {
    let fail = true;
    const batch = new ReadBatch(async (asks: number[]) => {
      if (fail) throw new Error('connection lost');
      return asks.map((ask) => -ask);
    });
    const failed = await Promise.allSettled([batch.get(1), batch.get(2)]);
    expect(failed.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'answered'))).toEqual(['connection lost', 'connection lost']);
    fail = false;
    expect(await Promise.all([batch.get(3), batch.get(4)])).toEqual([-3, -4]);
  });

  it('refuses a read that does not answer every ask', async () => {
    const batch = new ReadBatch(async (asks: number[]) => asks.slice(1));
    await expect(Promise.all([batch.get(1), batch.get(2)])).rejects.toThrow(/answered 1 of 2/);
  });
});
