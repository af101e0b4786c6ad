import { eq } from 'drizzle-orm';
import type { TPublishBlocker } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export type { TPublishBlocker };

/**
 * What stops a company from paying for a job (decisions 009 and 011): a confirmed email, an admin-verified
 * commercial registration, and the profile fields Saudi job-ad rules ask every ad to show (the company's
 * activity and location). Empty: the company may pay and its jobs may go live.
 */
export async function publishBlockers(db: TDatabase, companyId: number): Promise<TPublishBlocker[]> {
  const [row] = await db
    .select({ company: companies, email_verified_at: users.email_verified_at })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return ['profile_incomplete'];
  return blockersOf(row.company, row.email_verified_at);
}

export function blockersOf(company: typeof companies.$inferSelect, emailVerifiedAt: Date | null): TPublishBlocker[] {
  const blockers: TPublishBlocker[] = [];
  if (!emailVerifiedAt) blockers.push('email_unverified');
  if (company.verification_status !== 'verified') blockers.push('company_unverified');
  if (!company.sector_id || !company.city_id || !company.address?.trim() || !company.about_company?.trim()) blockers.push('profile_incomplete');
  return blockers;
}
