import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyCan, type TCompanyCapability, type TCompanyRole, type TUserType } from '@tawzeef/contract';
import { authenticate } from '../modules/auth/service.ts';
import { isSecondStepRequired } from '../modules/auth/second-step.ts';
import type { TUserWithCompany } from '../modules/auth/queries.ts';
import { forbidden, HttpError, unauthenticated } from '../errors.ts';
import type { TDatabase } from '../db/client.ts';

export interface TAuthContext {
  user: TUserWithCompany;
  sessionId: number;
  /** When the session's person last gave their second step (decision 160); null: never in this session. */
  secondStepAt: Date | null;
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
    /** Reachable by an administrator's session that has not given the second step yet: to set it up (decision 160). */
    beforeSecondStep?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * An administrator's session that has not given the second step (decision 160): the account has no app yet, or the
 * session began before it was set up. It reaches only what sets the app up (routes marked `beforeSecondStep`).
 */
export const lacksSecondStep = (auth: TAuthContext): boolean => isSecondStepRequired(auth.user) && auth.secondStepAt === null;

/** The authenticated account of a protected route (the hook guarantees it is there). */
export function requireAuth(request: FastifyRequest): TAuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** A member acting for their company: who, in which company, with which role. */
export interface TCompanyAccess {
  companyId: number;
  userId: number;
  memberId: number;
  role: TCompanyRole;
}

/**
 * The one place a company route is authorised (decision 116): the logged-in account must be a member of a company
 * (the routes already admit only COMPANY accounts), and its role must allow `capability` (contract: ROLE_CAPABILITIES).
 * No company, or a role that may not: 403. A member removed a moment ago has no live session left (their sessions end
 * with the membership), so they are 401 before this. Which rows are the company's stays each query's `company_id`
 * (another company's are 404); a viewer's shared jobs are checked by `requireSharedJob` (modules/members/access.ts).
 */
export function requireCompany(request: FastifyRequest, capability: TCompanyCapability): TCompanyAccess {
  const { user } = requireAuth(request);
  if (user.company_id === null || user.company_role === null || user.member_id === null) throw forbidden();
  if (!companyCan(user.company_role, capability)) throw new HttpError(403, 'company_role_forbidden');
  return { companyId: user.company_id, userId: user.id, memberId: user.member_id, role: user.company_role };
}

/** The company's id for a route that needs only that (see requireCompany). */
export const requireCompanyId = (request: FastifyRequest, capability: TCompanyCapability): number => requireCompany(request, capability).companyId;

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
      request.auth = found ? { user: found.user, sessionId: found.session.id, secondStepAt: found.session.second_step_at } : null;
      // A public route sees such a session as a visitor: an administrator's powers never come from the password alone.
      if (config.public) {
        if (request.auth && !config.beforeSecondStep && lacksSecondStep(request.auth)) request.auth = null;
        return;
      }
      if (!request.auth) throw unauthenticated();
      const roles = config.roles ?? defaultRoles;
      if (roles && !roles.includes(request.auth.user.type)) throw new HttpError(403, 'forbidden');
      if (!config.beforeSecondStep && lacksSecondStep(request.auth)) throw new HttpError(403, 'second_step_setup_required');
    });
  });
}
