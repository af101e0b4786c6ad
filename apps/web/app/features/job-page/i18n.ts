/** The job page (details, apply, share, similar jobs): Arabic and English with the same keys (a test checks them). */
export const jobPageAr = {
} as const;

export const jobPageEn: Record<keyof typeof jobPageAr, string> = {
};
