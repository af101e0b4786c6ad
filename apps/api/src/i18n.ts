import type { TLocale } from '@tawzeef/contract';
import { importModuleFiles } from './module.ts';

/** Messages the API answers with, in the language of X-locale (each module adds its own, in its messages.ts). */
const baseMessages = {
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
    cv_file_added: 'The CV file has been added',
    cv_file_deleted: 'The CV file has been deleted',
    skill_listed: 'This skill is already in your list: change its level instead of adding it again',
    profile_saved: 'Your profile has been saved',
    item_added: 'Added to your profile',
    item_updated: 'Your changes have been saved',
    item_deleted: 'Deleted from your profile',
    account_deleted: 'Your account and your personal data have been deleted',
    wrong_password: 'The password is not correct',
    sms_limit: 'Too many codes were requested: please try again in an hour',
    resend_cooldown: 'A message was just sent: please wait a minute before asking again',
    already_verified: 'This is already confirmed',
    link_invalid: 'This link is invalid, already used or expired: ask for a new one',
    link_sent: 'We sent you an email with a confirmation link',
    code_sent: 'We sent a 6-digit code to your phone',
    email_verified: 'Your email is confirmed',
    phone_verified: 'Your phone number is confirmed',
    phone_change_sent: 'Saved. We sent a 6-digit code to the new number: it replaces the current one once you confirm the code',
    phone_changed: 'Your new phone number is confirmed and now in use',
    phone_change_dropped: 'The change of phone number was dropped: your current number stays',
    phone_change_resent: 'We sent a new 6-digit code to the new number',
    no_phone_change: 'No new phone number is waiting for a code: enter the new number and save',
    reset_requested: 'If an account uses this email or phone number, we sent it a way to reset the password',
    password_reset: 'Your password has been changed: log in with the new one',
    provider_not_configured: 'This sign-in method is not available',
    oauth_failed: 'Sign-in with the provider failed: please try again',
    invalid_redirect: 'The return address is not one of this site',
    email_in_use: 'An account already uses this email. Log in with your password, then link this sign-in method from your account settings',
    already_linked: 'This external account is already linked to another account',
    linked: 'The sign-in method is linked to your account',
    signup_expired: 'The sign-up took too long: please sign in with the provider again',
    needs_details: 'Almost done: tell us a little more to create your account',
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
    cv_file_added: 'أُضيف ملف السيرة الذاتية',
    cv_file_deleted: 'حُذف ملف السيرة الذاتية',
    skill_listed: 'هذه المهارة موجودة في قائمتك: غيّر مستواها بدلًا من إضافتها مرة أخرى',
    profile_saved: 'تم حفظ ملفك الشخصي',
    item_added: 'تمت الإضافة إلى ملفك الشخصي',
    item_updated: 'تم حفظ التعديلات',
    item_deleted: 'تم الحذف من ملفك الشخصي',
    account_deleted: 'تم حذف حسابك وبياناتك الشخصية',
    wrong_password: 'كلمة المرور غير صحيحة',
    sms_limit: 'طُلبت رموز كثيرة: يرجى المحاولة بعد ساعة',
    resend_cooldown: 'أُرسلت رسالة للتو: يرجى الانتظار دقيقة قبل الطلب مجددًا',
    already_verified: 'تم التأكيد مسبقًا',
    link_invalid: 'هذا الرابط غير صالح أو مستخدم أو منتهي الصلاحية: اطلب رابطًا جديدًا',
    link_sent: 'أرسلنا إليك رسالة بريد إلكتروني فيها رابط التأكيد',
    code_sent: 'أرسلنا رمزًا من 6 أرقام إلى جوالك',
    email_verified: 'تم تأكيد بريدك الإلكتروني',
    phone_verified: 'تم تأكيد رقم جوالك',
    phone_change_sent: 'تم الحفظ. أرسلنا رمزًا من 6 أرقام إلى الرقم الجديد: يحل محل رقمك الحالي عند تأكيد الرمز',
    phone_changed: 'تم تأكيد رقم جوالك الجديد وأصبح مستخدمًا',
    phone_change_dropped: 'أُلغي تغيير رقم الجوال: يبقى رقمك الحالي',
    phone_change_resent: 'أرسلنا رمزًا جديدًا من 6 أرقام إلى الرقم الجديد',
    no_phone_change: 'لا يوجد رقم جوال جديد بانتظار رمز: أدخل الرقم الجديد واحفظ',
    reset_requested: 'إذا كان هناك حساب بهذا البريد أو الرقم، فقد أرسلنا إليه طريقة لإعادة تعيين كلمة المرور',
    password_reset: 'تم تغيير كلمة المرور: سجّل الدخول بكلمة المرور الجديدة',
    provider_not_configured: 'طريقة تسجيل الدخول هذه غير متاحة',
    oauth_failed: 'تعذر تسجيل الدخول عبر المزوّد: يرجى المحاولة مجددًا',
    invalid_redirect: 'عنوان العودة ليس من هذا الموقع',
    email_in_use: 'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بكلمة المرور، ثم اربط طريقة الدخول هذه من إعدادات حسابك',
    already_linked: 'هذا الحساب الخارجي مرتبط بحساب آخر',
    linked: 'تم ربط طريقة تسجيل الدخول بحسابك',
    signup_expired: 'استغرق التسجيل وقتًا طويلًا: يرجى تسجيل الدخول عبر المزوّد مجددًا',
    needs_details: 'اقتربت: أكمل بعض البيانات لإنشاء حسابك',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

type TCatalogue = Readonly<Record<TLocale, Readonly<Record<string, string>>>>;

/**
 * The catalogues by module: each `modules/<name>/messages.ts` adds itself here (declaration merging), so that its
 * keys are message keys the compiler checks, and i18n.ts gathers its `messages` by reading the folder (decision 176).
 */
export interface TMessageCatalogues {
  base: typeof baseMessages;
}

export type TApiMessage = { [Name in keyof TMessageCatalogues]: keyof TMessageCatalogues[Name]['en'] }[keyof TMessageCatalogues];

const gathered = await importModuleFiles<{ messages?: TCatalogue }>('messages.ts');

/** Every module's catalogue: a key belongs to one of them (a second one would silently replace the first's text). */
export const MESSAGE_CATALOGUES: Readonly<Record<string, TCatalogue>> = {
  base: baseMessages,
  ...Object.fromEntries(
    gathered.map(({ name, exports }) => {
      if (!exports.messages) throw new Error(`modules/${name}/messages.ts exports no messages`);
      return [name, exports.messages];
    }),
  ),
};

const catalogues = Object.values(MESSAGE_CATALOGUES);
const messages: TCatalogue = {
  en: Object.assign({}, ...catalogues.map((catalogue) => catalogue.en)),
  ar: Object.assign({}, ...catalogues.map((catalogue) => catalogue.ar)),
};

export function t(locale: TLocale, key: TApiMessage): string {
  return messages[locale][key]!;
}

