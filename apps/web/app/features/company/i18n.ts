/** Company pages (profile, public page, details, map) and the admin verification page: Arabic and English with the same keys. */
export const companyAr = {
  'page.admin': 'لوحة الإدارة',
  'page.admin-companies': 'توثيق المنشآت',
} as const;

export const companyEn: Record<keyof typeof companyAr, string> = {
  'page.admin': 'Administration',
  'page.admin-companies': 'Company verification',
};
