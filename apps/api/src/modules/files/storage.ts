import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where the bytes of uploads live. Local disk today; an S3-compatible store can implement the same three calls. */
export interface TFileStorage {
  /** Stores the bytes under a new key; fails if the key exists. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the bytes of a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** A storage key: 128 random bits as 32 lowercase hex characters. Never derived from anything the client sent. */
export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files under `root`, fanned out by the key's first two byte pairs: root/ab/cd/abcd…. */
export class LocalFileStorage implements TFileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The path of a key; refuses anything that is not a key, so no input can reach outside the root. */
  pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // 'wx': never replaces another upload. Nobody reads a key before its row exists, which is after this returns.
    try {
      await fs.writeFile(target, data, { flag: 'wx', mode: 0o640 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(target, { force: true });
      throw error;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    try {
      // Opened before the answer starts, so a missing file is a 404 rather than a broken response.
      const handle = await fs.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
