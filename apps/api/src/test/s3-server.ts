import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TS3Config } from '../modules/files/s3-storage.ts';

/**
 * A real server speaking the S3 protocol, started by the test itself (npm `s3rver`, decision 114), on a port and a
 * folder of its own, with one bucket. Its credentials are the server's fixed ones; it checks each request's signature.
 */
export async function startS3Server(bucket = 'tawzeef-uploads'): Promise<{ config: TS3Config; env: Record<string, string>; directory: string; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const config: TS3Config = { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    config,
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: config.endpoint!, S3_REGION: config.region, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
