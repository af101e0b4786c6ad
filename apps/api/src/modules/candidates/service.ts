import { CV_VIEWS_DAYS, type TCandidateProfile, type TCvViews } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { companyNameIn } from '../companies/service.ts';
import { fileUrl } from '../files/service.ts';
import { buildCvSnapshot } from '../applications/cv-snapshot.ts';
import { applicantName, type TPaged, type TReader } from '../applications/dto.ts';
import { lookupLabels } from '../applications/queries.ts';
import { CV_LINK_LIFE_MS, signCvLink, verifyCvLink } from './cv-link.ts';
import { CV_VIEWS_PAGE_SIZE, findApplicationsToCompany, findCompanyVerification, findCvViews, findFileRow, findSeeker } from './queries.ts';
import { openCvFromSearch, recordCvView } from '../applications/cv-views.ts';
import { riyadhDateOf } from '../jobs/state.ts';
import { isVisibleToCompanies } from './visibility.ts';
import { companyViewOf } from '../profile/company-view.ts';

type TRecord = Record<string, unknown>;
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** What a company that may not see contact details does not get of a CV: the ways to reach the person. */
const CONTACT_FIELDS = ['facebook', 'twitter', 'insta', 'site', 'medium', 'snap', 'linkedin', 'youtube', 'photo_file_id'] as const;

/**
 * Whether a company may see a seeker's CV (decision 024): a job seeker whose account is active, and who is
 * visible to companies (decision 007; a CV never saved is visible by default) or has a live application to one of
 * the company's jobs. Anything else is 404, the same answer as an unknown id. Messaging uses it too (decision 029).
 */
export async function reachableSeeker(deps: Pick<TAppDeps, 'db'>, companyId: number, seekerId: number) {
  const [seeker, applied] = await Promise.all([findSeeker(deps.db, seekerId), findApplicationsToCompany(deps.db, companyId, seekerId)]);
  if (!seeker || seeker.status !== 'active') return null;
  if (!isVisibleToCompanies(seeker) && applied.length === 0) return null;
  return { seeker, applied };
}

export const initialsOf = (first: string, last: string) => [first, last].map((part) => part.trim().charAt(0)).filter(Boolean).map((letter) => `${letter}.`).join(' ');

/**
 * SPEC §7 `GET /company/employee/{employee}`: the seeker's CV as it is now, for a company that may see it; counted
 * in the seeker's "Who viewed my CV" (source `search`). A company that is not verified sees initials and no
 * contact details of a seeker who did not apply to it. The CV file comes as a signed link of a few minutes.
 */
export async function readCandidate(deps: TAppDeps, companyId: number, seekerId: number, reader: TReader): Promise<TCandidateProfile> {
  const reachable = await reachableSeeker(deps, companyId, seekerId);
  if (!reachable) throw notFound();
  const { seeker, applied } = reachable;
  const now = deps.now();
  // Counted before anything is read: past the day's cap nothing of the CV leaves (applicants are never capped).
  if (applied.length === 0) await openCvFromSearch(deps.db, { companyId, seekerId, at: now, cap: deps.config.companyCvOpensPerDay });
  else await recordCvView(deps.db, { companyId, seekerId, source: 'search', confidential: false, at: now });
  const [verification, file] = await Promise.all([
    findCompanyVerification(deps.db, companyId),
    seeker.cv_file_id !== null ? findFileRow(deps.db, seeker.cv_file_id) : undefined,
  ]);
  const contactHidden = applied.length === 0 && verification !== 'verified';
  return {
    ...(await companyReadsCv(deps, seekerId, contactHidden, reader)),
    cv_file: file ? await cvFileLink(deps, companyId, seekerId, file, now, reader) : null,
    applications: applied.map((row) => ({ id: row.id, job_id: row.job_id, job_title: row.job_title, stage: row.stage, created_at: reader.formatDate(row.created_at) ?? '' })),
  };
}

/**
 * The seeker's CV as it is now, as a company reads it: only the personal details the seeker shows to companies
 * (decision 086, `companyViewOf`), and without contact details when `contactHidden`. The employee call and the
 * seeker's own preview of it (the privacy page) are both this.
 */
