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
import { countPublicLiveJobs, findCompanyView, findPublicCompanyView, isCompanyPublic, type TCompanyView } from './queries.ts';
import { reviewCompany, type TCompanyDecision } from './review-company.ts';
import { sendReviewMail } from './review-mail.ts';
import { mailAdministratorsOfNameRequest, sendNameDecisionMail, sendNameRequestedMail } from './name-change-mail.ts';
import { decideNameChange, withdrawNameChange, type TNameDecision, type TNameRequest } from './name-change.ts';
import { saveCompanyProfile, type TCompanyProfileValues } from './save-profile.ts';
import { lacksNationalAddress } from './national-address.ts';

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
  const [liveJobs, isPublic, lacksAddress] = await Promise.all([countPublicLiveJobs(db, view.company.id), isCompanyPublic(db, view.company.id), lacksNationalAddress(db, view.company)]);
  return toCompanyOwn(view, reader, liveJobs, { isPublic, lacksNationalAddress: lacksAddress });
}

/** The company's own profile, with what still stops it from publishing. */
export async function getOwnCompany(db: TDatabase, account: TCompanyAccount, reader: TReader): Promise<TCompanyOwn> {
  return ownProfile(db, await findOwnView(db, account), reader);
}

/**
 * Saves the company's own profile and answers it as saved; `submitted` tells that the registration went for
 * review, `nameRequest` that a verified company's new names did (decision 085): the company and every active
 * administrator are then mailed, each in their language (a failed mail is logged; the request stands).
 */
export async function saveOwnCompany(
  deps: Pick<TAppDeps, 'db' | 'storage' | 'now' | 'notifier' | 'config'>,
  account: TCompanyAccount,
  input: TCompanyProfileValues,
  reader: TReader,
  log?: FastifyBaseLogger,
): Promise<{ company: TCompanyOwn; submitted: boolean; nameRequest: TNameRequest }> {
  const { db } = deps;
  const { company, user } = await findOwnView(db, account);
  const result = await saveCompanyProfile(deps, account.id, company.id, input);
  if (result.from !== result.to || result.submitted) {
    log?.info({ companyId: company.id, from: result.from, to: result.to }, 'company verification state changed by a profile save');
  }
  if (result.nameRequest === 'requested') {
    const mailDeps = { notifier: deps.notifier, publicUrl: deps.config.publicUrl };
    try {
      await sendNameRequestedMail(mailDeps, { email: user.email, locale: user.locale }, result.names);
    } catch (error) {
      log?.error({ err: error, companyId: company.id }, 'name change mail to the company not sent');
    }
    await mailAdministratorsOfNameRequest({ ...mailDeps, db, log }, company.id, result.names);
  }
  const saved = await findCompanyView(db, { id: company.id });
  if (!saved) throw notFound();
  return { company: await ownProfile(db, saved, reader), submitted: result.submitted, nameRequest: result.nameRequest };
}

/** The company takes back the new names it asked for (409 when none waits), and gets its profile as it is now. */
export async function withdrawOwnNameChange(deps: Pick<TAppDeps, 'db' | 'now'>, account: TCompanyAccount, reader: TReader): Promise<TCompanyOwn> {
  const { company } = await findOwnView(deps.db, account);
  await withdrawNameChange(deps.db, company.id, account.id, deps.now());
  return getOwnCompany(deps.db, account, reader);
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

/**
 * Admin: approves or rejects the new names a verified company asked for (one guarded change, decision 085), and
 * tells the company in its account's language. A company whose account was deleted has no one to mail.
 */
export async function decideNameChangeAndTell(
  deps: Pick<TAppDeps, 'db' | 'notifier' | 'config' | 'now'>,
  companyId: number,
  decision: TNameDecision,
  log?: FastifyBaseLogger,
): Promise<TCompanyRow> {
  const before = await findCompanyView(deps.db, { id: companyId });
  const { company, requested } = await decideNameChange(deps.db, companyId, decision, deps.now());
  if (!before) return company;
  try {
    await sendNameDecisionMail(
      { notifier: deps.notifier, publicUrl: deps.config.publicUrl },
      { email: before.user.email, locale: before.user.locale },
      { decision: decision.decision, old: { ar: before.company.foundation_name, en: before.company.foundation_name_en }, new: requested, reason: decision.decision === 'reject' ? decision.reason.trim() : undefined },
    );
  } catch (error) {
    // The decision stands; the company also sees it on its profile page.
    log?.error({ err: error, companyId }, 'name change decision mail not sent');
  }
  return company;
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
