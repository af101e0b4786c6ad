import type { TAppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { findUserById } from '../auth/queries.ts';
import { renderCvPdf } from './cv-pdf.ts';
import type { TReader } from './dto.ts';
import { findCompanyApplication } from './queries.ts';
import { getApplicant } from './service.ts';

/**
 * The applicant's CV as a PDF (decision 121): the same projection as the applicant's page (`getApplicant`, decision
 * 086), its lookups named in the seeker's language, written in that language; another company's application is 404.
 */
export async function applicantCvPdf(deps: TAppDeps, companyId: number, viewerId: number, applicationId: number, formatDate: TReader['formatDate']): Promise<{ pdf: Buffer; filename: string }> {
  const found = await findCompanyApplication(deps.db, companyId, applicationId);
  if (!found) throw notFound();
  const seeker = found.application.user_id !== null ? await findUserById(deps.db, found.application.user_id) : undefined;
  const locale = seeker?.locale ?? 'ar';
  const applicant = await getApplicant(deps, companyId, viewerId, applicationId, { locale, formatDate });
  const pdf = await renderCvPdf(applicant, locale, found.job.title);
  return { pdf, filename: `${applicant.name || 'cv'}.pdf` };
}