export async function companyReadsCv(deps: Pick<TAppDeps, 'db'>, seekerId: number, contactHidden: boolean, reader: TReader): Promise<Omit<TCandidateProfile, 'cv_file' | 'applications'>> {
  const snapshot = await companyViewOf(deps.db, seekerId, await buildCvSnapshot(deps.db, seekerId));
  const cv: TRecord = { ...snapshot.cv };
  if (contactHidden) for (const field of CONTACT_FIELDS) delete cv[field];
  const labels = await lookupLabels(deps.db, reader.locale, {
    city: numberOf(cv.city_id),
    country: numberOf(cv.country_id),
    major: numberOf(cv.major_id),
    sector: numberOf(cv.sector_id),
    nationality: numberOf(cv.nationality_id),
    drive_licence: numberOf(cv.drive_licence_nationality_id),
  });
  const fullName = applicantName(snapshot as unknown as TRecord, reader.locale);
  const initials = initialsOf(snapshot.first_name, snapshot.last_name);
  return {
    id: seekerId,
    name: contactHidden ? initials : fullName,
    initials,
    contact_hidden: contactHidden,
    headline: textOf(cv.job_role_title),
    notice_period: numberOf(cv.notice_period),
    cv_snapshot: {
      first_name: contactHidden ? initials : snapshot.first_name,
      last_name: contactHidden ? '' : snapshot.last_name,
      email: contactHidden ? '' : snapshot.email,
      phone: contactHidden ? null : snapshot.phone,
      cv,
      labels,
    },
  };
}

async function cvFileLink(deps: TAppDeps, companyId: number, seekerId: number, file: TFileRow, now: Date, reader: TReader) {
  const expires = Math.floor((now.getTime() + CV_LINK_LIFE_MS) / 1000);
  const token = await signCvLink(deps.db, { companyId, seekerId, fileId: file.id, expires });
  return { name: file.original_name, size: file.size, content_type: file.content_type, token, expires_at: reader.formatDate(new Date(expires * 1000)) ?? '' };
}

/**
 * The CV file behind a signed link: the link must be this company's, unexpired and unchanged, the file still the
 * seeker's CV file, and the company still allowed to see the CV. Anything else is 404.
 */
export async function findCandidateCvFile(deps: TAppDeps, companyId: number, token: string): Promise<TFileRow> {
  const link = await verifyCvLink(deps.db, token, deps.now());
  if (!link || link.companyId !== companyId) throw notFound();
  const reachable = await reachableSeeker(deps, companyId, link.seekerId);
  if (!reachable || reachable.seeker.cv_file_id !== link.fileId) throw notFound();
  const file = await findFileRow(deps.db, link.fileId);
  if (!file) throw notFound();
  return file;
}

/** "Who viewed my CV": the last 90 days (Asia/Riyadh days), the latest first, 20 a page, with the totals. */
export async function listCvViews(deps: TAppDeps, seekerId: number, page: number, reader: TReader): Promise<TCvViews> {
  const fromDay = riyadhDateOf(new Date(deps.now().getTime() - (CV_VIEWS_DAYS - 1) * 24 * 60 * 60 * 1000));
  const { rows, total, views, companies } = await findCvViews(deps.db, seekerId, fromDay, page);
  const items: TPaged<TCvViews['items'][number]>['items'] = rows.map(({ view, company, logo }) => ({
    company: view.confidential
      ? null
      : { id: company.id, name: companyNameIn(reader.locale, company), logo_url: logo && logo.id !== null ? fileUrl({ id: logo.id, key: logo.key, kind: logo.kind }) : null },
    day: view.day,
    first_at: reader.formatDate(view.first_at) ?? '',
    last_at: reader.formatDate(view.last_at) ?? '',
    count: view.count,
    source: view.source,
  }));
  return { items, total, page, page_size: CV_VIEWS_PAGE_SIZE, summary: { views, companies, days: CV_VIEWS_DAYS } };
}
