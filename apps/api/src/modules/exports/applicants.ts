import { enumLabel, type TApplicant, type TApplicantsQuery } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { toApplicant, type TReader } from '../applications/dto.ts';
import { EMPTY_PIPELINE, pipelineSummaries } from '../applications/pipeline-summary.ts';
import { findApplicantsAfter, findCompanyJob } from '../applications/queries.ts';
import { batchesById } from './batches.ts';
import { localMoment, phoneCell, type TCell } from './cells.ts';
import { headerOf, type THeaderKey } from './headers.ts';
import type { TExportColumn, TTable } from './table-stream.ts';

/**
 * The columns of a job's applicants export (decision 122), every one read from `TApplicant`, the entry the company's
 * applicant list answers (`toApplicant`): the export can never carry a field the list does not show (decision 086).
 */
const APPLICANT_COLUMNS: ReadonlyArray<[THeaderKey, (applicant: TApplicant, reader: TReader, appliedAt: Date) => TCell]> = [
  ['name', (a) => a.name],
  ['email', (a) => a.email],
  ['phone', (a) => phoneCell(a.phone)],
  ['headline', (a) => a.headline],
  ['stage', (a, reader) => enumLabel(reader.locale, 'company_stage', a.stage)],
  ['tags', (a) => a.tags.join('، ')],
  ['rating', (a) => a.rating.average],
  ['match', (a) => a.match_score],
  ['applied_at', (_a, reader, appliedAt) => localMoment(appliedAt, reader.formatDate as (date: Date) => string)],
];

interface TApplicantRow {
  id: number;
  applicant: TApplicant;
  appliedAt: Date;
}

/**
 * The applicants of one of the company's jobs as a table (another company's job, or an unknown one, is 404), with the
 * list's filters, oldest application first, tags and rating as `viewerId` reads them in the list.
 */
export async function applicantsTable(db: TDatabase, companyId: number, viewerId: number, jobId: number, query: Omit<TApplicantsQuery, 'sort' | 'page'>, reader: TReader): Promise<TTable<TApplicantRow>> {
  const job = await findCompanyJob(db, companyId, jobId);
  if (!job) throw notFound();
  const read = async (afterId: number, limit: number): Promise<TApplicantRow[]> => {
    const rows = await findApplicantsAfter(db, job.id, query, afterId, limit);
    const pipelines = await pipelineSummaries(db, rows.map((row) => row.id), viewerId);
    return rows.map((row) => ({ id: row.id, appliedAt: row.created_at, applicant: toApplicant(row, reader.locale, reader.formatDate, pipelines.get(row.id) ?? EMPTY_PIPELINE) }));
  };
  const columns: Array<TExportColumn<TApplicantRow>> = APPLICANT_COLUMNS.map(([key, cell]) => ({ header: headerOf(reader.locale, key), cell: (row) => cell(row.applicant, reader, row.appliedAt) }));
  return { columns, batches: batchesById(read), name: `applicants-${job.id}`, locale: reader.locale };
}
