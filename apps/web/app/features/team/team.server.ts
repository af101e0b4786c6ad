import { data, redirect } from 'react-router';
import { API, COMPANY_ROLES, type TCompanyRole } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, webContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { redirectCookie, serialize } from '../../lib/server/cookies.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { isSecondStepOffered } from '../account-security/index.server.ts';

/** What a failed form of the team page sends back to it. */
export interface TTeamResult extends TActionResult {
  intent?: string;
  id?: number;
}

const roleOf = (form: FormData): TCompanyRole => text(form, 'role') as TCompanyRole;
const jobIdsOf = (form: FormData): number[] =>
  form
    .getAll('job_ids')
    .map((value) => Number(value))
    .filter((value) => Number.isInteger(value) && value > 0);

/** /company-team: the members, their roles and (owners) the pending invitations and the jobs to share. */
export async function teamLoader(args: TApiArgs) {
  const [result, secondStepOffer] = await Promise.all([api(args).companyMembers.list(), isSecondStepOffered(args)]);
  if (!result.ok || !result.data)
    throw data(result.message, {
      status: result.status >= 500 ? 503 : result.status,
    });
  return { team: result.data, roles: COMPANY_ROLES, secondStepOffer };
}
export type TTeamPage = Awaited<ReturnType<typeof teamLoader>>;

/** The team page's forms. `intent`: invite | update (`id`) | remove (`id`) | withdraw (`id`) | digest (`digest`: on | off). */
export async function teamAction(args: TApiArgs) {
  const { locale, prefix } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const validId = Number.isInteger(id) && id > 0;
  const done = async (message: string, to = args.url.pathname) =>
    redirect(to, {
      headers: {
        'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context),
      },
    });
  const fail = (status: number, message: string) => data<TTeamResult>({ ok: false, intent, id, message: message || t('errors.generic') }, { status });
  const client = api(args);
  switch (intent) {
    case 'invite': {
      const role = roleOf(form);
      const result = await submitToApi(
        args,
        API.companyMembers.invite,
        {
          email: text(form, 'email'),
          role,
          ...(role === 'viewer' ? { job_ids: jobIdsOf(form) } : {}),
        },
        { extra: { intent } },
      );
      return result.ok ? done(result.message) : result.response;
    }
    case 'update': {
      if (!validId) return fail(400, '');
      const role = roleOf(form);
      const result = await submitToApi(args, API.companyMembers.update, { role, ...(role === 'viewer' ? { job_ids: jobIdsOf(form) } : {}) }, { params: { id }, extra: { intent, id } });
      return result.ok ? done(result.message) : result.response;
    }
    case 'remove': {
      if (!validId) return fail(400, '');
      const result = await client.companyMembers.remove({ params: { id } });
      if (!result.ok) return fail(result.status, result.message);
      // Leaving ends this very session: home, logged out.
      return text(form, 'self') === '1' ? redirect(withPrefix(prefix, '/logout')) : done(result.message);
    }
    case 'withdraw': {
      if (!validId) return fail(400, '');
      const result = await client.companyMembers.revoke({ params: { id } });
      return result.ok ? done(result.message) : fail(result.status, result.message);
    }
    case 'digest': {
      const result = await submitToApi(args, API.memberDigest.set, { digest: text(form, 'digest') }, { extra: { intent } });
      return result.ok ? done(result.message) : result.response;
    }
    default:
      return fail(400, '');
  }
}

/** /company-invitation?token=: what the link offers, or why it cannot be used (in the reader's language). */
export async function invitationLoader(args: TApiArgs) {
  const token = args.url.searchParams.get('token') ?? '';
  const user = args.context.get(sessionContext).user;
  const result = await api(args).companyInvitations.preview({
    query: { token },
  });
  if (!result.ok || !result.data)
    return {
      token,
      preview: null,
      error: result.message,
      status: result.status,
      user: user ? { type: user.type, role: user.company_role ?? null } : null,
    };
  return {
    token,
    preview: result.data,
    error: null,
    status: 200,
    user: user ? { type: user.type, role: user.company_role ?? null } : null,
  };
}
export type TInvitationPage = Awaited<ReturnType<typeof invitationLoader>>;

/** Accepting with the logged-in company account; logged out, to the login page and back here after it. */
export async function invitationAction(args: TApiArgs) {
  const { prefix } = args.context.get(localeContext);
  const form = await args.request.formData();
  const token = text(form, 'token');
  if (!args.context.get(sessionContext).user) {
    const back = `${args.url.pathname}?token=${encodeURIComponent(token)}`;
    throw redirect(withPrefix(prefix, '/login'), {
      headers: {
        'Set-Cookie': await serialize(redirectCookie, back, args.context.get(webContext).secureCookies),
      },
    });
  }
  const result = await api(args).companyInvitations.accept({ body: { token } });
  if (!result.ok) return data<TActionResult>({ ok: false, message: result.message }, { status: result.status });
  return redirect(withPrefix(prefix, '/company-team'), {
    headers: {
      'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context),
    },
  });
}
