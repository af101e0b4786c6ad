import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAdminCompanyDetails,
  TCompanyOwn,
  TCompanyPublic,
  TCompanyReview,
  TCompanySize,
  TFileKind,
  TLocale,
  TWorkingType,
  ZCompanyProfileInput,
} from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, companies, sectors, type TCompanyRow } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { deleteFile, fileUrl, findOwnFile, type TFileDeps } from '../files/service.ts';
import { blockersOf } from './publish.ts';
import type { TCompanyView } from './queries.ts';

type TFormatDate = (date: Date | null) => string | null;
export type TCompanyProfileValues = z.output<typeof ZCompanyProfileInput>;

const pick = (locale: TLocale, row: { name_ar: string; name_en: string } | null) =>
  row ? locale === 'en' ? row.name_en : row.name_ar : null;

/** The company's name for a reader of `locale`: the English name when one is set and the reader reads English. */
export function companyNameIn(locale: TLocale, company: Pick<TCompanyRow, 'foundation_name' | 'foundation_name_en'>): string {
  return locale === 'en' && company.foundation_name_en ? company.foundation_name_en : company.foundation_name;
}

export function toCompanyPublic(view: TCompanyView, locale: TLocale, activeJobsCount: number, formatDate: TFormatDate): TCompanyPublic {
  const { company } = view;
  return {
    id: company.id,
    foundation_name: companyNameIn(locale, company),
    foundation_name_ar: company.foundation_name,
    foundation_name_en: company.foundation_name_en,
    logo_url: view.logo ? fileUrl(view.logo) : null,
    about_company: company.about_company,
    address: company.address,
    lat: company.lat,
    lng: company.lng,
    city: view.city ? { id: view.city.id, name: pick(locale, view.city) as string } : null,
    sector: view.sector ? { id: view.sector.id, name: pick(locale, view.sector) as string } : null,
    members_count: company.members_count as TCompanySize | null,
    working_type: company.working_type as TWorkingType | null,
    website: company.website,
    email_main_domain: company.email_main_domain,
    contact_email: company.contact_email,
    contact_phone: company.contact_phone,
    is_verified: company.verification_status === 'verified',
    active_jobs_count: activeJobsCount,
    member_since: (formatDate(company.created_at) as string).slice(0, 10),
  };
}

export function toCompanyOwn(view: TCompanyView, locale: TLocale, activeJobsCount: number, formatDate: TFormatDate): TCompanyOwn {
  const { company } = view;
  return {
    ...toCompanyPublic(view, locale, activeJobsCount, formatDate),
    commercial_number: company.commercial_number,
    commercial_file: view.commercial ? { id: view.commercial.id, original_name: view.commercial.original_name, url: fileUrl(view.commercial) } : null,
    logo_file_id: company.logo_file_id,
    city_id: company.city_id,
    sector_id: company.sector_id,
    verification_status: company.verification_status,
    verification_note: company.verification_note,
    email_verified: view.user.email_verified_at !== null,
    publish_blockers: blockersOf(company, view.user.email_verified_at),
  };
}

export function toAdminCompanyDetails(view: TCompanyView, locale: TLocale, formatDate: TFormatDate): TAdminCompanyDetails {
  const { company, user } = view;
  const { active_jobs_count: _count, ...shown } = toCompanyPublic(view, locale, 0, formatDate);
  return {
    ...shown,
    commercial_number: company.commercial_number,
    commercial_file: view.commercial
      ? { id: view.commercial.id, original_name: view.commercial.original_name, size: view.commercial.size, url: `/api/admin/companies/${company.id}/commercial-file` }
      : null,
    verification_status: company.verification_status,
    verification_note: company.verification_note,
    verification_submitted_at: formatDate(company.verification_submitted_at),
    verified_at: formatDate(company.verified_at),
    verified_by: company.verified_by,
    user: { id: user.id, email: user.email, phone: user.phone, email_verified: user.email_verified_at !== null, status: user.status },
    created_at: formatDate(company.created_at) as string,
  };
}

type TVerificationChange = Partial<Pick<TCompanyRow, 'verification_status' | 'verification_submitted_at' | 'verification_note' | 'verified_at' | 'verified_by'>>;

/**
 * How saving the profile moves the verification state (decision 012). A registration (number and PDF) is
 * submitted for review when the company is unverified or was rejected; a change of the number or the PDF of a
 * verified (or pending) company submits it again, because the admin checked the old document; removing the
 * registration of a pending or verified company makes it unverified.
 */
