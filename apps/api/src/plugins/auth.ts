import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TUserType } from '@tawzeef/contract';
import { authenticate } from '../modules/auth/service.ts';
import type { TUserWithCompany } from '../modules/auth/queries.ts';
import { forbidden, HttpError, unauthenticated } from '../errors.ts';
import type { TDatabase } from '../db/client.ts';

export interface TAuthContext {
  user: TUserWithCompany;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Everything else is protected by default. */
    public?: boolean;
    /** Only these account types may call the route. */
    roles?: readonly TUserType[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The authenticated account of a protected route (the hook guarantees it is there). */
export function requireAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The company of the logged-in COMPANY account (routes check the role; an account without a company is 403). */
export function requireCompanyId(request: FastifyRequest): number {
  const id = requireAuth(request).user.company_id;
  if (id === null) throw forbidden();
  return id;
}

/**
 * Protects every route of the scope it is registered in, except those whose config says `public: true`.
 * `roles` narrows a route (or, with `defaultRoles`, a whole scope such as /api/admin) to account types.
 */
export function authPlugin(db: TDatabase, defaultRoles?: readonly TUserType[]) {
  return fp(async (app: FastifyInstance) => {
    if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      const token = bearerToken(request);
      const found = token ? await authenticate(db, token) : null;
      request.auth = found ? { user: found.user, sessionId: found.session.id } : null;
      if (config.public) return;
      if (!request.auth) throw unauthenticated();
      const roles = config.roles ?? defaultRoles;
      if (roles && !roles.includes(request.auth.user.type)) throw new HttpError(403, 'forbidden');
    });
  });
}
