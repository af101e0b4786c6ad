// What other features use of moderation (decision 191): a held or hidden job's notice on the company's own pages.
export { HiddenByReportsNotice, JobReviewNotice } from './job-review.tsx';
