import { z } from 'zod';

/** Row ids are PostgreSQL `integer`s (serial): anything above this is no row, and the database would refuse it (500). */
export const DB_ID_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive integer PostgreSQL can compare (a larger one is `valid`, like an unknown id). */
export const ZId = z.number().int().positive().max(DB_ID_MAX, { message: 'valid' });

/** A row id in a path or query string (`/jobs/:id`, `?job_id=`). */
export const ZIdParam = z.coerce.number().int().positive().max(DB_ID_MAX, { message: 'valid' });
