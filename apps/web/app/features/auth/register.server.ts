import { API } from '@tawzeef/contract';
import { submitToApi } from '../../lib/server/forms.server.ts';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { startSession } from '../../lib/server/session.server.ts';
import { registerInput } from './forms.ts';

export type TAccountType = 'USER' | 'COMPANY';

/**
 * `?type=COMPANY` opens the form on the company account. `?invitation=<token>&email=` (an invitation link's landing
 * page, decision 116): a company account that joins that company, with no company name and the invited email.
 */
export function registerPage(url: URL) {
  const type = url.searchParams.get('type');
  const invitation = url.searchParams.get('invitation');
  if (invitation) return { type: 'COMPANY' as TAccountType, invitation, email: url.searchParams.get('email') ?? '' };
  return { type: (type === 'COMPANY' ? 'COMPANY' : 'USER') as TAccountType, invitation: null, email: '' };
}

/** Creates the account and logs it in: a company goes to its profile, a job seeker to the CV. */
export async function registerAction(args: TApiArgs) {
  const input = registerInput(await args.request.formData());
  const result = await submitToApi(args, API.auth.register, input, { extra: { type: input.type } });
  if (!result.ok) return result.response;
  const next = input.invitation ? '/company-team' : result.data.user.type === 'COMPANY' ? '/company-profile' : '/profile';
  return startSession(args, result.data, result.message, next);
}
