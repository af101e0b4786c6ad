import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']), time: z.string() });

/** What readiness looked at (decision 113): each true when ready. */
export const ZReady = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), search_index: z.boolean(), storage: z.boolean(), accepting: z.boolean() }),
  time: z.string(),
});

/** Liveness and readiness. API module: modules/health. */
export const healthEndpoints = {
  health: {
    check: endpoint({
      method: 'GET',
      path: '/api/health',
      access: 'public',
      response: ZHealth,
      errors: [503],
      tags: ['health'],
      summary: 'Liveness: the process answers and the database responds',
      description: 'While the database cannot be reached: 503 with Retry-After and a message saying so (every other endpoint answers 503 too).',
    }),
    ready: endpoint({
      method: 'GET',
      path: '/api/ready',
      access: 'public',
      response: ZReady,
      errors: [503],
      tags: ['health'],
      summary: 'Readiness: whether this node should be sent requests',
      description:
        'Ready when the database answers, every migration is applied, the job search index is built, file storage is reachable and the node is not shutting down. Otherwise 503 with Retry-After and a message naming the first check that failed; a node that received SIGTERM answers 503 from that moment, while it finishes the requests under way.',
    }),
  },
} as const;
