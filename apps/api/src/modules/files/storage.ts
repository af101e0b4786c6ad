import { randomBytes } from 'node:crypto';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** One thing file storage holds: the bytes of a key, or a temporary a write uses until its bytes are complete. */
export type TStoredEntry =
  | { type: 'file'; key: string; modifiedAt: Date }
  | { type: 'temporary'; name: string; modifiedAt: Date };

/**
 * Where the bytes of uploads live: the local disk (LocalFileStorage, the default) or an S3-compatible store
 * (S3FileStorage, s3-storage.ts; decision 114), chosen by STORAGE_DRIVER in files/file-storage.ts.
 */
export interface TFileStorage {
  /**
   * Stores the bytes under a new key, whole or not at all: a reader never sees part of them, and a failure
   * (a full disk: StorageFullError) leaves nothing behind. Fails if the key exists.
   */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a key, or null when nothing is stored under it. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the bytes of a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether bytes are stored under a key. */
  has(key: string): Promise<boolean>;
  /** Whether the storage is there at all (a local folder that exists; not, say, a volume that failed to mount). */
  isAvailable(): Promise<boolean>;
  /** Everything stored: the files of keys, and the temporaries of writes under way or cut short by a crash. */
  entries(): AsyncIterable<TStoredEntry>;
  /** Removes an entry `entries()` gave; one already gone is not an error. */
  remove(entry: TStoredEntry): Promise<void>;
}

/** The bytes did not fit: the disk is full or a quota is reached (answered 507). */
export class StorageFullError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('file storage is full', options);
    this.name = 'StorageFullError';
  }
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

function isNoSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * A write in progress is `.<key>.<random>.tmp` beside where its key goes: never taken for a key, so the clean-up
 * can tell a crashed write from a finished one, and on the same file system, so the final link is atomic.
 */
const TEMPORARY_PATTERN = /^\.([0-9a-f]{32})\.[0-9a-f]{8}\.tmp$/;

export function temporaryName(key: string): string {
  return `.${key}.${randomBytes(4).toString('hex')}.tmp`;
}

/** Makes a rename or link inside `dir` durable (a crash after it cannot undo it). Not every platform can open a folder to sync it. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM' && code !== 'EBADF') throw error;
  } finally {
    await handle?.close();
  }
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

  /**
   * Writes a temporary beside the key's place, flushes it to the disk, then links it under the key (a link never
   * replaces another upload: EEXIST) and drops the temporary name. Any failure removes whatever it wrote, so a
   * full disk leaves no partial file; nobody reads a key before its row exists, which is after this returns.
   */
  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    const temporary = path.join(dir, temporaryName(key));
    let linked = false;
    try {
      await fs.mkdir(dir, { recursive: true });
      const handle = await fs.open(temporary, 'wx', 0o640);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.link(temporary, target);
      linked = true;
      await fs.rm(temporary);
      await syncDirectory(dir);
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      if (linked) await fs.rm(target, { force: true }).catch(() => undefined);
      if (isNoSpace(error)) throw new StorageFullError({ cause: error });
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

  async has(key: string): Promise<boolean> {
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async isAvailable(): Promise<boolean> {
    try {
      return (await fs.stat(this.root)).isDirectory();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Walks root/ab/cd/: files named by a key in their right place, and temporaries; anything else is left alone. */
  async *entries(): AsyncIterable<TStoredEntry> {
    for (const first of await subfolders(this.root)) {
      for (const second of await subfolders(path.join(this.root, first))) {
        const dir = path.join(this.root, first, second);
        for (const name of await filesIn(dir)) {
          const temporary = TEMPORARY_PATTERN.exec(name);
          const key = temporary ? temporary[1] : name;
          if (!key || !isFileKey(key) || key.slice(0, 2) !== first || key.slice(2, 4) !== second) continue;
          let modifiedAt: Date;
          try {
            modifiedAt = (await fs.stat(path.join(dir, name))).mtime;
          } catch (error) {
            if (isMissing(error)) continue;
            throw error;
          }
          yield temporary ? { type: 'temporary', name: path.join(first, second, name), modifiedAt } : { type: 'file', key, modifiedAt };
        }
      }
    }
  }

  async remove(entry: TStoredEntry): Promise<void> {
    if (entry.type === 'file') return this.delete(entry.key);
    const [first, second, name] = entry.name.split(path.sep);
    if (!first || !second || !name || !TEMPORARY_PATTERN.test(name)) throw new Error(`Not a temporary: ${JSON.stringify(entry.name)}`);
    await fs.rm(path.join(this.root, first, second, name), { force: true });
  }
}

const FAN_OUT = /^[0-9a-f]{2}$/;

/** The two-hex-digit folders of a fan-out level (none when the folder is missing). */
async function subfolders(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && FAN_OUT.test(entry.name)).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
