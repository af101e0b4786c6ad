import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { isSecondStepRequired } from './second-step.ts';
import { hasTotp } from './second-step-queries.ts';

/** How long a second step stands for what cannot be undone (decision 166). */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** What the check reads of a session: whose it is, and when its second step was last given (decision 160). */
export interface TStepUpSession {
  user: { id: number; type: string };
  secondStepAt: Date | null;
}

/**
 * Step-up (decision 166): before something that cannot be undone (deleting an account, a new email, phone or
 * password, handing a company over, the console's money and verification decisions), an account with a second
 * step must have given it in this session within ten minutes. Otherwise 403 with `reason: step_up_required`: the
 * client asks for a code (POST /api/v1/user/second-step/step-up) and repeats the request. Accounts without a second
 * step are not asked (their password is asked where it was). The one place the rule lives: a passkey (decision
 * 165) only has to record a fresh step the same way.
 */
export async function requireRecentSecondStep(db: TDatabase, session: TStepUpSession, now = new Date()): Promise<void> {
  if (session.secondStepAt && now.getTime() - session.secondStepAt.getTime() <= STEP_UP_WINDOW_MS) return;
  if (!isSecondStepRequired(session.user) && !(await hasTotp(db, session.user.id))) return;
  throw new HttpError(403, 'step_up_required', undefined, 'step_up_required');
}
