import { z } from 'zod';
import { USER_TYPES, ZPassword } from './auth.ts';
import { toAsciiDigits } from './digits.ts';
import { looksLikeEmail, normalizePhone } from './phone.ts';

/** What a code or link proves. Each is bound to its purpose and to the email or phone it was sent to. */
export const VERIFICATION_PURPOSES = ['verify_email', 'verify_phone', 'reset_password', 'change_phone'] as const;
export type TVerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** SMS codes: 6 digits, valid 10 minutes, single use; the 6th wrong try burns the code. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the next wrong try (the 6th) burns it. */
export const CODE_MAX_WRONG_TRIES = 5;
/** A new code or link for the same target and purpose only after this cooldown. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Email links: a verification link lives a day, a password reset link an hour. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const RESET_LINK_TTL_MINUTES = 60;
/** SMS pumping caps, per hour. */
export const SMS_CAP_PER_PHONE_PER_HOUR = 5;
export const SMS_CAP_PER_IP_PER_HOUR = 10;
export const SMS_CAP_OVERALL_PER_HOUR = 1000;

/** A 6-digit code as typed: Arabic-Indic digits and spaces are fine. */
export const ZCode = z
  .string()
  .transform((value) => toAsciiDigits(value).replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { message: 'password' }));

export const ZVerifyEmail = z.object({ token: z.string().min(20).max(200) });
/** The confirmed account's type: where its confirmation lands (a company on its dashboard); the link's holder knows no more. */
export const ZEmailVerified = z.object({ type: z.enum(USER_TYPES) });
export const ZVerifyPhone = z.object({ code: ZCode });

export const ZForgotPassword = z.object({
  login: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((value) => (looksLikeEmail(value) ? z.email().safeParse(value).success : normalizePhone(value) !== null), { message: 'phone_or_email' }),
});
export type TForgotPassword = z.input<typeof ZForgotPassword>;

/** A reset proves itself with the emailed link's token, or with the phone and the SMS code. */
export const ZResetPassword = z
  .object({
    token: z.string().min(20).max(200).optional(),
    phone: z.string().max(32).optional(),
    code: ZCode.optional(),
    password: ZPassword,
    password_confirmation: z.string().min(1),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_confirmation' });
    if (!value.token && !(value.phone && value.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
  });
export type TResetPassword = z.input<typeof ZResetPassword>;

export const ZForgotPasswordResult = z.object({ channel: z.enum(['email', 'sms']) });
