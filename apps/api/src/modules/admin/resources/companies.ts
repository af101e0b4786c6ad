import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, API, endpointPath, normalizePhone, type TAdminRecord, type TCompanyReview } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { cities, companies, jobs, sectors, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import { decideNameChangeAndTell, reviewCompanyAndTell } from '../../companies/service.ts';
import { isLiveJob } from '../../jobs/state.ts';
import { forgetEmployers } from '../../search-engine/employers.ts';
import { vatNumberWithoutAddress } from '../../companies/national-address.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { companyNameOf, createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';
import { changeAccountStatus } from './users.ts';

const liveJobs = sql<number>`(select count(*)::int from ${jobs} where ${jobs.company_id} = ${companies.id} and ${isLiveJob})`;

const nameChange = sql<'none' | 'pending'>`(case when ${companies.name_change_requested_at} is null then 'none' else 'pending' end)`;

const columns = {
  id: companies.id,
  foundation_name: companies.foundation_name,
  foundation_name_en: companies.foundation_name_en,
  commercial_number: companies.commercial_number,
  commercial_file_id: companies.commercial_file_id,
  verification_status: companies.verification_status,
  verification_note: companies.verification_note,
  verification_submitted_at: companies.verification_submitted_at,
  verified_at: companies.verified_at,
  verified_by: companies.verified_by,
  name_change: nameChange,
  pending_name_ar: companies.pending_name_ar,
  pending_name_en: companies.pending_name_en,
  name_change_requested_at: companies.name_change_requested_at,
  name_change_note: companies.name_change_note,
  user_id: users.id,
  email: users.email,
  phone: users.phone,
  account_status: users.status,
  account_status_reason: users.status_reason,
  city: sql<string | null>`${cities.name_en}`,
  city_ar: sql<string | null>`${cities.name_ar}`,
  sector: sql<string | null>`${sectors.name_en}`,
  sector_ar: sql<string | null>`${sectors.name_ar}`,
  website: companies.website,
  contact_phone: companies.contact_phone,
  vat_number: companies.vat_number,
  live_jobs: liveJobs,
  created_at: companies.created_at,
};

const spec: TListSpec = {
  filters: {
    verification_status: (value: string) => sql`${companies.verification_status} = ${value}`,
    name_change: (value: string) => (value === 'pending' ? sql`${companies.name_change_requested_at} is not null` : sql`${companies.name_change_requested_at} is null`),
    account_status: (value: string) => sql`${users.status} = ${value}`,
    city_id: (value: number) => sql`${companies.city_id} = ${value}`,
    ...createdFilters(companies.created_at),
  },
  search: [companies.foundation_name, companies.foundation_name_en, companies.commercial_number, users.email, users.phone],
  sorts: { id: companies.id, created_at: companies.created_at, foundation_name: companies.foundation_name, verification_submitted_at: companies.verification_submitted_at, name_change_requested_at: companies.name_change_requested_at },
  id: companies.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) =>
  db.select(fields).from(companies).innerJoin(users, eq(users.id, companies.user_id)).leftJoin(cities, eq(cities.id, companies.city_id)).leftJoin(sectors, eq(sectors.id, companies.sector_id));

function toRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { commercial_file_id: fileId, city_ar: cityAr, sector_ar: sectorAr, ...rest } = withDates(row, ctx.formatDate);
  const arabic = ctx.locale === 'ar';
  return ADMIN_RESOURCES.companies.record.parse({
    ...rest,
    name: companyNameOf(ctx, { company_name: row.foundation_name, company_name_en: row.foundation_name_en }),
    city: arabic ? cityAr : rest.city,
    sector: arabic ? sectorAr : rest.sector,
    commercial_file: fileId ? endpointPath(API.adminCompanies.commercialFile, { id: Number(row.id) }) : null,
  }) as TAdminRecord;
}

async function userIdOf(db: TDatabase, companyId: number): Promise<number> {
  const [row] = await db.select({ user_id: companies.user_id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  // A deleted company account (decision 041) has no account to act on.
  if (!row?.user_id) throw new HttpError(404, 'not_found');
  return row.user_id;
}

const decide = (ctx: TAdminContext, id: number | string, decision: TCompanyReview | { decision: 'revoke'; reason: string }) =>
  reviewCompanyAndTell(ctx.deps, ctx.admin.id, Number(id), decision, ctx.log).then(() => undefined);

/** Companies: the verification decisions of the companies module, and the account of the company suspended or reactivated. */
export const companiesResource: TAdminResource = {
  def: ADMIN_RESOURCES.companies,
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(companies.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  async update(ctx, id, input) {
    const phone = input.contact_phone as string | null;
    const vatNumber = (input.vat_number as string | null) || null;
    const [current] = await ctx.db.select().from(companies).where(eq(companies.id, Number(id))).limit(1);
    // A VAT number makes the company's invoices standard: not before it gave its national address (decision 198).
    if (current && (await vatNumberWithoutAddress(ctx.db, current, vatNumber))) throw new HttpError(422, 'validation_failed', { vat_number: 'vat_address_missing' });
    await ctx.db
      .update(companies)
      .set({
        foundation_name: input.foundation_name as string,
        foundation_name_en: (input.foundation_name_en as string | null) || null,
        contact_phone: phone ? (normalizePhone(phone) ?? phone) : null,
        vat_number: vatNumber,
        updated_at: ctx.deps.now(),
      })
      .where(eq(companies.id, Number(id)));
    forgetEmployers(ctx.db);
  },
  actions: {
    verify: (ctx, id) => decide(ctx, id, { decision: 'verify' }),
    reject: (ctx, id, body) => decide(ctx, id, { decision: 'reject', reason: body.reason as string }),
    revoke: (ctx, id, body) => decide(ctx, id, { decision: 'revoke', reason: body.reason as string }),
    approve_name: (ctx, id) => decideNameChangeAndTell(ctx.deps, Number(id), { decision: 'approve' }, ctx.log).then(() => undefined),
    reject_name: (ctx, id, body) => decideNameChangeAndTell(ctx.deps, Number(id), { decision: 'reject', reason: body.reason as string }, ctx.log).then(() => undefined),
    review: (ctx, id, body) => decide(ctx, id, body as TCompanyReview),
    suspend: async (ctx, id, body) => changeAccountStatus(ctx, await userIdOf(ctx.db, Number(id)), 'suspended', body.reason as string),
    reactivate: async (ctx, id, body) => changeAccountStatus(ctx, await userIdOf(ctx.db, Number(id)), 'active', body.reason as string),
  },
};
