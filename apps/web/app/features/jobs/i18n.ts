/** Posting and managing jobs (post-job form, company dashboard): Arabic and English with the same keys. */
export const jobsAr = {
  'page.company-jobs': 'وظائف المنشأة',
} as const;

export const jobsEn: Record<keyof typeof jobsAr, string> = {
  'page.company-jobs': 'My company’s jobs',
};
