import cluster, { type Worker } from 'node:cluster';
import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type TConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { passOn } from './load-shedding.ts';
import { serveClusterMetrics } from './metrics.ts';
import { serveBuildTurns } from './build-turns.ts';
import { warmUp } from './warm-up.ts';

/** A server process: its app, how it closes, and the pages a cluster's worker asks itself for before it listens. */
type TStart = (config: TConfig) => Promise<{ app: FastifyInstance; close(): Promise<void>; warmPaths?: readonly string[] }>;

/** Whether this process is one of several serving one port (decision 044): the primary prepared the database. */
export const isServerWorker = cluster.isWorker;

/** How many processes serve the port: SERVER_PROCESSES on the PostgreSQL server; one on the embedded database. */
export const serverProcesses = (config: TConfig) => (config.databaseUrl ? config.serverProcesses : 1);

/**
 * Runs a server process: reads the configuration (a bad value ends the process with its one-line message
 * and exit code 78), starts, listens, and shuts down gracefully on SIGINT or SIGTERM (decision 025): no new
 * connections, the requests under way finish (up to SHUTDOWN_TIMEOUT_SECONDS, then their connections are cut),
 * then `close()` stops the schedulers and closes the database. Exit code 0, or 1 when requests had to be cut.
 * A second signal during the shutdown ends the process at once (Node's default).
 *
 * On the PostgreSQL server with SERVER_PROCESSES above one (decision 044), this process becomes the primary of a
 * cluster: it prepares the database once (migrations, seeds), then forks that many workers sharing the port, each
 * running `start` as above; a worker that dies is replaced; a signal to the primary shuts every worker down
 * gracefully (workers take their shutdown from the primary, not from signals, so a terminal's Ctrl-C reaching the
 * whole process group is one shutdown, not two; a worker still loading is told again when it listens). A worker
 * listens once warm (decision 228: ready, and the first pages rendered once), within a minute and a half.
 */
export function runServer(start: TStart): void {
  const main = async () => {
    const config = loadConfig();
    const processes = serverProcesses(config);
    if (processes > 1 && cluster.isPrimary) return runPrimary(config, processes);
    // A worker hears its shutdown from the start, so one that comes while it is still starting is kept and carried
    // out once it has started (a worker that missed it would serve on, and its primary wait for ever).
    let asked: string | undefined;
    let ask = (signal: string) => {
      asked ??= signal;
    };
    if (cluster.isWorker) {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
      process.on('message', (message: { type?: string; signal?: string }) => {
        if (message?.type === 'shutdown') ask(message.signal ?? 'SIGTERM');
      });
    }
    const server = await start(config);
    // A cluster's worker listens once warm (decision 228); a shutdown asked meanwhile ends the warm-up and is kept.
    if (cluster.isWorker && !asked) {
      const warm = await warmUp(server.app, server.warmPaths ?? [], { stop: () => asked !== undefined });
      server.app.log.info(warm, 'warmed up before listening');
    }
    const drain = drainOnSignal(server.app.server);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      const log = server.app.log;
      log.info(`${signal}: refusing new connections once the ${DRAIN_GRACE_MS / 1000} s grace ends, finishing the requests under way (up to ${config.shutdownTimeoutMs / 1000} s)`);
      const cut = await drain(config.shutdownTimeoutMs);
      if (cut) log.warn(`${signal}: requests still running after ${config.shutdownTimeoutMs / 1000} s were cut`);
      // Past the limit the clean-up itself gets a few seconds more, then the process ends regardless.
      setTimeout(() => process.exit(1), 5000).unref();
      await server.close();
      log.info(`${signal}: closed`);
      process.exit(cut ? 1 : 0);
    };
    ask = (signal) => void shutdown(signal);
    if (asked) return shutdown(asked);
    // A single process that is still starting ends at once on a signal (Node's default): it has nothing under way.
    if (!cluster.isWorker) {
      process.once('SIGINT', () => ask('SIGINT'));
      process.once('SIGTERM', () => ask('SIGTERM'));
    }
    await server.app.listen({ port: config.port, host: config.host });
  };
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    console.error(error);
    process.exit(1);
  });
}

const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * The Node options a cluster worker starts with (decision 075): the primary's own, and a young generation of
 * `megabytes` per semi-space, unless the operator named one (in the primary's options or NODE_OPTIONS, which the
 * workers inherit) or `megabytes` is 0 (V8's own size). A page allocates a megabyte or two of short-lived objects
 * while a dozen others are under way; with V8's default young generation they are scavenged and copied several times
 * before they die.
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions: string | undefined, megabytes: number): string[] {
  const named = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((option) => option === SEMI_SPACE_FLAG || option.startsWith(`${SEMI_SPACE_FLAG}=`));
  return megabytes > 0 && !named ? [...execArgv, `${SEMI_SPACE_FLAG}=${megabytes}`] : [...execArgv];
}

/** A log line in the servers' JSON format, from the primary. */
function primaryLog(level: 30 | 40 | 50, msg: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', msg, ...extra }));
}