export function verificationChange(current: TCompanyRow, next: Pick<TCompanyRow, 'commercial_number' | 'commercial_file_id'>, now: Date): TVerificationChange {
  const hasRegistration = Boolean(next.commercial_number && next.commercial_file_id);
  const registrationChanged = next.commercial_number !== current.commercial_number || next.commercial_file_id !== current.commercial_file_id;
  const status = current.verification_status;
  if (hasRegistration && (status === 'unverified' || status === 'rejected' || registrationChanged)) {
    return { verification_status: 'pending', verification_submitted_at: now, verification_note: null, verified_at: null, verified_by: null };
  }
  if (!hasRegistration && registrationChanged && (status === 'pending' || status === 'verified')) {
    return { verification_status: 'unverified', verification_submitted_at: null, verified_at: null, verified_by: null };
  }
  return {};
}

const FILE_FIELDS = [
  { field: 'commercial_file_id', kind: 'commercial' },
  { field: 'logo_file_id', kind: 'logo' },
] as const satisfies ReadonlyArray<{ field: keyof TCompanyProfileValues; kind: TFileKind }>;

/** Field errors of the references: files must be the caller's own of the right kind, lookups must exist. */
async function referenceErrors(db: TDatabase, userId: number, input: TCompanyProfileValues): Promise<Record<string, TFieldError>> {
  const errors: Record<string, TFieldError> = {};
  for (const { field, kind } of FILE_FIELDS) {
    const id = input[field];
    if (id === null || id === undefined) continue;
    const file = await findOwnFile(db, userId, id);
    if (!file || file.kind !== kind) errors[field] = 'file_not_yours';
  }
  if (input.city_id) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id)).limit(1);
    if (!city) errors.city_id = 'valid';
  }
  if (input.sector_id) {
    const [sector] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, input.sector_id)).limit(1);
    if (!sector) errors.sector_id = 'valid';
  }
  return errors;
}

/** The columns the input changes: a field left out keeps its value; null or an empty string clears it. */
function changesOf(input: TCompanyProfileValues): Partial<TCompanyRow> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    changes[field] = typeof value === 'string' && value === '' ? null : value;
  }
  // A point has both coordinates or none.
  if (changes.lat === null || changes.lng === null) {
    changes.lat = null;
    changes.lng = null;
  }
  return changes as Partial<TCompanyRow>;
}

export interface TSaveResult {
  /** The save sent the registration for review (the state became pending). */
  submitted: boolean;
  /** The state before and after, for the log. */
  from: TCompanyRow['verification_status'];
  to: TCompanyRow['verification_status'];
}

/**
 * Saves the company's profile. The row is locked while the verification change is worked out, so two saves
 * cannot both read the old registration. A replaced or removed logo or registration PDF is deleted afterwards.
 */
export async function saveCompanyProfile(deps: TFileDeps & { now: () => Date }, userId: number, companyId: number, input: TCompanyProfileValues): Promise<TSaveResult> {
  const { db } = deps;
  const errors = await referenceErrors(db, userId, input);
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);

  const now = deps.now();
  const changes = changesOf(input);
  const { replaced, result } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(and(eq(companies.id, companyId), eq(companies.user_id, userId))).for('update').limit(1);
    if (!current) throw notFound();
    const next = { ...current, ...changes };
    const verification = verificationChange(current, next, now);
    await tx.update(companies).set({ ...changes, ...verification, updated_at: now }).where(eq(companies.id, companyId));
    const replaced = [
      current.logo_file_id !== next.logo_file_id ? current.logo_file_id : null,
      current.commercial_file_id !== next.commercial_file_id ? current.commercial_file_id : null,
    ].filter((id): id is number => id !== null);
    const to = verification.verification_status ?? current.verification_status;
    return { replaced, result: { submitted: verification.verification_status === 'pending', from: current.verification_status, to } };
  });
  for (const fileId of replaced) {
    const file = await findOwnFile(db, userId, fileId);
    if (file) await deleteFile(deps, file);
  }
  return result;
}

/**
 * An admin's decision on a pending company: one guarded UPDATE (`where status = 'pending'`), so of parallel
 * reviews exactly one changes the row. 404 for an unknown company, 409 when it is not waiting for review.
 */
export async function reviewCompany(db: TDatabase, adminId: number, companyId: number, review: TCompanyReview, now: Date): Promise<TCompanyRow> {
  const set: Partial<TCompanyRow> =
    review.decision === 'verify'
      ? { verification_status: 'verified', verified_at: now, verified_by: adminId, verification_note: null }
      : { verification_status: 'rejected', verification_note: review.reason.trim(), verified_at: null, verified_by: null };
  const [row] = await db
    .update(companies)
    .set({ ...set, updated_at: now })
    .where(and(eq(companies.id, companyId), eq(companies.verification_status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  throw exists ? new HttpError(409, 'company_not_pending') : notFound();
}
