import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type TConfig } from './config.ts';

/**
 * Runs a server process: reads the configuration (a bad value ends the process with its one-line message
 * and exit code 78), starts, listens, and closes gracefully on SIGINT or SIGTERM.
 */
export function runServer(start: (config: TConfig) => Promise<{ app: FastifyInstance; close(): Promise<void> }>): void {
  const main = async () => {
    const config = loadConfig();
    const server = await start(config);
    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      server.app.log.info(`${signal}: closing`);
      await server.close();
      process.exit(0);
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
