/** Saved candidate searches (decision 129): Arabic and English with the same keys (a test checks them). */
export const savedSearchesAr = {
  'nav.savedSearches': 'عمليات البحث المحفوظة',
  'page.saved-searches': 'عمليات البحث المحفوظة',
  'savedSearches.intro': 'احفظ بحثًا عن مرشحين باسم، ويصلك مرشحوه الجدد بالبريد يوميًا أو أسبوعيًا، ويظهر عددهم هنا. يشمل البحث من اختاروا الظهور للشركات فقط.',
  'savedSearches.frequency': 'الرسائل',
  'savedSearches.frequency.daily': 'يوميًا',
  'savedSearches.frequency.weekly': 'أسبوعيًا',
  'savedSearches.frequency.off': 'بلا رسائل',
  'savedSearches.name': 'اسم البحث',
  'savedSearches.new': '{count, plural, zero {لا مرشحين جدد} one {مرشح جديد} two {مرشحان جديدان} few {# مرشحين جدد} many {# مرشحًا جديدًا} other {# مرشح جديد}}',
  'savedSearches.none': 'لا جديد منذ آخر زيارة',
  'savedSearches.open': 'افتح البحث',
  'savedSearches.lastRun': 'آخر تحديث {date}',
  'savedSearches.edit': 'تعديل',
  'savedSearches.edit.submit': 'حفظ',
  'savedSearches.delete': 'حذف',
  'savedSearches.delete.confirm': 'حذف البحث «{name}»؟ لن تصلك رسائله بعد ذلك.',
  'savedSearches.delete.yes': 'نعم، احذفه',
  'savedSearches.empty.title': 'لا توجد عمليات بحث محفوظة',
  'savedSearches.empty.text': 'ابحث عن مرشحين، ثم اختر «احفظ هذا البحث» ليصلك الجدد منهم.',
  'savedSearches.empty.search': 'ابحث عن مرشحين',
  'savedSearches.save.title': 'احفظ هذا البحث',
  'savedSearches.save.hint': 'يصلك المرشحون الجدد الذين يطابقون هذا البحث.',
  'savedSearches.save.submit': 'احفظ البحث',
  'savedSearches.save.manage': 'عمليات البحث المحفوظة',
} as const;

export const savedSearchesEn: Record<keyof typeof savedSearchesAr, string> = {
  'nav.savedSearches': 'Saved searches',
  'page.saved-searches': 'Saved searches',
  'savedSearches.intro':
    'Save a candidate search by name: its new candidates come to you by email daily or weekly, and their number shows here. Only job seekers who chose to be visible to companies are searched.',
  'savedSearches.frequency': 'Emails',
  'savedSearches.frequency.daily': 'Daily',
  'savedSearches.frequency.weekly': 'Weekly',
  'savedSearches.frequency.off': 'No emails',
  'savedSearches.name': 'Name of the search',
  'savedSearches.new': '{count, plural, one {# new candidate} other {# new candidates}}',
  'savedSearches.none': 'Nothing new since you last looked',
  'savedSearches.open': 'Open the search',
  'savedSearches.lastRun': 'Updated {date}',
  'savedSearches.edit': 'Edit',
  'savedSearches.edit.submit': 'Save',
  'savedSearches.delete': 'Delete',
  'savedSearches.delete.confirm': 'Delete the search “{name}”? Its emails will stop.',
  'savedSearches.delete.yes': 'Yes, delete it',
  'savedSearches.empty.title': 'No saved searches yet',
  'savedSearches.empty.text': 'Search for candidates, then choose “Save this search” to get the new ones.',
  'savedSearches.empty.search': 'Search candidates',
  'savedSearches.save.title': 'Save this search',
  'savedSearches.save.hint': 'Get the new candidates who match this search.',
  'savedSearches.save.submit': 'Save the search',
  'savedSearches.save.manage': 'Saved searches',
};

declare module '../../i18n/features.ts' {
  interface TFeatureCatalogues {
    savedSearches: typeof savedSearchesAr;
  }
}
