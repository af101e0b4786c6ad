import { z } from 'zod';
import { ZPassword } from './auth.ts';
import { OAUTH_PROVIDERS } from './oauth.ts';
import { ZCode } from './verification.ts';

/** A new password for a logged-in account: the current one first (counted like a login guess, decision 022). */
export const ZChangePassword = z
  .object({
    current_password: z.string().min(1).max(128),
    password: ZPassword,
    password_confirmation: z.string().min(1),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_confirmation' });
  });
export type TChangePassword = z.input<typeof ZChangePassword>;

/** How the account signs in: with a password, and through which linked external providers. */
export const ZSignInMethods = z.object({
  has_password: z.boolean(),
  providers: z.array(z.object({ provider: z.enum(OAUTH_PROVIDERS), email: z.string().nullable(), linked_at: z.string().nullable() })),
});
export type TSignInMethods = z.infer<typeof ZSignInMethods>;

/** What deleting a company account does (decision 041), as the account page states it before the password is asked. */
export const ZCompanyDeletionPreview = z.object({
  /** Jobs that will be closed and taken off every list. */
  open_jobs: z.number().int(),
  /** Tax invoices kept, as the tax law requires. */
  invoices: z.number().int(),
  /** A bank transfer waiting for review stops the deletion until it is decided. */
  payments_under_review: z.number().int(),
});
export type TCompanyDeletionPreview = z.infer<typeof ZCompanyDeletionPreview>;

/**
 * A new phone number waiting for its SMS code (decision 046): the account keeps its current number until the code
 * sent to the new one is confirmed. `phone` is the new number (E.164) or null when no change waits;
 * `resend_in` the seconds before another code may be sent to it (0: now).
 */
export const ZPhoneChange = z.object({ phone: z.string().nullable(), resend_in: z.number().int() });
export type TPhoneChange = z.infer<typeof ZPhoneChange>;

/** The code sent to the new number. */
export const ZConfirmPhoneChange = z.object({ code: ZCode });
export type TConfirmPhoneChange = z.input<typeof ZConfirmPhoneChange>;
