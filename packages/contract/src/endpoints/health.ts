import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']), time: z.string() });

/** Liveness. API module: modules/health. */
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
  },
} as const;
