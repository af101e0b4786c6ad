// The CV's notice period reads the same wherever it shows (the recruiter's view of a CV too): lib/notice-period.ts.
export { formatMonths, formatNoticePeriod } from '../notice-period.ts';

export { ratioColor } from './ratio-color.ts';
