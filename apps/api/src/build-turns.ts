import cluster, { type Worker } from 'node:cluster';

/**
 * One search index build at a time on a machine (decision 226). Each server process builds its own indexes (decision
 * 027), and a cluster's workers start together: at a cold start both workers of a two-core machine built the job
 * index at once, each with PostgreSQL reading every job for it, and for half a minute the machine had no core left
 * for the visitors who came meanwhile. A worker now asks its primary for the turn before a build and gives it back
 * after; the primary hands it to one worker at a time, first come first served. The first worker is ready in about
 * one build's time instead of two builds' time shared; the second is ready when it would have been.
 *
 * A worker waits at most BUILD_TURN_WAIT_MS for the turn, then builds regardless (a primary that never answers must
 * not leave a process without its index). A process outside a cluster (one server process, the embedded database, a
 * script or a test) builds at once.
 */
export const BUILD_TURN_WAIT_MS = 60_000;

const ASK = 'tawzeef:build-turn:ask';
const GRANTED = 'tawzeef:build-turn:granted';
const DONE = 'tawzeef:build-turn:done';

type TTurnMessage = { type?: string; turn?: number };

/** How a worker talks to its primary: `process` in a cluster worker. */
export interface TTurnPort {
  send(message: TTurnMessage): void;
  on(event: 'message', listener: (message: TTurnMessage) => void): void;
}

const workerPort = (): TTurnPort | undefined => (cluster.isWorker && process.send ? (process as unknown as TTurnPort) : undefined);

/** The turns this worker waits for, by number. */
const waiting = new Map<number, () => void>();
let lastTurn = 0;
const listening = new WeakSet<TTurnPort>();

/** Runs `work` (a build) in this machine's build turn; at once outside a cluster. */
export async function inBuildTurn<T>(work: () => Promise<T>, { port = workerPort(), waitMs = BUILD_TURN_WAIT_MS }: { port?: TTurnPort; waitMs?: number } = {}): Promise<T> {
  if (!port) return work();
  if (!listening.has(port)) {
    listening.add(port);
    port.on('message', (message) => {
      if (message?.type === GRANTED && typeof message.turn === 'number') waiting.get(message.turn)?.();
    });
  }
  lastTurn += 1;
  const turn = lastTurn;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    timer.unref();
    waiting.set(turn, () => {
      clearTimeout(timer);
      resolve();
    });
    port.send({ type: ASK, turn });
  });
  waiting.delete(turn);
  try {
    return await work();
  } finally {
    // Given back, or, when the wait ran out before it came, taken out of the primary's queue.
    port.send({ type: DONE, turn });
  }
}

/** What the primary needs of the cluster: its workers' messages and deaths. */
export interface TTurnCluster {
  on(event: 'message', listener: (worker: Worker, message: TTurnMessage) => void): unknown;
  on(event: 'exit', listener: (worker: Worker) => void): unknown;
}

/** The primary's side: hands the build turn to one worker at a time, first come first served (`onGrant`: told each time). */
export function serveBuildTurns(workers: TTurnCluster = cluster, onGrant?: (worker: Worker) => void): void {
  const queue: Array<{ worker: Worker; turn: number }> = [];
  let holder: { worker: Worker; turn: number } | undefined;
  const grant = () => {
    while (!holder && queue.length > 0) {
      const next = queue.shift()!;
      if (next.worker.isDead()) continue;
      holder = next;
      next.worker.send({ type: GRANTED, turn: next.turn });
      onGrant?.(next.worker);
    }
  };
  workers.on('message', (worker, message) => {
    if (message?.type === ASK && typeof message.turn === 'number') {
      queue.push({ worker, turn: message.turn });
      grant();
    } else if (message?.type === DONE) {
      if (holder?.worker === worker && holder.turn === message.turn) {
        holder = undefined;
        grant();
      } else {
        const at = queue.findIndex((entry) => entry.worker === worker && entry.turn === message.turn);
        if (at >= 0) queue.splice(at, 1);
      }
    }
  });
  workers.on('exit', (worker) => {
    for (let at = queue.length - 1; at >= 0; at -= 1) if (queue[at]!.worker === worker) queue.splice(at, 1);
    if (holder?.worker === worker) {
      holder = undefined;
      grant();
    }
  });
}
