import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { clientOf } from '../auth/client-info.ts';
import { authenticationOptions } from '../auth/passkeys.ts';
import { readChallenge } from '../auth/second-step.ts';
import { completeSecondStep, completeSecondStepWithPasskey, signInWithPasskey } from '../auth/service.ts';
import { addPasskey, passkeyRegistrationOptions, passkeysOf, removePasskey, renameOnePasskey } from './passkeys.ts';
import { endOneSession, endOtherSessions, listSessions } from './sessions.ts';
import { endSessionByLink } from '../auth/new-device.ts';
import {
  confirmTotp,
  disableSecondStep,
  giveSecondStepAgain,
  giveSecondStepByPasskey,
  renewRecoveryCodes,
  secondStepStatus,
  startTotp,
  stepUpPasskeyOptions,
  type TCaller,
} from './service.ts';

/** The second step of signing in (decision 160): finishing a sign-in with a code, and setting the app up. */
export const accountSecurityRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const limited = { rateLimit: { max: deps.config.loginIpMaxPerMinute, timeWindow: '1 minute' } };
  const callerOf = (request: FastifyRequest): TCaller => {
    const { user, sessionId, secondStepAt } = requireAuth(request);
    return { user, sessionId, secondStepAt, address: request.ip };
  };

  routes(app, API.secondStep, {
    complete: [async (request) => ({ message: t(request.locale, 'logged_in'), data: await completeSecondStep({ ...deps, log: request.log }, request.body, clientOf(request)) }), limited],
    // An administrator without the second step reaches these three only (decision 160).
    status: [async (request) => ({ message: t(request.locale, 'success'), data: await secondStepStatus(deps.db, requireAuth(request)) }), { beforeSecondStep: true }],
    startTotp: [async (request) => ({ message: t(request.locale, 'totp_started'), data: await startTotp(deps.db, requireAuth(request).user) }), { beforeSecondStep: true }],
    confirmTotp: [async (request) => ({ message: t(request.locale, 'second_step_enabled'), data: await confirmTotp(deps, callerOf(request), request.body.code) }), { ...limited, beforeSecondStep: true }],
    recoveryCodes: [async (request) => ({ message: t(request.locale, 'recovery_codes_renewed'), data: await renewRecoveryCodes(deps, callerOf(request), request.body.code) }), limited],
    stepUp: [async (request) => ({ message: t(request.locale, 'step_up_given'), data: await giveSecondStepAgain(deps, callerOf(request), request.body.code, (date) => request.formatDate(date)) }), limited],
    // Step-up by a passkey (decision 169): options for the session's account, then its answer.
    stepUpPasskeyOptions: async (request) => ({ message: t(request.locale, 'success'), data: await stepUpPasskeyOptions(deps, callerOf(request)) }),
    stepUpPasskey: [
      async (request) => ({ message: t(request.locale, 'step_up_given'), data: await giveSecondStepByPasskey(deps, callerOf(request), request.body.credential, (date) => request.formatDate(date)) }),
      limited,
    ],
    disable: [
      async (request) => {
        await disableSecondStep(deps, callerOf(request), request.body.code);
        return { message: t(request.locale, 'second_step_disabled'), data: null };
      },
      limited,
    ],
  });

  // Sessions a person can see and end (issue 61 §2).
  const askerOf = (request: FastifyRequest) => {
    const { user, sessionId } = requireAuth(request);
    return { userId: user.id, sessionId };
  };
  routes(app, API.sessions, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listSessions(deps.db, askerOf(request), request.locale, (date) => request.formatDate(date)) }),
    end: async (request) => {
      await endOneSession(deps.db, askerOf(request), request.params.id);
      return { message: t(request.locale, 'session_ended'), data: null };
    },
    endOthers: async (request) => ({ message: t(request.locale, 'other_sessions_ended'), data: { ended: await endOtherSessions(deps.db, askerOf(request)) } }),
    // The new-device mail's link (decision 166): no login; answered in the account's language.
    endByLink: [
      async (request) => {
        const result = await endSessionByLink(deps.db, request.body.token, deps.now());
        return { message: t(result.locale, result.ended ? 'session_ended_by_link' : 'session_already_ended'), data: result };
      },
      limited,
    ],
  });

  // Passkeys (decision 165): an administrator without the second step may add one (it is their second step).
  routes(app, API.passkeys, {
    list: [async (request) => ({ message: t(request.locale, 'success'), data: await passkeysOf(deps.db, requireAuth(request).user.id, (date) => request.formatDate(date)) }), { beforeSecondStep: true }],
    registerOptions: [async (request) => ({ message: t(request.locale, 'success'), data: await passkeyRegistrationOptions(deps, requireAuth(request)) }), { beforeSecondStep: true }],
    add: [
      async (request) => ({ message: t(request.locale, 'passkey_added'), data: await addPasskey(deps, requireAuth(request), request.body, (date) => request.formatDate(date)) }),
      { ...limited, beforeSecondStep: true },
    ],
    rename: async (request) => ({
      message: t(request.locale, 'passkey_renamed'),
      data: await renameOnePasskey(deps.db, requireAuth(request).user.id, request.params.id, request.body.name, (date) => request.formatDate(date)),
    }),
    remove: async (request) => {
      await removePasskey(deps.db, requireAuth(request), request.params.id);
      return { message: t(request.locale, 'passkey_removed'), data: null };
    },
    signInOptions: [
      async (request) => {
        const challenge = request.body.challenge;
        const userId = challenge ? (await readChallenge(deps.db, challenge, new Date())).userId : null;
        return { message: t(request.locale, 'success'), data: await authenticationOptions(deps, userId === null ? 'sign-in' : 'second-step', userId) };
      },
      limited,
    ],
    signIn: [async (request) => ({ message: t(request.locale, 'logged_in'), data: await signInWithPasskey(deps, request.body, clientOf(request)) }), limited],
    secondStep: [async (request) => ({ message: t(request.locale, 'logged_in'), data: await completeSecondStepWithPasskey(deps, request.body, clientOf(request)) }), limited],
  });
};
