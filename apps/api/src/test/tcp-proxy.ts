import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { PG_SERVER } from './harness.ts';

/**
 * A server away, for one app only: the app reaches the PostgreSQL server (or Redis) through this TCP proxy, which a
 * test can cut (every connection dropped, new ones refused, as a server that goes down) and reopen on the same port,
 * never touching the machine's shared server that other tests use at the same time.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Drops every connection at once (as a server that goes down does) and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

/**
 * A new, empty database on the PostgreSQL server, reached through a TcpProxy of its own: `url` goes through the proxy,
 * `drop()` cuts it and removes the database (by force: connections the cut left half-closed must not keep it).
 */
export async function createProxiedDatabase(label: string): Promise<{ proxy: TcpProxy; url: string; drop(): Promise<void> }> {
  const name = `tawzeef_test_${process.env.TAWZEEF_TEST_RUN ?? 'adhoc'}_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const server = new URL(PG_SERVER);
  const proxy = new TcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  await proxy.open();
  const url = new URL(PG_SERVER);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${name}`;
  return {
    proxy,
    url: url.toString(),
    async drop() {
      await proxy.cut();
      const client = new pg.Client({ connectionString: PG_SERVER });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
