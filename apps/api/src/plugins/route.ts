import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { fastAnswerCompiler } from './fast-answer.ts';
import { ZErrorEnvelope, ZStepUpRefusal, envelope, isRawAnswer, type TEndpointDataIn, type TEndpointDef } from '@tawzeef/contract';

type TOut<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a declared endpoint: params, query and body as its schemas parsed them. */
export type TEndpointRequest<E extends TEndpointDef> = FastifyRequest<{ Params: TOut<E['params']>; Querystring: TOut<E['query']>; Body: TOut<E['body']> }>;

/** A handler answers the envelope ({ message, data }) of its declaration, or, for a raw answer, sends it through the reply. */
export type TEndpointAnswer<E extends TEndpointDef> = E['response'] extends z.ZodType ? { message: string; data: TEndpointDataIn<E> } : FastifyReply | unknown;

export type TEndpointHandler<E extends TEndpointDef> = (request: TEndpointRequest<E>, reply: FastifyReply) => Promise<TEndpointAnswer<E>>;

export interface TRouteOptions {
  /** Per-route rate limit (@fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: string };
  /** An administrator without the second step may call it: what sets the app up, logout, the header's profile (decision 160). */
  beforeSecondStep?: true;
  /** The success answer written by a compiled serializer (fast-answer.ts, decision 053); checked by zod as well outside production. */
  fastAnswer?: { check: boolean };
}

const binary = z.string().meta({ format: 'binary' });

function responseSchemas(definition: TEndpointDef) {
  const success = definition.status && definition.status < 300 ? definition.status : 200;
  const schemas: Record<number, unknown> = {};
  const { response } = definition;
  if (!isRawAnswer(response)) schemas[success] = envelope(response);
  else if (response.raw === 'file') {
    const types = response.contentTypes ?? ['application/octet-stream'];
    schemas[success] = { description: response.description, content: Object.fromEntries(types.map((type) => [type, { schema: binary }])) };
  } else if (response.raw === 'json') {
    schemas[success] = { description: response.description, content: { 'application/json': { schema: z.unknown() } } };
  } else if (response.raw === 'html') {
    schemas[success] = { description: response.description, content: { 'text/html': { schema: z.string() } } };
  } else {
    schemas[definition.status ?? 302] = { description: response.description, content: { 'text/plain': { schema: z.string() } } };
  }
  const errors = new Set<number>(definition.errors ?? []);
  if (definition.access !== 'public') errors.add(401);
  if (Array.isArray(definition.access)) errors.add(403);
  if (definition.params || definition.query || definition.body) errors.add(422);
  for (const status of [...errors].sort()) schemas[status] = status === 403 && definition.stepUp ? ZStepUpRefusal : ZErrorEnvelope;
  return schemas;
}

function routeConfig(definition: TEndpointDef, options: TRouteOptions) {
  const { access } = definition;
  return {
    ...(access === 'public' ? { public: true } : {}),
    ...(Array.isArray(access) ? { roles: access } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    ...(options.beforeSecondStep ? { beforeSecondStep: true } : {}),
  };
}

/**
 * Registers a declared endpoint on a scope whose prefix its path starts with (`/api/v1`, `/api/admin`): the
 * schemas validate and document it, the access becomes the route's auth config, and the declared success
 * status is set before the handler runs. The handler parses nothing by hand and answers its declared data.
 */
export function route<E extends TEndpointDef>(app: FastifyInstance, definition: E, handler: TEndpointHandler<E>, options: TRouteOptions = {}): void {
  const { prefix } = app;
  if (!definition.path.startsWith(`${prefix}/`)) throw new Error(`${definition.method} ${definition.path} is not under the scope ${prefix}`);
  const url = definition.path.slice(prefix.length);
  const schema: RouteShorthandOptions['schema'] & Record<string, unknown> = {
    tags: [...definition.tags],
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    ...(definition.access !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: responseSchemas(definition),
  };
  const status = definition.status;
  app.route({
    method: definition.method,
    url,
    schema,
    config: routeConfig(definition, options),
    ...(options.fastAnswer ? { serializerCompiler: fastAnswerCompiler(options.fastAnswer.check) } : {}),
    handler: async (request, reply) => {
      if (status) reply.code(status);
      return handler(request as TEndpointRequest<E>, reply);
    },
  });
}

/** Registers every endpoint of a group with its handler: a missing or extra handler is a type error. */
export function routes<G extends Record<string, TEndpointDef>>(
  app: FastifyInstance,
  group: G,
  handlers: { [K in keyof G]: TEndpointHandler<G[K]> | [TEndpointHandler<G[K]>, TRouteOptions] },
): void {
  for (const name of Object.keys(group) as Array<keyof G & string>) {
    const entry = handlers[name];
    const [handler, options] = Array.isArray(entry) ? entry : [entry, {}];
    route(app, group[name]!, handler as TEndpointHandler<G[typeof name]>, options);
  }
}
