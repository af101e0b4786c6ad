import net from 'node:net';
import { Redis } from 'ioredis';

/** The machine's Redis server, which the suite's limits tests count in (decision 112). */
export const REDIS_SERVER = { host: '127.0.0.1', port: 6379 };
export const REDIS_SERVER_URL = `redis://${REDIS_SERVER.host}:${REDIS_SERVER.port}`;

export async function isRedisReachable(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(REDIS_SERVER, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The keys under `prefix` in the machine's Redis; `remove` deletes them (a test's own clean-up). */
export async function redisKeys(prefix: string, options: { remove?: boolean } = {}): Promise<string[]> {
  const redis = new Redis(REDIS_SERVER);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (options.remove && keys.length) await redis.del(...keys);
    return keys;
  } finally {
    await redis.quit();
  }
}
