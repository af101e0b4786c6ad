import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZAuthData } from '../auth.ts';
import { ZAccountSession, ZAccountSessionParams, ZEndSessionByLink, ZSessionEndedByLink, ZStepUpGiven, ZRecoveryCodes, ZSecondStepAnswer, ZSecondStepConfirm, ZSecondStepStatus, ZSessionsEnded, ZTotpSetup } from '../second-step.ts';

/** The second step of signing in (decision 160). API module: account-security, over auth. Web feature: account-security. */
export const accountSecurityEndpoints = {
  secondStep: {
    complete: endpoint({
      method: 'POST',
      path: '/api/v1/auth/second-step',
      access: 'public',
      body: ZSecondStepAnswer,
      response: ZAuthData,
      errors: [401, 403, 429],
      tags: ['auth'],
      summary: "Finish a sign-in that answered `second_step`: the challenge and a code from the app (or a recovery code) give the session",
    }),
    status: endpoint({
      method: 'GET',
      path: '/api/v1/user/second-step',
      access: 'account',
      response: ZSecondStepStatus,
      tags: ['account'],
      summary: 'Whether the account has a second step (a one-time-code app), and the key being set up',
    }),
    startTotp: endpoint({
      method: 'POST',
      path: '/api/v1/user/second-step/totp',
      access: 'account',
      response: ZTotpSetup,
      errors: [409],
      tags: ['account'],
      summary: 'Start setting up a one-time-code app: a new key, as a QR code and written out (not in force until confirmed)',
    }),
    confirmTotp: endpoint({
      method: 'POST',
      path: '/api/v1/user/second-step/totp/confirm',
      access: 'account',
      body: ZSecondStepConfirm,
      response: ZRecoveryCodes,
      errors: [409, 429],
      tags: ['account'],
      summary: "Confirm the app with one of its codes: the second step is on, and the ten recovery codes are answered (this once)",
    }),
    recoveryCodes: endpoint({
      method: 'POST',
      path: '/api/v1/user/second-step/recovery-codes',
      access: 'account',
      body: ZSecondStepConfirm,
      response: ZRecoveryCodes,
      errors: [409, 429],
      tags: ['account'],
      summary: 'Ten new recovery codes for a code of the app (the old ones stop working)',
    }),
    disable: endpoint({
      method: 'POST',
      path: '/api/v1/user/second-step/disable',
      access: 'account',
      body: ZSecondStepConfirm,
      response: z.null(),
      errors: [403, 409, 429],
      tags: ['account'],
      summary: 'Turn the second step off with a code of the app or a recovery code (administrators cannot)',
    }),
    stepUp: endpoint({
      method: 'POST',
      path: '/api/v1/user/second-step/step-up',
      access: 'account',
      body: ZSecondStepConfirm,
      response: ZStepUpGiven,
      errors: [409, 429],
      tags: ['account'],
      summary: 'Give the second step again (a code of the app or a recovery code): for ten minutes, what cannot be undone is not refused with `reason: step_up_required`',
      description:
        'Deleting an account, a new email, phone or password, handing a company over, and the console\'s decisions on payments and ' +
        'company verification answer 403 with `reason: "step_up_required"` when the account has a second step and this session gave it more ' +
        'than ten minutes ago (decision 166). A wrong code is 422 on `code`; guesses count as at sign-in (429).',
    }),
  },
  /** Sessions a person can see and end (issue 61 §2). */
  sessions: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/user/sessions',
      access: 'account',
      response: z.array(ZAccountSession),
      tags: ['account'],
      summary: "The caller's sessions still in force, newest use first: the device in words, when it started and was last used, and which is this one",
    }),
    end: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/sessions/:id',
      access: 'account',
      params: ZAccountSessionParams,
      response: z.null(),
      errors: [404],
      tags: ['account'],
      summary: "End one of the caller's sessions: its token answers 401 at once (another person's session answers 404)",
    }),
    endOthers: endpoint({
      method: 'POST',
      path: '/api/v1/user/sessions/end-others',
      access: 'account',
      response: ZSessionsEnded,
      tags: ['account'],
      summary: "End every session of the caller but the one that asks",
    }),
    endByLink: endpoint({
      method: 'POST',
      path: '/api/v1/auth/sessions/end',
      access: 'public',
      body: ZEndSessionByLink,
      response: ZSessionEndedByLink,
      errors: [404],
      tags: ['auth'],
      summary: "End a session from the link of the new-device mail, without logging in: the signed token names the session; answered in the account's language",
      description: 'A changed token is 404; a session that has ended already (logout, the link used before) answers 200 with `ended: false`.',
    }),
  },
} as const;
