import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZAuthData } from '../auth.ts';
import { ZRecoveryCodes, ZSecondStepAnswer, ZSecondStepConfirm, ZSecondStepStatus, ZTotpSetup } from '../second-step.ts';

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
  },
} as const;