/** The cluster's primary: prepares the database once, forks the workers, replaces one that dies, shuts them down. */
async function runPrimary(config: TConfig, processes: number): Promise<void> {
  const database = await openDatabase(config);
  try {
    const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo });
    if (seeded.demo) primaryLog(30, 'Demo accounts created (see README)');
  } finally {
    await database.close();
  }
  /** The signal the shutdown began with; undefined while the workers serve. */
  let shutdownSignal: string | undefined;
  let cut = false;
  const recentDeaths: number[] = [];
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS, config.serverYoungGenerationMb) });
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (code) cut = true;
    if (shutdownSignal) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(cut ? 1 : 0);
      return;
    }
    // A worker that dies is replaced; one that dies again and again (five times in a minute) ends the service.
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    primaryLog(50, 'server process died: starting another', { worker: worker.process.pid, code, signal });
    if (recentDeaths.length >= 5) {
      primaryLog(50, 'server processes keep dying: stopping');
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL');
      process.exit(1);
    }
    fork();
  });
  const shutdown = (signal: string) => {
    if (shutdownSignal) {
      // A second signal: at once, as a single process does.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    shutdownSignal = signal;
    primaryLog(30, `${signal}: shutting down ${Object.keys(cluster.workers ?? {}).length} server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send({ type: 'shutdown', signal });
    if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A worker still loading when the shutdown was sent may not have heard it: it is told again once it listens.
  cluster.on('listening', (worker: Worker) => {
    if (shutdownSignal) worker.send({ type: 'shutdown', signal: shutdownSignal });
  });
  // Every worker's metrics gathered on METRICS_PORT (decision 113): the workers do not open it themselves.
  await serveClusterMetrics(config);
  // The workers build their search indexes one at a time (decision 226).
  serveBuildTurns(cluster, (worker) => primaryLog(30, 'search index build: its turn', { worker: worker.process.pid }));
  primaryLog(30, `starting ${processes} server processes`);
  for (let i = 0; i < processes; i += 1) fork();
}

/** Emitted on the HTTP server when a drain begins. */
export const DRAINING_EVENT = 'tawzeef:draining';

/**
 * How long a draining server goes on answering, each answer with `Connection: close`, before it stops listening and
 * closes the keep-alive connections still idle. A proxy in front (nginx, decision 119) may be sending a request on an
 * idle keep-alive connection at any instant; closed under it, that request fails, and a POST is not passed on to
 * another node. Answered with `Connection: close` instead, each connection the proxy uses retires itself cleanly; one
 * it does not use meanwhile it closes itself once idle for its keep-alive timeout, which must be shorter than this
 * (4 s in deploy/nginx/tawzeef.conf, checked by run.test.ts; decision 179). By the end of the grace the proxy holds
 * no connection to this server, and new connections refused after it are passed on to another node.
 */
export const DRAIN_GRACE_MS = 5000;

/**
 * After the grace, the server stops listening once no connection has come for this long (decision 214). A connection
 * the kernel has accepted and the server not yet taken is reset when it stops listening: a POST sent on it was lost
 * (502). After the grace every read is answered 502, which nginx passes on to another node and counts as a failure
 * (three, and it leaves the node out for its fail_timeout): the connections stop coming, and then it stops listening.
 */
export const DRAIN_QUIET_MS = 300;

/**
 * Drains an HTTP server at the socket level, before the app closes (an app that is closing refuses the in-process
 * calls a page still makes to the API): answers every response from then on with `Connection: close`, stops
 * listening and closes the idle keep-alive connections after the grace (`DRAIN_GRACE_MS`, at most half the limit),
 * and waits for the last connection to end or the limit to pass. Resolves `true` when connections had to be cut.
 */
export function drainOnSignal(server: Server): (timeoutMs: number) => Promise<boolean> {
  let draining = false;
  let handingOver = false;
  let lastConnectionAt = 0;
  const underWay = new Set<ServerResponse>();
  server.prependListener('connection', () => {
    lastConnectionAt = Date.now();
  });
  server.prependListener('request', (request, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    if (handingOver && (request.method === 'GET' || request.method === 'HEAD')) passOn(request);
    underWay.add(response);
    response.once('close', () => underWay.delete(response));
  });
  return (timeoutMs) =>
    new Promise((resolve) => {
      draining = true;
      // Endless responses (the message event streams) listen for this and end themselves: their clients reconnect.
      server.emit(DRAINING_EVENT);
      for (const response of underWay) if (!response.headersSent) response.setHeader('connection', 'close');
      if (!server.listening) return resolve(false);
      let cut = false;
      const timer = setTimeout(() => {
        cut = true;
        server.closeAllConnections();
      }, timeoutMs);
      // server.close() also closes the idle keep-alive connections (Node 19 and later): only after the grace, once no
      // connection has come for DRAIN_QUIET_MS (or at three quarters of the limit).
      const grace = Math.min(DRAIN_GRACE_MS, timeoutMs / 2);
      const latest = Date.now() + Math.max(grace, timeoutMs * 0.75);
      const closeWhenQuiet = () => {
        if (Date.now() - lastConnectionAt < DRAIN_QUIET_MS && Date.now() < latest) {
          setTimeout(closeWhenQuiet, 50);
          return;
        }
        server.close(() => {
          clearTimeout(timer);
          resolve(cut);
        });
      };
      setTimeout(() => {
        handingOver = true;
        closeWhenQuiet();
      }, grace);
    });
}
