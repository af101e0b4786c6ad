import { eq, sql } from 'drizzle-orm';
import { ROLE_CAPABILITIES, type TLocale, type TSimpleProfile } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { seekerProfiles } from '../../db/schema/index.ts';
import { displayName, scopeOf } from '../auth/service.ts';
import type { TUserWithCompany } from '../auth/queries.ts';
import { acceptedCurrentOf } from '../site-pages/terms.ts';
import { COMPLETENESS_COLUMNS, completenessFrom } from './account.ts';
import { sectionCountsOf, unreadMessagesOf } from './queries.ts';

/**
 * What the header of every page of a logged-in visitor shows besides the account (decision 071), in one prepared
 * statement: what the CV's completeness reads (its row's columns and the numbers of its items), the unread messages,
 * and whether the terms in force were accepted. Five statements before.
 */
const headerStatement = preparedPer((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...COMPLETENESS_COLUMNS,
      ...sectionCountsOf(userId),
      unread: unreadMessagesOf(userId),
      accepted: acceptedCurrentOf(userId),
    })
    .from(sql`(select 1) as one`)
    .leftJoin(seekerProfiles, eq(seekerProfiles.user_id, userId))
    .prepare('header_facts');
});

/** Who is logged in, for every page's header: a job seeker's with how complete the CV is; the unread messages' badge. */
export async function simpleProfileOf(db: TDatabase, user: TUserWithCompany, locale: TLocale, secondStepNeeded = false): Promise<TSimpleProfile> {
  const [facts] = await headerStatement(db, null).execute({ userId: user.id });
  if (!facts) throw new Error('the header statement returned no row');
  const { majors, qualifications, experiences, skills, unread, accepted, ...profile } = facts;
  return {
    id: user.id,
    type: user.type,
    name: displayName(user, locale),
    email: user.email,
    locale: user.locale,
    scope: scopeOf(user),
    email_verified: user.email_verified_at !== null,
    phone_verified: user.phone_verified_at !== null,
    completeness: user.type === 'USER' ? completenessFrom(user, profile, { majors, qualifications, experiences, skills }).ratio : null,
    city_id: user.type === 'USER' ? profile.city_id : null,
    // An administrator has no inbox and no terms to accept.
    unread_messages: user.type === 'ADMIN' ? null : unread,
    terms_outdated: user.type === 'ADMIN' ? false : !accepted,
    company_role: user.company_role,
    // The pages offer only what the role may do (decision 148), from the table the API authorises by.
    company_capabilities: user.company_role ? [...ROLE_CAPABILITIES[user.company_role]] : [],
    ...(secondStepNeeded ? { second_step_needed: true } : {}),
  };
}
