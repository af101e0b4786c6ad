import type { TLocale } from '@tawzeef/contract';

/** The words of account emails and SMS, per language. Links and codes are filled in by the service. */
export const accountMessages = {
  en: {
    verifyEmailSubject: 'Confirm your email on Tawzeef',
    verifyEmailTitle: 'Confirm your email',
    verifyEmailBody: 'Hello {name}, please confirm that this email address is yours. The link works for 24 hours, once.',
    verifyEmailAction: 'Confirm my email',
    resetSubject: 'Reset your Tawzeef password',
    resetTitle: 'Reset your password',
    resetBody: 'Hello {name}, someone asked to reset the password of your Tawzeef account. If it was you, choose a new password within an hour. If not, ignore this email: your password stays as it is.',
    resetAction: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this message.',
    smsVerify: 'Tawzeef: your verification code is {code}. It expires in 10 minutes. Never share it.',
    smsReset: 'Tawzeef: your password reset code is {code}. It expires in 10 minutes. Never share it.',
    smsChangePhone: 'Tawzeef: your code to use this number on your account is {code}. It expires in 10 minutes. Never share it.',
  },
  ar: {
    verifyEmailSubject: 'أكّد بريدك الإلكتروني في توظيف',
    verifyEmailTitle: 'تأكيد البريد الإلكتروني',
    verifyEmailBody: 'مرحبًا {name}، يرجى تأكيد أن هذا البريد الإلكتروني لك. يعمل الرابط مرة واحدة خلال 24 ساعة.',
    verifyEmailAction: 'تأكيد بريدي الإلكتروني',
    resetSubject: 'إعادة تعيين كلمة المرور في توظيف',
    resetTitle: 'إعادة تعيين كلمة المرور',
    resetBody: 'مرحبًا {name}، طلب أحدهم إعادة تعيين كلمة مرور حسابك في توظيف. إن كنت أنت، فاختر كلمة مرور جديدة خلال ساعة. وإن لم تكن أنت، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
    resetAction: 'اختيار كلمة مرور جديدة',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    smsVerify: 'توظيف: رمز التحقق {code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
    smsReset: 'توظيف: رمز إعادة تعيين كلمة المرور {code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
    smsChangePhone: 'توظيف: رمز اعتماد هذا الرقم في حسابك {code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.',
  },
} as const satisfies Record<TLocale, Record<string, string>>;

export type TAccountMessage = keyof (typeof accountMessages)['en'];

export function accountText(locale: TLocale, key: TAccountMessage, params: Record<string, string> = {}): string {
  return accountMessages[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
