import { and, eq, sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import type { TCompanyAccess } from '../../plugins/auth.ts';
import { verifyUnsubscribe } from '../delivery/unsubscribe.ts';

/**
 * The member turns their own digest on or off. Turning it on again starts its window now: the next digest lists
 * the applicants from this moment, never the ones that came while it was off, and never a second mail the same day.
 */
export async function setOwnDigest(db: TDatabase, access: TCompanyAccess, digest: 'on' | 'off', now: Date): Promise<{ digest: 'on' | 'off' }> {
  await db
    .update(companyMembers)
    .set(digest === 'on' ? { digest, digest_until: sql`case when ${companyMembers.digest} = 'off' then ${now.toISOString()}::timestamptz else ${companyMembers.digest_until} end` } : { digest })
    .where(eq(companyMembers.id, access.memberId));
  return { digest };
}

/**
 * The one-click link of a digest mail turns the member's digest off, without a login. A changed token, or one of a
 * member no longer in the company: 404 `member_digest_link_invalid`; the digest already off (the link used
 * already): 409 `member_digest_link_used`. Answers the member's language, the one their mails speak.
 */
export async function turnDigestOff(db: TDatabase, token: string | undefined): Promise<{ digest: 'off'; locale: TLocale }> {
  const memberId = await verifyUnsubscribe(db, 'member-digest', token);
  if (memberId === null) throw new HttpError(404, 'member_digest_link_invalid');
  const [member] = await db
    .select({ digest: companyMembers.digest, locale: users.locale })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.user_id))
    .where(eq(companyMembers.id, memberId))
    .limit(1);
  if (!member) throw new HttpError(404, 'member_digest_link_invalid');
  const changed = await db
    .update(companyMembers)
    .set({ digest: 'off' })
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.digest, 'on')))
    .returning({ id: companyMembers.id });
  if (changed.length === 0) throw new HttpError(409, 'member_digest_link_used');
  return { digest: 'off', locale: member.locale };
}
