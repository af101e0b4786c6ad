// `npm run storage:migrate`: copies the uploads of a disk installation (DATA_DIR/uploads) into the S3 bucket that
// STORAGE_DRIVER=s3 and the S3_* variables name (decision 114), idempotently, each file read back and its SHA-256
// compared; then says what it did. Run it before switching a running installation to the bucket, and again just after
// (it copies only what is missing or differs). Exit 0 when every file is in the bucket, 1 otherwise, 78 for bad configuration.
import { ConfigError, loadConfig } from '../config.ts';
import { S3FileStorage } from '../modules/files/s3-storage.ts';
import { LocalFileStorage } from '../modules/files/storage.ts';
import { copyStorage } from '../modules/files/copy-storage.ts';
import { verifyFileStorage } from '../modules/files/file-storage.ts';
import { readDotEnv } from './dot-env.ts';

async function main(): Promise<number> {
  readDotEnv();
  const config = loadConfig();
  if (config.storage.driver !== 's3') throw new ConfigError('Invalid configuration: STORAGE_DRIVER must be s3 (with S3_BUCKET and its credentials) to copy the uploads into a bucket');
  const target = new S3FileStorage(config.storage.s3);
  await verifyFileStorage(target);
  const source = new LocalFileStorage(config.uploadsDir);
  console.log(`Copying ${config.uploadsDir} into s3://${config.storage.s3.bucket}/uploads/ ...`);
  const report = await copyStorage(source, target);
  console.log(`copied ${report.copied}, already there ${report.present}, copied again because they differed ${report.repaired}, failed ${report.failures.length}`);
  for (const failure of report.failures) console.error(`  ${failure.key}: ${failure.reason}`);
  return report.failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
