/** Applications (the seeker's and the company's applicants) and saved jobs: Arabic and English with the same keys (a test checks them). */
export const applicationsAr = {
} as const;

export const applicationsEn: Record<keyof typeof applicationsAr, string> = {
};
