import { createContext, data, type RouterContextProvider } from 'react-router';
import { translator } from '../../i18n/index.ts';
import { localeContext } from '../../lib/context.ts';

/** The field of the step-up form that carries the code (decision 166); the other fields are the form it interrupted. */
export const STEP_UP_FIELD = 'step_up_code';
/** The field that carries a passkey's answer instead (decision 169): the JSON the device gave. */
export const STEP_UP_PASSKEY_FIELD = 'step_up_passkey';
const STEP_UP_FIELDS = new Set([STEP_UP_FIELD, STEP_UP_PASSKEY_FIELD]);

/** What the account can give the step with: a code of its app (or a recovery code), one of its passkeys. */
export interface TStepUpMethods {
  code: boolean;
  passkey: boolean;
}

/**
 * What the page asks when an action met `reason: step_up_required` (decision 166): the code, then the same form again.
 * `fields` are what the person had typed (passwords too, sent back to them alone, in an answer never stored), so
 * nothing is typed twice; `action` is the page's address, whose action runs again.
 */
export interface TStepUpAsk {
  stepUp: {
    action: string;
    fields: [string, string][];
    error?: string;
    methods: TStepUpMethods;
    words: Record<'title' | 'body' | 'code' | 'codeHint' | 'submit' | 'usePasskey' | 'or' | 'working' | 'cancelled' | 'unsupported' | 'failed', string>;
  };
}

/** The text fields of the plain form this request posted (kept by stepUpMiddleware before the action reads it). */
export const postedFormContext = createContext<Promise<[string, string][]> | null>(null);

export const isPlainForm = (request: Request) => request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** The text fields of a form, in order (a file is never carried: no action that asks for the step takes one). */
export async function textFields(request: Request): Promise<[string, string][]> {
  const form = await request.formData();
  return [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []));
}

/**
 * Shows the step-up form in place of the page (the root's error boundary), with what was typed, a wrong answer's
 * error, and the ways this account has to give the step (`methods`, asked of the API by the caller: a passkey's button
 * only for an account with a passkey, the code field only for one with the app).
 */
export async function askForStep(args: { url: URL; context: Readonly<RouterContextProvider> }, methods: TStepUpMethods, error?: string): Promise<never> {
  const fields = (await args.context.get(postedFormContext)?.catch(() => null)) ?? [];
  const url = new URL(args.url);
  url.searchParams.delete('index');
  // The words come with the form (as the role-refused page's do): the public pages' first load carries none of them.
  const t = translator(args.context.get(localeContext).locale);
  const words = {
    title: t('stepUp.title'),
    body: t('stepUp.body'),
    code: t('auth.secondStep.code'),
    codeHint: t('auth.secondStep.codeHint'),
    submit: t('stepUp.submit'),
    usePasskey: t('auth.passkey.useForStep'),
    or: t('auth.secondStep.or'),
    working: t('auth.passkey.working'),
    cancelled: t('auth.passkey.cancelled'),
    unsupported: t('stepUp.passkeyUnsupported'),
    failed: t('auth.passkey.failed'),
  };
  throw data<TStepUpAsk>(
    { stepUp: { action: `${url.pathname}${url.search}`, fields: fields.filter(([name]) => !STEP_UP_FIELDS.has(name)), methods, words, ...(error ? { error } : {}) } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
