import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The client build as files, each under its own route (`wildcard: false`: anything else reaches the pages). Hashed
 * assets never change under their name: a year, immutable; the icons and the manifest a day. A text asset goes as the
 * .br or .gz copy the build wrote next to it (scripts/precompress.mjs) when the browser takes it.
 */
export async function serveClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const assetsDir = `${path.join(clientDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });
  // An asset of another build (a page loaded before a deployment asks for its old chunk): a bare 404, no page rendered.
  app.get('/assets/*', (_request, reply) => reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found'));
}
