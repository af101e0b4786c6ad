import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of every text answer (issue 18): Brotli or gzip by the request's Accept-Encoding, with
 * `Vary: accept-encoding`. Brotli at quality 4 for answers made per request (pages, API JSON): most of the
 * size gain of the highest qualities at a small part of their CPU, which server rendering needs more. Below 1 KB
 * nothing is compressed; event streams (messaging) never are, so that each event reaches the page at once; files
 * already compressed (images, PDFs) are left alone. Hashed assets are compressed once at build time
 * (scripts/precompress.mjs) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
