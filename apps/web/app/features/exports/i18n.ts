/** The download buttons of lists (decision 122), Arabic and English. */
export const exportsAr = {
  'exports.label': 'تنزيل القائمة',
  'exports.csv': 'تنزيل CSV',
  'exports.xlsx': 'تنزيل Excel',
};

export const exportsEn: Record<keyof typeof exportsAr, string> = {
  'exports.label': 'Download the list',
  'exports.csv': 'Download CSV',
  'exports.xlsx': 'Download Excel',
};

declare module '../../i18n/features.ts' {
  interface TFeatureCatalogues {
    exports: typeof exportsAr;
  }
}
