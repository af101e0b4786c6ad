import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client.ts';
import { cities, companies, files, jobs, sectors, users, type TCompanyRow } from '../../db/schema/index.ts';
import { isLiveJob } from '../jobs/state.ts';
import { ownedBy } from '../members/access.ts';

const logoFile = alias(files, 'logo_file');
const commercialFile = alias(files, 'commercial_file');

const viewColumns = {
  company: companies,
  user: {
    id: users.id,
    email: users.email,
    phone: users.phone,
    status: users.status,
    locale: users.locale,
    first_name: users.first_name,
    last_name: users.last_name,
    email_verified_at: users.email_verified_at,
  },
  city: { id: cities.id, name_ar: cities.name_ar, name_en: cities.name_en },
  sector: { id: sectors.id, name_ar: sectors.name_ar, name_en: sectors.name_en },
  logo: { id: logoFile.id, key: logoFile.key, kind: logoFile.kind },
  commercial: { id: commercialFile.id, key: commercialFile.key, kind: commercialFile.kind, original_name: commercialFile.original_name, size: commercialFile.size },
};

/** A company with its account, lookups and files: everything the own, public and admin views show. */
export type TCompanyView = Awaited<ReturnType<typeof findCompanyViews>>[number];

function findCompanyViews(db: TDatabase, where: SQL) {
  return db
    .select(viewColumns)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .leftJoin(cities, eq(cities.id, companies.city_id))
    .leftJoin(sectors, eq(sectors.id, companies.sector_id))
    .leftJoin(logoFile, eq(logoFile.id, companies.logo_file_id))
    .leftJoin(commercialFile, eq(commercialFile.id, companies.commercial_file_id))
    .where(where)
    .limit(1);
}

export async function findCompanyView(db: TDatabase, by: { id: number } | { userId: number }): Promise<TCompanyView | undefined> {
  const [row] = await findCompanyViews(db, 'id' in by ? eq(companies.id, by.id) : eq(companies.user_id, by.userId));
  return row;
}

/**
 * Whether a company's page is public (decision 154): its account is active, and an administrator verified it or it
 * has a live job that names it. The one rule of the public page, the reviews on it and the sitemap (a row of
 * `companies` joined to its `users`).
 */
export const isPublicCompany = and(
  eq(users.status, 'active'),
  or(
    eq(companies.verification_status, 'verified'),
    sql`exists (select 1 from ${jobs} where ${jobs.company_id} = ${companies.id} and ${isLiveJob} and ${jobs.show_company})`,
  ),
)!;

/** Whether visitors may see the company's page now (isPublicCompany): its own profile says so. */
export async function isCompanyPublic(db: TDatabase, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(and(eq(companies.id, id), isPublicCompany))
    .limit(1);
  return row !== undefined;
}

/** A company visitors may see (isPublicCompany); any other is 404 to them. */
export async function findPublicCompanyView(db: TDatabase, id: number): Promise<TCompanyView | undefined> {
  const [row] = await findCompanyViews(db, and(eq(companies.id, id), isPublicCompany)!);
  return row;
}

/** Live jobs that show the company (confidential ones are not counted on its public profile). */
export async function countPublicLiveJobs(db: TDatabase, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.company_id, companyId), isLiveJob, eq(jobs.show_company, true)));
  return Number(row?.n ?? 0);
}

/** Whether the city (or sector) exists. */
export async function lookupExists(db: TDatabase, table: typeof cities | typeof sectors, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** The account's company row, locked for the rest of the transaction. */
export async function lockOwnCompany(tx: TDatabase, companyId: number, userId: number): Promise<TCompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(and(eq(companies.id, companyId), ownedBy(userId))).for('update').limit(1);
  return row;
}

export async function updateCompany(tx: TDatabase, companyId: number, set: Partial<TCompanyRow>): Promise<void> {
  await tx.update(companies).set(set).where(eq(companies.id, companyId));
}

/** One guarded UPDATE of a pending company: of parallel calls exactly one changes the row (the others get undefined). */
export async function updateCompanyInState(db: TDatabase, companyId: number, from: 'pending' | 'verified', set: Partial<TCompanyRow>): Promise<TCompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set(set)
    .where(and(eq(companies.id, companyId), eq(companies.verification_status, from)))
    .returning();
  return row;
}

export async function companyExists(db: TDatabase, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row !== undefined;
}
