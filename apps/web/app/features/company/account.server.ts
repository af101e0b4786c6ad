import { data } from 'react-router';
import { API, type TCompanyDeletionPreview, type TPhoneChange, type TSignInMethods } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { memberCan } from '../../lib/company-access.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { ACCOUNT_DELETED_PATH, endSession } from '../../lib/server/session.server.ts';
import { translator } from '../../i18n/index.ts';
import { isPhoneChangeIntent, loadPhoneChange, phoneChangeAction } from '../profile/index.server.ts';
import { changePasswordInput, contactInput, deleteCompanyInput, localPhone } from './account-input.ts';

export interface TCompanyAccountData {
  email: string;
  phone: string;
  methods: TSignInMethods;
  messageMails: boolean;
  /** What deleting the company account would do; null for a role that may not delete it (decision 148). */
  deletion: TCompanyDeletionPreview | null;
  /** A new phone number waiting for its code (decision 046). */
  phoneChange: TPhoneChange;
}

/** What a refused form sends back: which form it was, and the email and phone typed (never a password). */
export interface TCompanyAccountResult extends TActionResult {
  intent?: string;
  values?: { email?: string; phone?: string };
}

/** GET /company-account: the account's contact, how it signs in, its mail preferences and what deleting it would do. */
export async function companyAccountLoader(args: TApiArgs): Promise<TCompanyAccountData> {
  const client = api(args);
  // Deleting the company account is the owners' (company:write); every member has their own sign-in details here.
  const mayDelete = memberCan(args.context.get(sessionContext).user, 'company:write');
  const [profile, methods, mail, deletion, phoneChange] = await Promise.all([
    client.profile.get(),
    client.profile.signInMethods(),
    client.mailPreferences.get(),
    mayDelete ? client.company.deletionPreview() : null,
    loadPhoneChange(args),
  ]);
  if (!profile.ok || !profile.data) throw data(profile.message, { status: profile.status >= 500 ? 503 : profile.status });
  if (deletion && (!deletion.ok || !deletion.data)) throw data(deletion.message, { status: deletion.status >= 500 ? 503 : deletion.status });
  return {
    email: profile.data.email,
    phone: localPhone(profile.data.phone),
    methods: methods.data ?? { has_password: true, providers: [] },
    messageMails: mail.data?.message_mails ?? true,
    deletion: deletion?.data ?? null,
    phoneChange,
  };
}

/**
 * The page's forms by intent: contact (email, phone), the new phone number's code (phone-confirm, phone-resend,
 * phone-cancel), password, delete (then logged out and sent home).
 */
export async function companyAccountAction(args: TApiArgs) {
  const { context } = args;
  const { locale } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');

  if (intent === 'contact') {
    const values = { email: text(form, 'email'), phone: text(form, 'phone') };
    const result = await submitToApi(args, API.profile.saveContactInfo, contactInput(form), { extra: { intent, values } });
    if (!result.ok) return result.response;
    return data<TCompanyAccountResult>({ ok: true, message: result.message, intent });
  }

  if (isPhoneChangeIntent(intent)) return phoneChangeAction(args, form, intent);

  if (intent === 'password') {
    const result = await submitToApi(args, API.profile.changePassword, changePasswordInput(form), { extra: { intent } });
    if (!result.ok) return result.response;
    return data<TCompanyAccountResult>({ ok: true, message: result.message, intent });
  }

  if (intent === 'delete') {
    const result = await submitToApi(args, API.company.deleteAccount, deleteCompanyInput(form), { extra: { intent } });
    if (!result.ok) return result.response;
    return endSession(context, result.message || t('toast.success'), ACCOUNT_DELETED_PATH);
  }
  return data<TCompanyAccountResult>({ ok: false, message: t('errors.generic') }, { status: 400 });
}
