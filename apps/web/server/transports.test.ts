import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SharedAnswers } from './shared-answers.ts';
import { injectTransport } from './transports.ts';

describe("the in-process API's streams (the message events)", () => {
  it('hands an endless answer on as it is written, and ends the API side without an error when the page side goes', async () => {
    const app = Fastify();
    let apiSideClosed = false;
    const ticking = new Set<NodeJS.Timeout>();
    app.get('/events', (request, reply) => {
      const timer = setInterval(() => reply.raw.write('data: tick\n\n'), 1);
      ticking.add(timer);
      reply.raw.once('close', () => {
        apiSideClosed = true;
        clearInterval(timer);
      });
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('data: first\n\n');
      return reply;
    });
    const uncaught: unknown[] = [];
    const keep = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', keep);
    try {
      const transport = injectTransport(app, 'token', new SharedAnswers());
      for (let round = 0; round < 20; round += 1) {
        const controller = new AbortController();
        const response = await transport.stream!({ path: '/events', headers: {}, remoteAddress: '127.0.0.1', signal: controller.signal });
        expect(response.headers.get('content-type')).toBe('text/event-stream');
        // The page side as the web server sends it: a Node stream read from the answer's body, then gone.
        const toVisitor = Readable.fromWeb(response.body as never);
        const first = await new Promise<string>((resolve) => toVisitor.once('data', (chunk: Buffer) => resolve(chunk.toString())));
        expect(first).toContain('data: first');
        toVisitor.destroy();
        controller.abort();
        await expect.poll(() => apiSideClosed).toBe(true);
        apiSideClosed = false;
      }
      // Chunks still written after the page side went are dropped, not thrown.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', keep);
      for (const timer of ticking) clearInterval(timer);
      await app.close();
    }
  });
});
