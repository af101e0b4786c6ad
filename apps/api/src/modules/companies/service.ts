import type { FastifyBaseLogger } from 'fastify';
import {
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  type TCompanyOwn,
  type TCompanyPublic,
  type TMapSettings,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TCompanyRow, TFileRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { findOwnFile } from '../files/service.ts';
import { toCompanyOwn, toCompanyPublic, type TReader } from './dto.ts';
import { countPublicLiveJobs, findCompanyView, findPublicCompanyView, type TCompanyView } from './queries.ts';
import { reviewCompany, type TCompanyDecision } from './review-company.ts';
import { sendReviewMail } from './review-mail.ts';
import { saveCompanyProfile, type TCompanyProfileValues } from './save-profile.ts';

// Other modules name a company for its reader (the stage mail of applications).
export { companyNameIn } from './dto.ts';
export type { TReader } from './dto.ts';

/** The account asking about its own company (a COMPANY account's user). */
export interface TCompanyAccount {
  id: number;
  company_id: number | null;
}

async function findOwnView(db: TDatabase, account: TCompanyAccount): Promise<TCompanyView> {
  const view = account.company_id ? await findCompanyView(db, { id: account.company_id }) : undefined;
  if (!view) throw notFound();
  return view;
}

async function ownProfile(db: TDatabase, view: TCompanyView, reader: TReader): Promise<TCompanyOwn> {
  return toCompanyOwn(view, reader, await countPublicLiveJobs(db, view.company.id));
}

/** The company's own profile, with what still stops it from publishing. */
export async function getOwnCompany(db: TDatabase, account: TCompanyAccount, reader: TReader): Promise<TCompanyOwn> {
  return ownProfile(db, await findOwnView(db, account), reader);
}

/** Saves the company's own profile and answers it as saved; `submitted` tells that the registration went for review. */
export async function saveOwnCompany(
  deps: Pick<TAppDeps, 'db' | 'storage' | 'now'>,
  account: TCompanyAccount,
  input: TCompanyProfileValues,
  reader: TReader,
  log?: FastifyBaseLogger,
): Promise<{ company: TCompanyOwn; submitted: boolean }> {
  const { db } = deps;
  const { company } = await findOwnView(db, account);
  const result = await saveCompanyProfile(deps, account.id, company.id, input);
  if (result.from !== result.to || result.submitted) {
    log?.info({ companyId: company.id, from: result.from, to: result.to }, 'company verification state changed by a profile save');
  }
  const saved = await findCompanyView(db, { id: company.id });
  if (!saved) throw notFound();
  return { company: await ownProfile(db, saved, reader), submitted: result.submitted };
}

/** A company visitors may see (its account is not suspended), counting its live jobs that name it. */
export async function getPublicCompany(db: TDatabase, companyId: number, reader: TReader): Promise<TCompanyPublic> {
  const view = await findPublicCompanyView(db, companyId);
  if (!view) throw notFound();
  return toCompanyPublic(view, reader, await countPublicLiveJobs(db, view.company.id));
}

/** The address map: tile server, attribution, default centre and zoom, and whether place search is on. */
export function mapSettings(config: TAppDeps['config']): TMapSettings {
  return {
    tile_url: config.map.tileUrl,
    tile_attribution: config.map.tileAttribution,
    geocoder_enabled: config.map.geocoderUrl !== undefined,
    center: { ...MAP_DEFAULT_CENTER },
    zoom: MAP_DEFAULT_ZOOM,
  };
}

/** Admin: the company's commercial registration file (404 for an unknown company or one without it). */
export async function findCommercialFile(db: TDatabase, companyId: number): Promise<TFileRow> {
  const view = await findCompanyView(db, { id: companyId });
  if (!view) throw notFound();
  const file = view.commercial ? await findOwnFile(db, view.user.id, view.commercial.id) : undefined;
  if (!file) throw new HttpError(404, 'commercial_file_missing');
  return file;
}

/** Admin: verifies or rejects a pending company, or revokes a verified one, and tells it by email. */
export async function reviewCompanyAndTell(
  deps: Pick<TAppDeps, 'db' | 'notifier' | 'config' | 'now'>,
  adminId: number,
  companyId: number,
  review: TCompanyDecision,
  log?: FastifyBaseLogger,
): Promise<TCompanyRow> {
  const { db } = deps;
  const row = await reviewCompany(db, adminId, companyId, review, deps.now());
  const view = await findCompanyView(db, { id: row.id });
  if (!view) throw notFound();
  try {
    await sendReviewMail({ notifier: deps.notifier, publicUrl: deps.config.publicUrl }, { email: view.user.email, locale: view.user.locale }, row, review.decision === 'revoke');
  } catch (error) {
    // The decision stands; the company also sees it on its profile page.
    log?.error({ err: error, companyId: row.id }, 'company review mail not sent');
  }
  return row;
}
