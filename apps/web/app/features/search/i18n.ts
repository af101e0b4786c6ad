/** Job search, majors and the home page: Arabic and English with the same keys (a test checks them). */
export const searchAr = {
} as const;

export const searchEn: Record<keyof typeof searchAr, string> = {
};
