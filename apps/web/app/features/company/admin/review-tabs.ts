import type { TVerificationStatus } from '@tawzeef/contract';

/** The tabs of /admin/companies, the queue first. */
export const REVIEW_TABS = ['pending', 'rejected', 'verified', 'unverified'] as const satisfies readonly TVerificationStatus[];
