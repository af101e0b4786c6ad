import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of every text answer (issue 18): Brotli or gzip by the request's Accept-Encoding, with
 * `Vary: accept-encoding`. Brotli at quality 1 for answers made per request (pages, API JSON): its one-pass
 * compressor needs none of the hash tables qualities 2 and up set up for every answer, and in a busy server it took
 * about a tenth of a search page's CPU less than quality 3 (measured side by side) for answers about 11 % larger
 * (12.0 against 10.8 KB for an Arabic search page); quality 3 had replaced quality 4 for the same reason (decisions
 * 072 and 081). An answer up to 256 KB is compressed in one call rather than through a stream (the plugin's default
 * on 2 cores stops at 8 KB): every core already runs a server process, so the stream's hand-off to the thread pool
 * bought no parallelism, only its overhead. Below 1 KB nothing is compressed; event streams (messaging) never are,
 * so that each event reaches the page at once; files already compressed (images, PDFs) are left alone. Hashed assets
 * are compressed once at build time (scripts/precompress.mjs) and served as they are.
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
