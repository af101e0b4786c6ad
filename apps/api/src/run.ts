import type { Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type TConfig } from './config.ts';

/**
 * Runs a server process: reads the configuration (a bad value ends the process with its one-line message
 * and exit code 78), starts, listens, and shuts down gracefully on SIGINT or SIGTERM (decision 025): no new
 * connections, the requests under way finish (up to SHUTDOWN_TIMEOUT_SECONDS, then their connections are cut),
 * then `close()` stops the schedulers and closes the database. Exit code 0, or 1 when requests had to be cut.
 * A second signal during the shutdown ends the process at once (Node's default).
 */
export function runServer(start: (config: TConfig) => Promise<{ app: FastifyInstance; close(): Promise<void> }>): void {
  const main = async () => {
    const config = loadConfig();
    const server = await start(config);
    const drain = drainOnSignal(server.app.server);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      const log = server.app.log;
      log.info(`${signal}: refusing new connections, finishing the requests under way (up to ${config.shutdownTimeoutMs / 1000} s)`);
      const cut = await drain(config.shutdownTimeoutMs);
      if (cut) log.warn(`${signal}: requests still running after ${config.shutdownTimeoutMs / 1000} s were cut`);
      // Past the limit the clean-up itself gets a few seconds more, then the process ends regardless.
      setTimeout(() => process.exit(1), 5000).unref();
      await server.close();
      log.info(`${signal}: closed`);
      process.exit(cut ? 1 : 0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
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

/** Emitted on the HTTP server when a drain begins. */
export const DRAINING_EVENT = 'tawzeef:draining';

/**
 * Drains an HTTP server at the socket level, before the app closes (an app that is closing refuses the in-process
 * calls a page still makes to the API): stops listening, closes idle keep-alive connections, answers every
 * response from then on with `Connection: close`, and waits for the last connection to end or the limit to pass.
 * Resolves `true` when connections had to be cut.
 */
export function drainOnSignal(server: Server): (timeoutMs: number) => Promise<boolean> {
  let draining = false;
  const underWay = new Set<ServerResponse>();
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    underWay.add(response);
    response.once('close', () => {
      underWay.delete(response);
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
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
      server.close(() => {
        clearTimeout(timer);
        resolve(cut);
      });
      server.closeIdleConnections();
    });
}
