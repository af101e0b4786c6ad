import { ConfigError, type TConfig } from '../../config.ts';
import { S3FileStorage, StorageConfigurationError } from './s3-storage.ts';
import { LocalFileStorage, type TFileStorage } from './storage.ts';

/** The file storage STORAGE_DRIVER names (decision 114): the disk under DATA_DIR/uploads, or the S3 bucket. */
export function createFileStorage(config: Pick<TConfig, 'storage' | 'uploadsDir'>): TFileStorage {
  return config.storage.driver === 's3' ? new S3FileStorage(config.storage.s3) : new LocalFileStorage(config.uploadsDir);
}

/**
 * At start: an S3 bucket that is missing, credentials the store refuses, or a store that does not answer end the
 * process with one line naming the variable (a ConfigError: exit 78). The disk needs nothing: its folder is made at
 * the first upload.
 */
export async function verifyFileStorage(storage: TFileStorage): Promise<void> {
  if (!(storage instanceof S3FileStorage)) return;
  try {
    await storage.verify();
  } catch (error) {
    if (error instanceof StorageConfigurationError) throw new ConfigError(`Invalid configuration: ${error.message}`);
    throw error;
  }
}
