import { use } from 'react';
import type * as SeekerApply from './seeker-apply.tsx';

/**
 * A job seeker's part of the job page (seeker-apply.tsx) in a chunk of its own (decision 067): fetched for a job
 * seeker only, by the server's loader before it renders (job-page.server.ts) and by the browser when a job seeker's
 * page needs it.
 */
type TSeekerModule = typeof SeekerApply;

let loaded: TSeekerModule | undefined;
let arriving: Promise<TSeekerModule> | undefined;

export function loadSeekerModule(): Promise<TSeekerModule> {
  arriving ??= import('./seeker-apply.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      arriving = undefined;
      throw error;
    },
  );
  return arriving;
}

/** The module, suspending the render (React's `use`) until it is here. */
export const useSeekerModule = (): TSeekerModule => loaded ?? use(loadSeekerModule());
