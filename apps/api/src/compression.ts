import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of every text answer (issue 18): Brotli or gzip by the request's Accept-Encoding, with
 * `Vary: accept-encoding`. Brotli at quality 1 for answers made per request (pages, API JSON): its one-pass
 * compressor needs none of the hash tables that qualities 2 and up set up for every answer, and in a busy server
 * those cost more CPU than their smaller answers are worth (decisions 072 and 081 hold the measurements). An answer
 * up to 256 KB is compressed in one call rather than through a stream (the plugin's default on 2 cores stops at
 * 8 KB): every core already runs a server process, so the stream's hand-off to the thread pool buys no parallelism,
 * only its overhead. Below 1 KB nothing is compressed; event streams (messaging) never are, so that each event
 * reaches the page at once; files already compressed (images, PDFs) are left alone. Hashed assets are compressed
 * once at build time (scripts/precompress.mjs) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 6 },
  });
}
