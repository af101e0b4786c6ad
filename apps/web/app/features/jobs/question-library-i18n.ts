/**
 * Decision 127: the company's library of screening questions (its page), the applicants' filter by a screening answer,
 * and which member created and last changed a job. Arabic and English with the same keys.
 */
export const questionLibraryAr = {
  'page.company-screening-questions': 'مكتبة أسئلة الفرز',
  'library.intro': 'الأسئلة التي حفظتها لتعيد استخدامها عند نشر الوظائف. حذف سؤال من المكتبة لا يغيّر أي وظيفة أخذت نسخة منه.',
  'library.empty': 'لا أسئلة في مكتبتك بعد.',
  'library.emptyHint': 'عند إضافة أسئلة فرز لوظيفة، اختر «احفظه في مكتبة أسئلتي» ليظهر السؤال هنا.',
  'library.count': 'عدد الأسئلة: {count} من {max}',
  'library.type': 'نوع الإجابة: {type}',
  'library.choices': 'الخيارات',
  'library.required': 'إجابة مطلوبة',
  'library.knockout': 'سؤال استبعاد',
  'library.kept': 'حُفظ في {date}',
  'library.remove': 'احذفه من المكتبة',
  'library.removeLabel': 'احذف «{question}» من المكتبة',
  'library.link': 'مكتبة أسئلة الفرز',
  'library.back': 'العودة إلى وظائفي',
  'screening.filter.answer': 'إجابة سؤال فرز',
  'screening.filter.anyAnswer': 'أي إجابة',
  'screening.filter.option': '{answer} — {question}',
  'jobs.card.createdBy': 'أنشأها {name}',
  'jobs.card.updatedBy': 'آخر تعديل: {name}',
};

export const questionLibraryEn: Record<keyof typeof questionLibraryAr, string> = {
  'page.company-screening-questions': 'Screening question library',
  'library.intro': 'The questions you kept to reuse when you post jobs. Removing a question from the library changes no job that took a copy of it.',
  'library.empty': 'Your library has no questions yet.',
  'library.emptyHint': 'When you add screening questions to a job, tick “Keep it in my question library” and the question appears here.',
  'library.count': 'Questions: {count} of {max}',
  'library.type': 'Kind of answer: {type}',
  'library.choices': 'Choices',
  'library.required': 'Answer required',
  'library.knockout': 'Knock-out question',
  'library.kept': 'Kept on {date}',
  'library.remove': 'Remove from the library',
  'library.removeLabel': 'Remove “{question}” from the library',
  'library.link': 'Question library',
  'library.back': 'Back to my jobs',
  'screening.filter.answer': 'Screening answer',
  'screening.filter.anyAnswer': 'Any answer',
  'screening.filter.option': '{answer} — {question}',
  'jobs.card.createdBy': 'Created by {name}',
  'jobs.card.updatedBy': 'Last changed by {name}',
};

declare module '../../i18n/features.ts' {
  interface TFeatureCatalogues {
    questionLibrary: typeof questionLibraryAr;
  }
}
