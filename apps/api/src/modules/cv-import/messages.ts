import { CV_IMPORT_MAX_BYTES, CV_IMPORT_MAX_PAGES, MEGABYTE } from '@tawzeef/contract';

const MB = CV_IMPORT_MAX_BYTES / MEGABYTE;

/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    cv_import_read: 'We read your CV: check each section, then save the ones you want',
    cv_import_type: 'Choose a PDF or Word (DOCX) file',
    cv_import_too_large: `The file is too large: at most ${MB} MB`,
    cv_import_too_many_pages: `The file is too long to read: at most ${CV_IMPORT_MAX_PAGES} pages. Upload a shorter CV`,
    cv_import_no_text: 'We could not read text in this file: it looks like a scanned image. Upload a PDF or Word file made from text, or fill in your profile by hand',
    cv_import_unreadable: 'We could not open this file: it may be damaged or protected by a password. Save it again as a PDF and try once more',
    language_listed: 'This language is already in your list: change its level instead',
    print_options_saved: 'Your choices for the printed CV were saved',
  },
  ar: {
    cv_import_read: 'قرأنا سيرتك الذاتية: راجع كل قسم ثم احفظ ما تريده',
    cv_import_type: 'اختر ملف PDF أو Word (DOCX)',
    cv_import_too_large: `الملف كبير جدًا: الحد الأقصى ${MB} ميغابايت`,
    cv_import_too_many_pages: `الملف أطول من أن نقرأه: الحد الأقصى ${CV_IMPORT_MAX_PAGES} صفحات. ارفع سيرة ذاتية أقصر`,
    cv_import_no_text: 'تعذّر علينا قراءة نص في هذا الملف: يبدو أنه صورة ممسوحة ضوئيًا. ارفع ملف PDF أو Word مكتوبًا نصًا، أو أكمل ملفك يدويًا',
    cv_import_unreadable: 'تعذّر فتح هذا الملف: قد يكون تالفًا أو محميًا بكلمة مرور. احفظه من جديد بصيغة PDF وحاول مرة أخرى',
    language_listed: 'هذه اللغة موجودة في قائمتك: غيّر مستواها بدلًا من إضافتها مرة أخرى',
    print_options_saved: 'حُفظت اختياراتك للسيرة الذاتية المطبوعة',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { 'cv-import': typeof messages } }
