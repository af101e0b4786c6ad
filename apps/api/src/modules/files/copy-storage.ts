import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TFileStorage } from './storage.ts';

/** What a copy of one storage into another did (decision 114: `npm run storage:migrate`). */
export interface TCopyReport {
  /** Keys copied and read back with the same SHA-256. */
  copied: number;
  /** Keys already in the target with the same bytes: left as they are. */
  present: number;
  /** Keys in the target with other bytes: copied again, then checked. */
  repaired: number;
  /** Keys that could not be copied or did not read back the same (named in `failures`). */
  failures: Array<{ key: string; reason: string }>;
}

const digestOf = async (stream: Readable | null): Promise<string | null> => {
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Copies every file of `from` into `to`, idempotently: a key already there with the same SHA-256 is left; one that
 * differs is written again (an S3 put replaces it); each copy is read back and its SHA-256 compared. Temporaries
 * (writes a crash cut short) are not files and are not copied. Run it again after a failure: it resumes.
 */
export async function copyStorage(from: TFileStorage, to: TFileStorage, onProgress?: (report: TCopyReport) => void): Promise<TCopyReport> {
  const report: TCopyReport = { copied: 0, present: 0, repaired: 0, failures: [] };
  for await (const entry of from.entries()) {
    if (entry.type !== 'file') continue;
    const { key } = entry;
    try {
      const source = await from.stream(key);
      if (!source) continue;
      const data = await bytesOf(source);
      const wanted = createHash('sha256').update(data).digest('hex');
      const existing = (await to.has(key)) ? await digestOf(await to.stream(key)) : null;
      if (existing === wanted) {
        report.present += 1;
        continue;
      }
      if (existing !== null) await to.delete(key);
      await to.put(key, data);
      const written = await digestOf(await to.stream(key));
      if (written !== wanted) {
        report.failures.push({ key, reason: 'read back with other bytes' });
        continue;
      }
      if (existing === null) report.copied += 1;
      else report.repaired += 1;
    } catch (error) {
      report.failures.push({ key, reason: (error as Error).message });
    }
    onProgress?.(report);
  }
  return report;
}
