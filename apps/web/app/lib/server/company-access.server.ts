import { data, type MiddlewareFunction } from 'react-router';
import type { TCompanyCapability } from '@tawzeef/contract';
import { localeContext, sessionContext } from '../context.ts';
import { translator } from '../../i18n/index.ts';
import { memberCan, type TRoleRefusal } from '../company-access.ts';
import { api, type TApiArgs } from './api.server.ts';

/** The company's owners by name, in the page's language ("Sara Alharbi, Fahad Alqahtani"): who can do what a role may not. */
export async function ownerNames(args: TApiArgs): Promise<string> {
  const team = await api(args).companyMembers.list();
  const names = (team.data?.items ?? []).filter((member) => member.role === 'owner').map((member) => member.name);
  const { locale } = args.context.get(localeContext);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * A company page a member's role may not open (decision 148): 403 with a page that names their role and the owners,
 * instead of the form that fails on save or "an error occurred". After isAuth and isCompany; a job seeker or an
 * administrator is theirs to send away.
 */
export function memberMay(capability: TCompanyCapability): MiddlewareFunction<Response> {
  return async (args, next) => {
    const user = args.context.get(sessionContext).user;
    if (user?.type !== 'COMPANY' || memberCan(user, capability)) return next();
    const t = translator(args.context.get(localeContext).locale);
    const role = user.company_role ? t(`team.role.${user.company_role}`) : null;
    const owners = role ? await ownerNames({ request: args.request, url: args.url, context: args.context }) : '';
    const refusal: TRoleRefusal = {
      refused: {
        title: t('access.refused.title'),
        body: role ? t('access.refused.body', { role, owners }) : t('access.refused.noCompany'),
      },
    };
    throw data(refusal, { status: 403 });
  };
}
