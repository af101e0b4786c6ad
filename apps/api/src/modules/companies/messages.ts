/** API messages of this module (gathered by i18n.ts); English and Arabic with the same keys. */
export const messages = {
  en: {
    company_profile_saved: 'Your company profile has been saved',
    company_submitted: 'Your company profile has been saved and your commercial registration was sent for review: we will email you when it is checked',
    company_verified: 'The company is verified: its jobs can now go live',
    company_rejected: 'The registration was rejected: the company will see your reason and can send it again',
    company_not_pending: 'This company is not waiting for review (it may have been reviewed already): reload the page to see its current state',
    commercial_file_missing: 'This company has not uploaded its commercial registration',
    geocoder_unavailable: 'Place search is not available right now: click the map or drag the marker to set the location',
    company_account_deleted: 'The company account is deleted: its jobs are closed and its tax invoices are kept as the law requires',
    company_payment_under_review: 'A bank transfer of the company is waiting for review: the account can be deleted once it is decided',
    password_changed: 'Your password has been changed: other devices were logged out',
    company_name_requested: 'Your company profile has been saved: the new name is shown once an administrator approves it, and we will email you the decision',
    company_name_withdrawn: 'Your request for a new name is withdrawn: your company keeps its verified name',
    name_change_not_pending: 'No new name is waiting for review (it may have been decided or withdrawn already): reload the page to see the current name',
    company_name_approved: 'The new name is approved: visitors see it now and the company was told',
    company_name_rejected: 'The new name was rejected: the company keeps its verified name and was told why',
  },
  ar: {
    company_profile_saved: 'تم حفظ ملف المنشأة',
    company_submitted: 'تم حفظ ملف المنشأة وإرسال السجل التجاري للمراجعة: سنراسلك بالبريد الإلكتروني عند التحقق منه',
    company_verified: 'تم توثيق المنشأة: يمكن الآن نشر وظائفها',
    company_rejected: 'تم رفض السجل التجاري: ستطّلع المنشأة على السبب ويمكنها إرساله مجددًا',
    company_not_pending: 'هذه المنشأة ليست بانتظار المراجعة (ربما تمت مراجعتها): أعد تحميل الصفحة لمعرفة حالتها الحالية',
    commercial_file_missing: 'لم ترفع هذه المنشأة سجلها التجاري',
    geocoder_unavailable: 'البحث عن الأماكن غير متاح حاليًا: انقر على الخريطة أو اسحب العلامة لتحديد الموقع',
    company_account_deleted: 'تم حذف حساب المنشأة: أُغلقت وظائفها واحتُفظ بفواتيرها الضريبية كما يوجب النظام',
    company_payment_under_review: 'لدى المنشأة تحويل بنكي قيد المراجعة: يمكن حذف الحساب بعد البت فيه',
    password_changed: 'تم تغيير كلمة المرور وسُجّل الخروج من الأجهزة الأخرى',
    company_name_requested: 'تم حفظ ملف المنشأة: يظهر الاسم الجديد بعد موافقة أحد المشرفين، وسنراسلك بالقرار',
    company_name_withdrawn: 'تم سحب طلب الاسم الجديد: تبقى منشأتك باسمها الموثق',
    name_change_not_pending: 'لا يوجد اسم جديد بانتظار المراجعة (ربما تم البت فيه أو سحبه): أعد تحميل الصفحة لمعرفة الاسم الحالي',
    company_name_approved: 'تمت الموافقة على الاسم الجديد: يراه الزوار الآن وأُبلغت المنشأة',
    company_name_rejected: 'تم رفض الاسم الجديد: تبقى المنشأة باسمها الموثق وأُبلغت بالسبب',
  },
} as const;

// Its keys are the API's message keys (TApiMessage, decision 176).
declare module '../../i18n.ts' { interface TMessageCatalogues { companies: typeof messages } }
