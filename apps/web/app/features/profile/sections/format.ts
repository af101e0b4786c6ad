// The CV's notice period reads the same wherever it shows (the recruiter's view of a CV too): lib/notice-period.ts.
export { formatMonths, formatNoticePeriod } from '../../../lib/notice-period.ts';

/** The colour of a completeness ratio: warning while low, primary on the way, success when complete. */
export function ratioColor(ratio: number): string {
  if (ratio >= 100) return 'success';
  return ratio < 40 ? 'warning' : 'primary';
}
