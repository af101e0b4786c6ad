import { data, redirect } from 'react-router';
import { API, safeRedirectPath, type TAccountSession, type TPasskey, type TSecondStepStatus } from '@tawzeef/contract';
import { credentialOf } from '../auth/index.server.ts';
import { translator } from '../../i18n/index.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { dismissOfferCookie } from './second-step-offer.server.ts';
import { END_LINK_PARAMETER } from './end-session.server.ts';

/** What a form of the page answers: which form (`intent`), and the recovery codes when they are shown (this once). */
export interface TAccountSecurityResult extends TActionResult {
  intent?: string;
  recoveryCodes?: string[];
  /** The passkey a rename was for (its field error shows under it). */
  passkey?: number;
  /** The second step as it is after the action (the page's loader data is not read again after it). */
  secondStep?: TSecondStepStatus;
}

/** /account-security: the account's second step (decision 160) and where it is signed in (issue 61 §2). */
export async function accountSecurityLoader(args: TApiArgs) {
  // The new-device mail's link (decision 166): the question only, for whoever holds the mail.
  const endToken = args.url.searchParams.get(END_LINK_PARAMETER);
  if (endToken !== null) return { endToken };
  const [result, signedIn, keys] = await Promise.all([api(args).secondStep.status(), api(args).sessions.list(), api(args).passkeys.list()]);
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  // An administrator before the second step cannot list them (decision 160): the page still shows the set-up.
  const sessions: TAccountSession[] = signedIn.ok && signedIn.data ? signedIn.data : [];
  const passkeys: TPasskey[] = keys.ok && keys.data ? keys.data : [];
  return { secondStep: result.data, sessions, passkeys };
}
export type TAccountSecurityPage = Exclude<Awaited<ReturnType<typeof accountSecurityLoader>>, { endToken: string }>;

/**
 * The page's forms. `intent`: start (a new key) | confirm (code) | renew (code: new recovery codes) | disable (code)
 * | end-session (session: one of the account's other sessions) | end-others (every session but this one)
 * | passkey-add (name, credential: the device's answer, decision 165) | passkey-rename (passkey, name) | passkey-remove (passkey).
 * | dismiss-offer (back: the page the second step was offered on).
 */
export async function accountSecurityAction(args: TApiArgs) {
  const t = translator(args.context.get(localeContext).locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const done = async (message: string) => redirect(args.url.pathname, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context) } });
  const code = { code: text(form, 'code') };
  // Turning the app off and new recovery codes take a code, or none after a recent step (decision 169: a passkey's).
  const codeOrNone = code.code.trim() === '' ? {} : code;
  switch (intent) {
    case 'start': {
      const result = await api(args).secondStep.startTotp();
      return result.ok ? done(result.message) : data<TAccountSecurityResult>({ ok: false, intent, message: result.message || t('errors.generic') }, { status: result.status });
    }
    case 'confirm':
    case 'renew': {
      const result = intent === 'confirm' ? await submitToApi(args, API.secondStep.confirmTotp, code, { extra: { intent } }) : await submitToApi(args, API.secondStep.recoveryCodes, codeOrNone, { extra: { intent } });
      if (!result.ok) return result.response;
      const now = await api(args).secondStep.status();
      return data<TAccountSecurityResult>({ ok: true, intent, message: result.message, recoveryCodes: result.data.recovery_codes, ...(now.data ? { secondStep: now.data } : {}) });
    }
    case 'disable': {
      const result = await submitToApi(args, API.secondStep.disable, codeOrNone, { extra: { intent } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'end-session': {
      const id = Number(text(form, 'session'));
      const result = Number.isInteger(id) && id > 0 ? await api(args).sessions.end({ params: { id } }) : null;
      return result?.ok ? done(result.message) : data<TAccountSecurityResult>({ ok: false, intent, message: result?.message || t('errors.generic') }, { status: result?.status ?? 400 });
    }
    case 'end-others': {
      const result = await api(args).sessions.endOthers();
      return result.ok ? done(result.message) : data<TAccountSecurityResult>({ ok: false, intent, message: result.message || t('errors.generic') }, { status: result.status });
    }
    case 'passkey-add': {
      const credential = credentialOf(form);
      if (!credential) return data<TAccountSecurityResult>({ ok: false, intent, message: t('auth.passkey.failed') }, { status: 400 });
      const result = await submitToApi(args, API.passkeys.add, { name: text(form, 'name'), credential }, { extra: { intent } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'passkey-rename': {
      const id = Number(text(form, 'passkey'));
      if (!Number.isInteger(id) || id <= 0) return data<TAccountSecurityResult>({ ok: false, intent, message: t('errors.generic') }, { status: 400 });
      const result = await submitToApi(args, API.passkeys.rename, { name: text(form, 'name') }, { params: { id }, extra: { intent, passkey: id } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'passkey-remove': {
      const id = Number(text(form, 'passkey'));
      const result = Number.isInteger(id) && id > 0 ? await api(args).passkeys.remove({ params: { id } }) : null;
      return result?.ok ? done(result.message) : data<TAccountSecurityResult>({ ok: false, intent, message: result?.message || t('errors.generic') }, { status: result?.status ?? 400 });
    }
    case 'dismiss-offer':
      // "Not now" to the offer of a second step (decision 166): remembered, and back to the page it was offered on.
      return redirect(safeRedirectPath(text(form, 'back'), withPrefix(args.context.get(localeContext).prefix, '/')), { headers: { 'Set-Cookie': await dismissOfferCookie(args) } });
    default:
      return data<TAccountSecurityResult>({ ok: false, intent, message: t('errors.generic') }, { status: 400 });
  }
}
