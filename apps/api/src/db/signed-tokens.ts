import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from './client.ts';
import { settings } from './schema/index.ts';

/** A setting's value, written first if it is missing (of two processes racing, the first writer wins). */
export async function keepSetting(db: TDatabase, key: string, value: string): Promise<unknown> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

const secrets = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A signing key: 32 random bytes made once and kept in `settings` under `name`, so that it survives restarts and
 * every process signs and checks with the same key.
 */
export function keptSecret(db: TDatabase, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      const value = await keepSetting(db, name, randomBytes(32).toString('base64url'));
      if (typeof value !== 'string') throw new Error(`signing key ${name} missing`);
      return Buffer.from(value, 'base64url');
    })();
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

/** `<payload>.<HMAC-SHA256 of purpose:payload, base64url>`, signed with the kept key `name`. */
export async function signToken(db: TDatabase, name: string, purpose: string, payload: string): Promise<string> {
  const mac = createHmac('sha256', await keptSecret(db, name)).update(`${purpose}:${payload}`).digest();
  return `${payload}.${mac.toString('base64url')}`;
}

/** The payload of a token signed by signToken with the same key and purpose, or null when it was changed (constant-time). */
export async function verifyToken(db: TDatabase, name: string, purpose: string, token: string): Promise<string | null> {
  const match = /^(.+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const payload = match[1] as string;
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = createHmac('sha256', await keptSecret(db, name)).update(`${purpose}:${payload}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
