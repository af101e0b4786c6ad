import { sessionContext, webContext } from '../../lib/context.ts';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { secondStepOfferCookie as offerCookie, serialize } from '../../lib/server/cookies.server.ts';


/**
 * Whether a company's owner is offered the second step on this page (decision 166): when they pay or invite a member,
 * if their account has none yet and they have not said "not now" in this browser.
 */
export async function isSecondStepOffered(args: TApiArgs): Promise<boolean> {
  const { user } = args.context.get(sessionContext);
  if (user?.type !== 'COMPANY' || user.company_role !== 'owner') return false;
  if ((await offerCookie.parse(args.request.headers.get('Cookie'))) === 'dismissed') return false;
  const status = await api(args).secondStep.status();
  return status.ok && status.data?.state !== 'on';
}

/** The Set-Cookie of "not now". */
export const dismissOfferCookie = (args: TApiArgs) => serialize(offerCookie, 'dismissed', args.context.get(webContext).secureCookies);
