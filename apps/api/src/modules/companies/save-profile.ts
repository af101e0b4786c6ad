import type { z } from 'zod';
import type { TFileKind, ZCompanyProfileInput } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, sectors, type TCompanyRow } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { deleteFile, findOwnFile, type TFileDeps } from '../files/service.ts';
import { forgetEmployers } from '../search-engine/employers.ts';
import { nameChangeOf, ownNames, type TNameRequest } from './name-change.ts';
import { nationalAddressErrors } from './national-address.ts';
import { lockOwnCompany, lookupExists, updateCompany } from './queries.ts';

export type TCompanyProfileValues = z.output<typeof ZCompanyProfileInput>;

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
  if (input.city_id && !(await lookupExists(db, cities, input.city_id))) errors.city_id = 'valid';
  if (input.sector_id && !(await lookupExists(db, sectors, input.sector_id))) errors.sector_id = 'valid';
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
  /** A verified company's new names went for review (or a waiting request was taken back), decision 085. */
  nameRequest: TNameRequest;
  /** The names the company had as its own before the save, and the ones it asked for (with a request). */
  names: { old: { ar: string; en: string | null }; new: { ar: string; en: string | null } };
}

/**
 * Saves the company's profile. The row is locked while the verification and name changes are worked out, so two
 * saves cannot both read the old registration or names; a verified company's new names wait for review. A replaced or removed logo or registration PDF is deleted afterwards.
 */
export async function saveCompanyProfile(deps: TFileDeps & { now: () => Date }, userId: number, companyId: number, input: TCompanyProfileValues): Promise<TSaveResult> {
  const { db } = deps;
  const wrongReferences = await referenceErrors(db, userId, input);

  const now = deps.now();
  const changes = changesOf(input);
  const { replaced, result } = await db.transaction(async (tx) => {
    const current = await lockOwnCompany(tx, companyId, userId);
    if (!current) throw notFound();
    const { foundation_name: nameAr, foundation_name_en: nameEn, ...rest } = changes;
    const names = nameChangeOf(current, { foundation_name: nameAr, foundation_name_en: nameEn }, now);
    const next = { ...current, ...rest, ...names.set };
    // Every field's error at once: the references, and the national address a VAT number needs (decision 198).
    const errors = { ...(await nationalAddressErrors(tx, input, next)), ...wrongReferences };
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
    const verification = verificationChange(current, next, now);
    await updateCompany(tx, companyId, { ...rest, ...names.set, ...verification, updated_at: now });
    const replaced = [
      current.logo_file_id !== next.logo_file_id ? current.logo_file_id : null,
      current.commercial_file_id !== next.commercial_file_id ? current.commercial_file_id : null,
    ].filter((id): id is number => id !== null);
    const to = verification.verification_status ?? current.verification_status;
    return {
      replaced,
      result: {
        submitted: verification.verification_status === 'pending',
        from: current.verification_status,
        to,
        nameRequest: names.request,
        names: { old: { ar: current.foundation_name, en: current.foundation_name_en }, new: ownNames(next) },
      },
    };
  });
  // A name changed at once (an unverified company) is read by searches at once (decision 109).
  forgetEmployers(db);
  for (const fileId of replaced) {
    const file = await findOwnFile(db, userId, fileId);
    if (file) await deleteFile(deps, file);
  }
  return result;
}
