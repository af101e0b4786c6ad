import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of every text answer (issue 18): Brotli or gzip by the request's Accept-Encoding, with
 * `Vary: accept-encoding`. Brotli at quality 3 for answers made per request (pages, API JSON): measured on a job
 * page (37 KB) and a search page (53 KB), quality 4 took 0.48-0.51 ms and quality 3 0.17-0.21 ms for answers 5-7 %
 * larger (9.9 against 9.3 KB), gzip 6 0.29-0.46 ms: a third of a millisecond of every page's CPU, which server
 * rendering needs more than a visitor needs 600 bytes (decision 072). An answer up to 256 KB is compressed in one
 * call rather than through a stream (the plugin's default on 2 cores stops at 8 KB): every core already runs a
 * server process, so the stream's hand-off to the thread pool bought no parallelism, only its overhead. Below 1 KB
 * nothing is compressed; event streams (messaging) never are, so that each event reaches the page at once; files
 * already compressed (images, PDFs) are left alone. Hashed assets are compressed once at build time
 * (scripts/precompress.mjs) and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 256 * 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });
}
