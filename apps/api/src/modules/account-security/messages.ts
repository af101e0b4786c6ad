/** API messages of the second step of signing in (decision 160); English and Arabic with the same keys. */
export const messages = {
  en: {
    second_step_failed: 'The code is not correct, or it was already used: type the code your app shows now, or an unused recovery code',
    second_step_expired: 'This sign-in took too long: please log in again',
    second_step_on: 'Your account already has a one-time-code app: turn it off first to set up another',
    second_step_not_pending: 'Start setting up the app first: a new key will be shown',
    second_step_off: 'Your account has no one-time-code app',
    second_step_admin_required: 'Administrators must keep a one-time-code app: it cannot be turned off',
    second_step_setup_required: 'Administrators need the second step: set up your authenticator app on the account security page, or log in again with its code',
    totp_started: 'Scan the QR code with your app, then type the code it shows',
    second_step_enabled: 'The one-time-code app is on: keep your recovery codes somewhere safe',
    recovery_codes_renewed: 'New recovery codes: the old ones no longer work',
    second_step_disabled: 'The one-time-code app is off for your account',
  },
  ar: {
    second_step_failed: 'الرمز غير صحيح أو سبق استخدامه: اكتب الرمز الذي يعرضه التطبيق الآن، أو رمز استرداد لم يُستخدم',
    second_step_expired: 'استغرق تسجيل الدخول وقتًا طويلًا: يرجى تسجيل الدخول مرة أخرى',
    second_step_on: 'لحسابك تطبيق رموز مفعّل: أوقفه أولًا لإعداد تطبيق آخر',
    second_step_not_pending: 'ابدأ إعداد التطبيق أولًا: سيظهر لك مفتاح جديد',
    second_step_off: 'لا يوجد تطبيق رموز مفعّل لحسابك',
    second_step_admin_required: 'يجب أن يبقى تطبيق الرموز مفعّلًا لحسابات المشرفين: لا يمكن إيقافه',
    second_step_setup_required: 'يحتاج المشرفون إلى الخطوة الثانية: أعدّ تطبيق المصادقة في صفحة أمان الحساب، أو سجّل الدخول مجددًا برمزه',
    totp_started: 'امسح رمز QR بتطبيقك، ثم اكتب الرمز الذي يعرضه',
    second_step_enabled: 'فُعّل تطبيق الرموز: احفظ رموز الاسترداد في مكان آمن',
    recovery_codes_renewed: 'رموز استرداد جديدة: لم تعد الرموز القديمة صالحة',
    second_step_disabled: 'أُوقف تطبيق الرموز لحسابك',
  },
} as const;
