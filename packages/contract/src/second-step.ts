import { z } from 'zod';
import { toAsciiDigits } from './digits.ts';
import { ZIdParam } from './ids.ts';

/**
 * The second step of signing in (decision 160): a one-time-code app (TOTP, RFC 6238) or one of ten single-use
 * recovery codes. A code is typed as the app shows it ("123 456", Arabic-Indic digits too) or as printed
 * ("abcde-fghij"); the schema reads it into one form.
 */
export const ZSecondStepCode = z
  .string()
  .max(40)
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^[0-9]{6}$/.test(value) || /^[a-z2-7]{10}$/.test(value), { message: 'second_step_code' });
export type TSecondStepCode = z.input<typeof ZSecondStepCode>;

/** What a password (or provider) sign-in answers for an account with a second step: a challenge, not a session. */
export const ZSecondStepRequired = z.object({
  second_step: z.object({
    /** Signed, short-lived; sent back with the code to POST /api/v1/auth/second-step. */
    challenge: z.string(),
    expires_at: z.string(),
    /** What this account may give: a passkey (decision 165), a code of its app, a recovery code. */
    methods: z.array(z.enum(['passkey', 'totp', 'recovery_code'])),
  }),
});
export type TSecondStepRequired = z.infer<typeof ZSecondStepRequired>;

export const ZSecondStepAnswer = z.object({
  challenge: z.string().min(1).max(400),
  code: ZSecondStepCode,
});
export type TSecondStepAnswer = z.input<typeof ZSecondStepAnswer>;

/** The key of a one-time-code app being set up: the QR code (SVG), the otpauth:// address and the key written out. */
export const ZTotpSetup = z.object({
  secret: z.string(),
  uri: z.string(),
  qr_svg: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

/** The account's second step: off, being set up (with its key), or on, with how many recovery codes are left. */
export const ZSecondStepStatus = z.object({
  state: z.enum(['off', 'pending', 'on']),
  /** Administrators must have it and cannot turn it off (decision 160). */
  required: z.boolean(),
  /** It is required and this session has not given it (set it up, or log in again with a code): the console waits. */
  needed_now: z.boolean(),
  recovery_codes_left: z.number().int(),
  setup: ZTotpSetup.nullable(),
});
export type TSecondStepStatus = z.infer<typeof ZSecondStepStatus>;

export const ZSecondStepConfirm = z.object({ code: ZSecondStepCode });
export type TSecondStepConfirm = z.input<typeof ZSecondStepConfirm>;

/** Shown once: the recovery codes as the person should write them down. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/**
 * One of the caller's sessions still in force (issue 61 §2): the device in words, read from its user agent in the
 * request's language; its approximate place (the country of its network address, in the request's language; null when
 * not known, decision 174); `current` marks the session that asks. Dates as the Timezone header asks.
 */
export const ZAccountSession = z.object({
  id: z.number().int(),
  device: z.string(),
  place: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessionParams = z.object({ id: ZIdParam });
/** How many sessions a write ended. */
export const ZSessionsEnded = z.object({ ended: z.number().int() });

/**
 * Passkeys (WebAuthn, decision 165). The browser's answers travel as the JSON of @simplewebauthn/browser (base64url
 * fields); the API checks them with @simplewebauthn/server, so the schema only bounds their size.
 */
export const PASSKEY_NAME_MAX = 60;
export const ZPasskeyName = z.string().trim().min(1, { message: 'required' }).max(PASSKEY_NAME_MAX, { message: 'max' });
export const ZPasskeyCredential = z.object({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type TPasskeyCredential = z.input<typeof ZPasskeyCredential>;
/** What the browser passes to navigator.credentials.create() or .get() (through @simplewebauthn/browser). */
export const ZPasskeyOptions = z.record(z.string(), z.unknown());
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/** One of the account's passkeys, as /account-security lists it. */
export const ZPasskey = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;
export const ZPasskeyParams = z.object({ id: ZIdParam });
export const ZPasskeyAdd = z.object({ name: ZPasskeyName, credential: ZPasskeyCredential });
export type TPasskeyAdd = z.input<typeof ZPasskeyAdd>;
export const ZPasskeyRename = z.object({ name: ZPasskeyName });
/** Options for a sign-in by passkey: alone (no challenge), or the second step of the sign-in this challenge waits for. */
export const ZPasskeySignInOptionsBody = z.object({ challenge: z.string().min(1).max(400).optional() });
export const ZPasskeySignIn = z.object({ credential: ZPasskeyCredential, remember: z.boolean().optional() });
export type TPasskeySignIn = z.input<typeof ZPasskeySignIn>;
export const ZPasskeySecondStep = z.object({ challenge: z.string().min(1).max(400), credential: ZPasskeyCredential });
export type TPasskeySecondStep = z.input<typeof ZPasskeySecondStep>;
/** A second step given again (decision 166): when, and until when what cannot be undone is not asked again. */
export const ZStepUpGiven = z.object({ second_step_at: z.string(), valid_until: z.string() });
/** Step-up given by one of the account's passkeys (decision 169): the device's answer to …/step-up/passkey/options. */
export const ZStepUpPasskey = z.object({ credential: ZPasskeyCredential });
export type TStepUpPasskey = z.input<typeof ZStepUpPasskey>;
/**
 * Turning the app off, or new recovery codes (decision 169): a code of the app (or a recovery code) given now, or
 * none when this session gave its second step within ten minutes (a passkey's step-up, say).
 */
export const ZSecondStepCodeOrRecent = z.object({ code: ZSecondStepCode.optional() });
export type TSecondStepCodeOrRecent = z.input<typeof ZSecondStepCodeOrRecent>;
export type TStepUpGiven = z.infer<typeof ZStepUpGiven>;

/** The link of the new-device mail (decision 166): a signed token naming one session. */
export const ZEndSessionByLink = z.object({ token: z.string().min(1).max(300) });
export const ZSessionEndedByLink = z.object({
  /** False when the session had ended already. */
  ended: z.boolean(),
  /** The account's language: the answer is written in it. */
  locale: z.enum(['ar', 'en']),
});
export type TSessionEndedByLink = z.infer<typeof ZSessionEndedByLink>;
