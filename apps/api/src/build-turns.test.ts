import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { inBuildTurn, serveBuildTurns, type TTurnPort } from './build-turns.ts';

/**
 * One search index build at a time on a machine (decision 226): a primary and its workers, their messages passed
 * asynchronously as IPC passes them.
 */
function machine() {
  const primary = new EventEmitter();
  serveBuildTurns(primary as never);
  const worker = () => {
    const toWorker = new EventEmitter();
    let dead = false;
    const handle = { isDead: () => dead, send: (message: unknown) => setImmediate(() => toWorker.emit('message', message)) } as unknown as Worker;
    const port: TTurnPort = {
      send: (message) => setImmediate(() => primary.emit('message', handle, message)),
      on: (_event, listener) => void toWorker.on('message', listener),
    };
    return { port, die: () => ((dead = true), primary.emit('exit', handle)) };
  };
  return { worker };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A build that records when it ran and ends when told. */
function build(name: string, log: string[]) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    end: () => end(),
    work: async () => {
      log.push(`${name} starts`);
      await ended;
      log.push(`${name} ends`);
      return name;
    },
  };
}

describe('build turns', () => {
  it('builds at once outside a cluster', async () => {
    await expect(inBuildTurn(async () => 'built')).resolves.toBe('built');
  });

  it('lets one worker build at a time, first come first served, and gives the turn on when a build ends or fails', async () => {
    const { worker } = machine();
    const [a, b, c] = [worker(), worker(), worker()];
    const log: string[] = [];
    const first = build('a', log);
    const second = build('b', log);
    const running = [inBuildTurn(first.work, { port: a.port }), inBuildTurn(second.work, { port: b.port })];
    const failing = inBuildTurn(async () => {
      log.push('c starts');
      throw new Error('the database went away');
    }, { port: c.port });
    await expect.poll(() => log).toEqual(['a starts']);
    await tick();
    expect(log).toEqual(['a starts']);
    first.end();
    await expect.poll(() => log).toEqual(['a starts', 'a ends', 'b starts']);
    second.end();
    await expect(failing).rejects.toThrow('the database went away');
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts']);
    await expect(Promise.all(running)).resolves.toEqual(['a', 'b']);
    // The failed build gave its turn back: the next one runs.
    await expect(inBuildTurn(async () => 'after', { port: a.port })).resolves.toBe('after');
  });

  it('gives the turn on when the worker holding it dies', async () => {
    const { worker } = machine();
    const [a, b] = [worker(), worker()];
    const log: string[] = [];
    void inBuildTurn(build('a', log).work, { port: a.port });
    const second = build('b', log);
    const waiting = inBuildTurn(second.work, { port: b.port });
    await expect.poll(() => log).toEqual(['a starts']);
    a.die();
    await expect.poll(() => log).toEqual(['a starts', 'b starts']);
    second.end();
    await expect(waiting).resolves.toBe('b');
  });

  it('builds regardless when the turn does not come in time, and leaves the queue', async () => {
    const { worker } = machine();
    const [a, b, c] = [worker(), worker(), worker()];
    const log: string[] = [];
    const first = build('a', log);
    const running = inBuildTurn(first.work, { port: a.port });
    await expect.poll(() => log).toEqual(['a starts']);
    // b waits 20 ms only: it builds while a still holds the turn.
    await expect(inBuildTurn(async () => 'b without its turn', { port: b.port, waitMs: 20 })).resolves.toBe('b without its turn');
    const third = build('c', log);
    const queued = inBuildTurn(third.work, { port: c.port });
    await tick();
    first.end();
    // The turn goes to c, not to b, which no longer waits for it.
    await expect.poll(() => log).toEqual(['a starts', 'a ends', 'c starts']);
    third.end();
    await expect(Promise.all([running, queued])).resolves.toEqual(['a', 'c']);
  });
});
