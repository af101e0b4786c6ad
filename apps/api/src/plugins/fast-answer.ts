import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers of the busiest reads (job and candidate search, decision 053) are written by a serializer compiled
 * once from the response schema (fast-json-stringify, Fastify's own), rather than checked by zod and then given to
 * JSON.stringify on every answer. Like zod's check, it writes only the declared properties: a field a handler
 * adds by mistake never leaves the server. Outside production (`check`) zod also checks and writes every answer, as
 * for every other route, and the two writings must be the same text: the API tests prove that the answers keep to
 * the schema and that the compiled writer writes what zod would. In production only the compiled writer runs.
 */
export function fastAnswerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (definition) => {
    const checked = serializerCompiler(definition as Parameters<typeof serializerCompiler>[0]);
    const status = Number(definition.httpStatus);
    // Errors keep the usual path: they are rare and their envelope is small.
    if (!(status >= 200 && status < 300)) return checked;
    const write = compileAnswer(definition.schema as z.ZodType);
    if (!check) return write;
    return (data: unknown) => {
      const expected = checked(data);
      const written = write(data);
      if (written !== expected) throw new Error(`${definition.method} ${definition.url}: the compiled answer differs from zod's:\n${written}\n${expected}`);
      return written;
    };
  };
}

/** The compiled writer of a zod schema's output (what JSON.stringify of zod's encoded answer gives, field for field). */
export function compileAnswer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJsonStringify(json as Schema) as (data: unknown) => string;
}
