import { z } from 'zod';
import { toAsciiDigits } from './digits.ts';
import { normalizePhone, looksLikeEmail } from './phone.ts';
import { HEAR_BY } from './values/auth.ts';
import { COMPANY_CAPABILITIES } from './values/members.ts';

export const USER_TYPES = ['USER', 'COMPANY', 'ADMIN'] as const;
export type TUserType = (typeof USER_TYPES)[number];
/** Types a person may choose at registration; ADMIN is never self-assigned. */
export const REGISTRABLE_USER_TYPES = ['USER', 'COMPANY'] as const;
export const LOGIN_STRATEGIES = ['local', 'google', 'facebook', 'apple'] as const;
export type TLoginStrategy = (typeof LOGIN_STRATEGIES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;

/** Characters of markup and templates a person's name never holds (decision 152): refused with a message naming them. */
export const NAME_MARKUP_CHARACTERS = ['<', '>', '&', '"', '`', '{', '}', '[', ']', '\\', '/', '='] as const;
const hasMarkup = (value: string) => NAME_MARKUP_CHARACTERS.some((character) => value.includes(character));
const refuseMarkup = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((value) => typeof value !== 'string' || !hasMarkup(value), { message: 'name_markup', params: { characters: NAME_MARKUP_CHARACTERS.join(' ') } });
/** A person's name (first, last, or its Arabic or English form): 1 to NAME_MAX characters, no markup. */
export const ZPersonName = refuseMarkup(z.string().trim().min(1).max(NAME_MAX));
/** A person's name that may be left blank (null). */
export const ZOptionalPersonName = refuseMarkup(z.string().trim().max(NAME_MAX).nullable()).optional();
const name = ZPersonName;
export const ZEmail = z.string().trim().min(1).max(254).toLowerCase().pipe(z.email({ message: 'email' }));
export const ZPhone = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .refine((value) => normalizePhone(value) !== null, { message: 'phone' });

/** Arabic letters to the Latin key at the same place on the keyboard (the Arabic 101 layout): "ضصثقفغ" is "qwerty". */
const ARABIC_KEYS: Record<string, string> = {
  ذ: '`', ض: 'q', ص: 'w', ث: 'e', ق: 'r', ف: 't', غ: 'y', ع: 'u', ه: 'i', خ: 'o', ح: 'p', ج: '[', د: ']',
  ش: 'a', س: 's', ي: 'd', ب: 'f', ل: 'g', ا: 'h', ت: 'j', ن: 'k', م: 'l', ك: ';', ط: "'",
  ئ: 'z', ء: 'x', ؤ: 'c', ر: 'v', ى: 'n', ة: 'm', و: ',', ز: '.', ظ: '/',
};

/**
 * The forms a password is compared in: lower case with Arabic-Indic and Persian digits as 0-9, and the Latin
 * keys its Arabic letters sit on ("لا" is one key, b; or two, g and h), so a common password typed with the
 * Arabic layout on is as common as the original.
 */
export function passwordForms(password: string): string[] {
  const plain = toAsciiDigits(password.toLowerCase());
  const keys = (text: string) => [...text].map((char) => ARABIC_KEYS[char] ?? char).join('');
  return [...new Set([plain, keys(plain.replaceAll('لا', 'b')), keys(plain)])];
}

/** Keys and letters in the orders people run along them; a run may go either way. */
const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', '`1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/'];
const RUN_MIN = 3;

function isRun(text: string): boolean {
  if (text.length < RUN_MIN) return false;
  if ([...text].every((char) => char === text[0])) return true;
  const reversed = [...text].reverse().join('');
  return RUNS.some((run) => run.includes(text) || run.includes(reversed));
}

/** A short unit over and over ("12121212", "abcabcab"). */
function isRepeat(text: string): boolean {
  for (let unit = 1; unit <= 4 && unit < text.length; unit += 1) {
    if ([...text].every((char, index) => char === text[index % unit])) return true;
  }
  return false;
}

/**
 * A password guessed by its shape alone: a short unit repeated, or one or two runs along the digits, the
 * alphabet or a keyboard row, in either script ("12345678", "qwertyuiop", "ضصثقفغعهخح", "١٢٣٤٥٦٧٨",
 * "abcd1234"). Small enough for the browser; the API also refuses the common passwords of leaked lists.
 */
export function isPredictablePassword(password: string): boolean {
  return passwordForms(password).some((form) => {
    if (isRepeat(form) || isRun(form)) return true;
    for (let cut = RUN_MIN; cut <= form.length - RUN_MIN; cut += 1) {
      if (isRun(form.slice(0, cut)) && isRun(form.slice(cut))) return true;
    }
    return false;
  });
}

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((value) => value.length < PASSWORD_MIN || !isPredictablePassword(value), { message: 'password_common' });

export const ZRegister = z
  .strictObject({
    type: z.enum(REGISTRABLE_USER_TYPES),
    first_name: name,
    last_name: name,
    email: ZEmail,
    phone: ZPhone,
    password: ZPassword,
    password_confirmation: z.string().min(1),
    foundation_name: z.string().trim().max(150).optional(),
    hear_by_id: z.enum(HEAR_BY).optional(),
    /** An invitation link's token (decision 116): the new COMPANY account joins that company and names none of its own. */
    invitation: z.string().trim().min(1).max(300).optional(),
    /** The person accepted the terms and conditions and the privacy policy in force (decision 033): required, and only `true`. */
    accept_terms: z.boolean().refine((value) => value, { message: 'accept_terms' }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'password_confirmation' });
    }
    if (value.type === 'COMPANY' && !value.foundation_name && !value.invitation) {
      ctx.addIssue({ code: 'custom', path: ['foundation_name'], message: 'required' });
    }
  });
export type TRegister = z.input<typeof ZRegister>;

export const ZLogin = z.object({
  login: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((value) => (looksLikeEmail(value) ? z.email().safeParse(value).success : normalizePhone(value) !== null), {
      message: 'phone_or_email',
    }),
  password: z.string().min(1).max(PASSWORD_MAX),
  remember: z.boolean().optional(),
});
export type TLogin = z.input<typeof ZLogin>;

export const ZRefresh = z.object({ refresh_token: z.string().min(1).max(200) });

export const ZUser = z.object({
  id: z.number().int(),
  type: z.enum(USER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  ar_first_name: z.string().nullable(),
  ar_last_name: z.string().nullable(),
  en_first_name: z.string().nullable(),
  en_last_name: z.string().nullable(),
  name: z.string().describe('Display name in the request language'),
  email: z.string(),
  phone: z.string().describe('E.164'),
  locale: z.enum(['ar', 'en']),
  status: z.enum(['active', 'suspended']),
  hear_by_id: z.enum(HEAR_BY).nullable(),
  foundation_name: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSimpleProfile = z.object({
  id: z.number().int(),
  type: z.enum(USER_TYPES),
  name: z.string(),
  email: z.string(),
  locale: z.enum(['ar', 'en']),
  scope: z.array(z.string()),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** Job seekers: how complete the CV is, 0-100. */
  completeness: z.number().int().min(0).max(100).nullable().optional(),
  /** Job seekers: their CV's city, which /find-jobs offers to search near (decision 137); null otherwise. */
  city_id: z.number().int().nullable().optional(),
  /** Job seekers and companies: received messages not read yet (the header's badge); null for administrators. */
  unread_messages: z.number().int().min(0).nullable().optional(),
  /** A newer version of the terms or privacy policy than this account accepted is in force: ask it to accept (decision 033). */
  terms_outdated: z.boolean().optional(),
  /** A company account's role in its company (decision 116); null when it belongs to none. */
  company_role: z.enum(['owner', 'recruiter', 'viewer']).nullable().optional(),
  /** What that role may do (decision 116's table, as the API authorises by it): every page and control reads these (decision 148). */
  company_capabilities: z.array(z.enum(COMPANY_CAPABILITIES)).optional(),
  /** An administrator's session without the second step (decision 160): the console sends it to /account-security. */
  second_step_needed: z.boolean().optional(),
});
export type TSimpleProfile = z.infer<typeof ZSimpleProfile>;

export const ZAccessToken = z.object({
  token: z.string(),
  type: z.literal('Bearer'),
  expires_at: z.string(),
});

export const ZAuthData = z.object({
  access_token: ZAccessToken,
  refresh_token: z
    .object({ token: z.string(), expires_at: z.string() })
    .optional(),
  user: ZUser,
});
export type TAuthData = z.infer<typeof ZAuthData>;
