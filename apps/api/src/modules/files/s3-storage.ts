import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isFileKey, type TFileStorage, type TStoredEntry } from './storage.ts';

/**
 * Uploads in any S3-compatible object store (decision 114, issue 48 §1), through the official AWS SDK: the bytes of a
 * key are the object `uploads/<key>` of S3_BUCKET. A PutObject is whole or absent, so there are no temporaries; an
 * object written by a process that died before its row was committed is an orphan, which the clean-up finds through
 * `entries()` as on the disk. A store that does not answer is a StorageUnavailableError (answered 503).
 */

export interface TS3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The store did not answer (refused, timed out, 5xx): nothing was stored; try again (503 with Retry-After). */
export class StorageUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('file storage is not answering', options);
    this.name = 'StorageUnavailableError';
  }
}

/** The store answered that the configuration is wrong: the bucket is missing, or the credentials are refused. */
export class StorageConfigurationError extends Error {
  constructor(
    readonly variable: 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_ENDPOINT',
    message: string,
  ) {
    super(message);
    this.name = 'StorageConfigurationError';
  }
}

const PREFIX = 'uploads/';
/** How long one call to the store may take before it counts as not answering. */
const REQUEST_TIMEOUT_MS = 10_000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isNotFound = (error: unknown) => statusOf(error) === 404 || (error as { name?: string } | undefined)?.name === 'NoSuchKey' || (error as { name?: string } | undefined)?.name === 'NotFound';

/** Errors of the store's own answers stay what they are; anything else (no answer, a 5xx) means it is away. */
function unavailable(error: unknown): Error {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return error as Error;
  return new StorageUnavailableError({ cause: error });
}

export class S3FileStorage implements TFileStorage {
  readonly client: S3Client;

  constructor(readonly config: TS3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The checksums S3 itself asks for, not the SDK's newer default trailers, which S3-compatible stores
      // (MinIO's older releases, Ceph, the test server) do not all read.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: 3000 },
    });
  }

  private objectOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return `${PREFIX}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: this.objectOf(key), Body: data, ContentLength: data.length }));
    } catch (error) {
      throw unavailable(error);
    }
  }

  async stream(key: string): Promise<Readable | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectOf(key) }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectOf(key) }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw unavailable(error);
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectOf(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw unavailable(error);
    }
  }

  async isAvailable(): Promise<boolean> {
    try {
      await this.verify();
      return true;
    } catch {
      return false;
    }
  }

  /** Throws a StorageConfigurationError naming the variable when the bucket or the credentials are wrong. */
  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new StorageConfigurationError('S3_BUCKET', `S3_BUCKET ${this.config.bucket} does not exist at the store`);
      if (status === 401 || status === 403) throw new StorageConfigurationError('S3_ACCESS_KEY_ID', 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are refused by the store');
      throw new StorageConfigurationError('S3_ENDPOINT', `S3_ENDPOINT does not answer (${(error as Error).message})`);
    }
  }

  async *entries(): AsyncIterable<TStoredEntry> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: PREFIX, ContinuationToken: token }));
      } catch (error) {
        throw unavailable(error);
      }
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(PREFIX.length);
        if (key && isFileKey(key)) yield { type: 'file', key, modifiedAt: object.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async remove(entry: TStoredEntry): Promise<void> {
    // A PutObject leaves no temporary behind; only files are ever listed.
    if (entry.type === 'file') await this.delete(entry.key);
  }
}
