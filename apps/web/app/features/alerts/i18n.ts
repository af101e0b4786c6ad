/** Job alerts, their unsubscribe page and the admin's outbox: Arabic and English with the same keys (a test checks them). */
export const alertsAr = {
} as const;

export const alertsEn: Record<keyof typeof alertsAr, string> = {
};
