import type { TLocale } from '@tawzeef/contract';

/** Messages the API answers with, in the language of X-locale. */
const messages = {
  en: {
    success: 'Done successfully',
    validation_failed: 'Please correct the highlighted fields',
    not_found: 'This page could not be found',
    route_not_found: 'No such API endpoint: check the method and path',
    server_error: 'An error occurred, please try again later',
    unauthenticated: 'Please log in to continue',
    forbidden: 'You are not allowed to do this',
    too_many_requests: 'Too many attempts: please wait a few minutes and try again',
    invalid_credentials: 'The email, phone number or password is incorrect',
    account_suspended: 'This account is suspended: contact support',
    registered: 'Your account has been created',
    logged_in: 'Logged in successfully',
    logged_out: 'Logged out successfully',
    refreshed: 'Session renewed',
    invalid_refresh_token: 'Your session has ended: please log in again',
    bad_request: 'The request could not be read: check its format',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'Unsupported content type: send JSON',
    list_full: 'This list is full: delete an item before adding another',
    profile_saved: 'Your profile has been saved',
    item_added: 'Added to your profile',
    item_updated: 'Your changes have been saved',
    item_deleted: 'Deleted from your profile',
    account_deleted: 'Your account and your personal data have been deleted',
    wrong_password: 'The password is not correct',
  },
  ar: {
    success: 'تمت العملية بنجاح',
    validation_failed: 'يرجى تصحيح الحقول المحددة',
    not_found: 'لم يتم العثور على هذه الصفحة',
    route_not_found: 'لا توجد واجهة بهذا المسار: تحقق من الطريقة والمسار',
    server_error: 'حدث خطأ، يرجى المحاولة لاحقًا',
    unauthenticated: 'يرجى تسجيل الدخول للمتابعة',
    forbidden: 'ليس لديك صلاحية للقيام بذلك',
    too_many_requests: 'محاولات كثيرة: يرجى الانتظار بضع دقائق ثم المحاولة مجددًا',
    invalid_credentials: 'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة',
    account_suspended: 'هذا الحساب موقوف: تواصل مع الدعم',
    registered: 'تم إنشاء حسابك',
    logged_in: 'تم تسجيل الدخول بنجاح',
    logged_out: 'تم تسجيل الخروج بنجاح',
    refreshed: 'تم تجديد الجلسة',
    invalid_refresh_token: 'انتهت جلستك: يرجى تسجيل الدخول مجددًا',
    bad_request: 'تعذرت قراءة الطلب: تحقق من صيغته',
    payload_too_large: 'حجم الطلب كبير جدًا',
    unsupported_media_type: 'نوع المحتوى غير مدعوم: أرسل JSON',
    list_full: 'هذه القائمة ممتلئة: احذف عنصرًا قبل إضافة آخر',
    profile_saved: 'تم حفظ ملفك الشخصي',
    item_added: 'تمت الإضافة إلى ملفك الشخصي',
    item_updated: 'تم حفظ التعديلات',
    item_deleted: 'تم الحذف من ملفك الشخصي',
    account_deleted: 'تم حذف حسابك وبياناتك الشخصية',
    wrong_password: 'كلمة المرور غير صحيحة',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TApiMessage = keyof (typeof messages)['en'];

export function t(locale: TLocale, key: TApiMessage): string {
  return messages[locale][key];
}

export const apiMessageCatalogues = messages;
