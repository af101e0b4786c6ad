import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { countPasskeys } from './passkey-queries.ts';
import { isSecondStepRequired } from './second-step.ts';
import { hasTotp } from './second-step-queries.ts';

/** How long a second step stands for what cannot be undone (decision 166). */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** What the check reads of a session: whose it is, and when its second step was last given (decision 160). */
export interface TStepUpSession {
  user: { id: number; type: string };
  secondStepAt: Date | null;
}

const isRecent = (session: TStepUpSession, now: Date) => session.secondStepAt !== null && now.getTime() - session.secondStepAt.getTime() <= STEP_UP_WINDOW_MS;

/** Whether the account has a second step to give: a one-time-code app in force or a passkey (decision 169). */
export async function hasSecondStep(db: TDatabase, userId: number): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([hasTotp(db, userId), countPasskeys(db, userId)]);
  return totp || passkeys > 0;
}

const stepUpRequired = () => new HttpError(403, 'step_up_required', undefined, 'step_up_required');

/**
 * Step-up (decisions 166 and 169): before something that cannot be undone (deleting an account, a new email, phone or
 * password, handing a company over, the console's money and verification decisions, removing a passkey, turning the
 * app off or renewing its recovery codes), an account with a second step (a one-time-code app or a passkey) must
 * have given it in this session within ten minutes. Otherwise 403 with `reason: step_up_required`: the client asks
 * for the step (POST /api/v1/user/second-step/step-up with a code, or …/step-up/passkey with a passkey) and repeats
 * the request. Accounts without a second step are not asked (their password is asked where it was). The one place
 * the rule lives.
 */
export async function requireRecentSecondStep(db: TDatabase, session: TStepUpSession, now = new Date()): Promise<void> {
  if (isRecent(session, now)) return;
  if (!isSecondStepRequired(session.user) && !(await hasSecondStep(db, session.user.id))) return;
  throw stepUpRequired();
}

/**
 * Before a new second step is put in force (a passkey added, an app confirmed): an account that has one already gives
 * it first (decision 169), or a stolen session could add its own passkey or app and pass every step-up with it. An
 * account with none (an administrator setting up the first one, decision 160) is not asked.
 */
export async function requireRecentSecondStepToAdd(db: TDatabase, session: TStepUpSession, now = new Date()): Promise<void> {
  if (isRecent(session, now) || !(await hasSecondStep(db, session.user.id))) return;
  throw stepUpRequired();
}
