import type { TActionResult } from '../../lib/context.ts';

/** The post-job action's answer when it does not redirect: the step and intent it was for, and what was typed. */
export interface TPostJobResult extends TActionResult {
  step: number;
  intent: string;
  values?: Record<string, string | string[]>;
}

/** The dashboard action's answer: which job and intent it was for; `confirm` asks the page (without JavaScript) to confirm. */
export interface TCompanyJobsResult extends TActionResult {
  intent: string;
  id: number;
  confirm?: boolean;
  values?: Record<string, string | string[]>;
}
