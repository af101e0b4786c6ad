import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './uploads.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

export type TLogRecord = Record<string, unknown>;

export interface TChildServer {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  /** Resolves with the first log record that matches, waiting for it until the budget runs out. */
  waitForLog(match: (record: TLogRecord) => boolean, budgetMs: number): Promise<TLogRecord>;
}

/** A log record whose message starts with `text`. */
export const logStartsWith = (text: string) => (record: TLogRecord) => typeof record.msg === 'string' && record.msg.startsWith(text);

/**
 * `node --import tsx apps/api/src/server.ts` on its own embedded database in `dataDir`, on a free port, answered
 * once it logs that it listens; `env` adds or overrides settings.
 */
export const startApiServer = (dataDir: string, env: Record<string, string> = {}) => startServer('apps/api/src/server.ts', dataDir, env);

/**
 * The same for another entry point: `apps/web/server.ts` is the one process `npm start` runs (pages and API).
 * `ready`: the log record to wait for instead of the first "Server listening".
 */
export async function startServer(script: string, dataDir: string, env: Record<string, string> = {}, ready = logStartsWith('Server listening')): Promise<TChildServer> {
  // A PORT given in `env` is the one it listens on; otherwise a free one.
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_IP_MAX_PER_MINUTE: '100000',
      SMS_IP_MAX_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const records: TLogRecord[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      records.push(JSON.parse(line) as TLogRecord);
    } catch {
      records.push({ msg: line });
    }
    for (const wake of waiters) wake();
  });
  const waitForLog: TChildServer['waitForLog'] = (match, budgetMs) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = records.find(match);
        if (!found) return;
        finish();
        resolve(found);
      };
      const timer = setTimeout(() => {
        finish();
        // What the server did say, so that a failure on a loaded machine shows where it stood.
        const said = records
          .slice(-12)
          .map((record) => JSON.stringify(record).slice(0, 600))
          .join('\n');
        reject(new Error(`log line not seen within ${budgetMs} ms; its last log lines:\n${said}\nstderr: ${stderr.slice(-2000)}`));
      }, budgetMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  try {
    await Promise.race([
      waitForLog(ready, 150_000),
      exited.then((code) => Promise.reject(new Error(`server exited with ${code}: ${stderr.slice(-2000)}`))),
    ]);
  } catch (error) {
    // A server that never said it listens must not outlive the test that started it.
    child.kill('SIGKILL');
    throw error;
  }
  return { child, port, url: `http://127.0.0.1:${port}`, exited, waitForLog };
}
