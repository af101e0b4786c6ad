import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATIONS_PAGE_SIZE,
  APPLICATION_STAGES,
  ZApplicantDetail,
  ZApplicantList,
  ZApplicantsQuery,
  ZApplicationParams,
  ZApplicationsPageQuery,
  ZApplyInput,
  ZErrorEnvelope,
  ZJobCard,
  ZJobParams,
  ZJobViewerState,
  ZPagedList,
  ZSavedJobParams,
  ZSeekerApplication,
  ZStageChangeInput,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { streamFile, type TFileDeps } from '../files/service.ts';
import { toJobCard } from '../search/cards.ts';
import { toApplicant, toApplicantDetail, toSeekerApplication } from './dto.ts';
import {
  eventsOf,
  findApplicants,
  findApplicationOf,
  findCompanyApplication,
  findCompanyJob,
  findFile,
  findReachableJob,
  findSavedJobIds,
  findSeekerApplication,
  findSeekerApplications,
  isJobSaved,
  jobCardsById,
} from './queries.ts';
import { applyToJob, changeStage, markViewed, saveJob, unsaveJob, withdrawApplication } from './service.ts';

const seekersOnly = { roles: ['USER'] as const };
const companiesOnly = { roles: ['COMPANY'] as const };
const security = [{ bearerAuth: [] }];
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope };
const tags = ['applications'];

/** /api/v1: applying, the seeker's applications, the company's applicants and stages, saved jobs. */
export const applicationRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const files: TFileDeps = deps;
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;
  const companyId = requireCompanyId;
  const formatter = (request: FastifyRequest) => (date: Date | null) => request.formatDate(date);

  /** One of the seeker's applications with its job card and history. */
  const seekerApplication = async (request: FastifyRequest, applicationId: number) => {
    const row = await findSeekerApplication(db, userId(request), applicationId);
    if (!row) throw notFound();
    const [cards, events] = await Promise.all([jobCardsById(db, request.locale, [row.application.job_id]), eventsOf(db, [row.application.id])]);
    const card = cards.get(row.application.job_id);
    if (!card) throw notFound();
    return toSeekerApplication(row.application, row.is_live, toJobCard(card, formatter(request)), events.get(row.application.id) ?? [], formatter(request));
  };

  /** One application as its company sees it, with its CV snapshot and history. */
  const companyApplication = async (request: FastifyRequest, applicationId: number) => {
    const found = await findCompanyApplication(db, companyId(request), applicationId);
    if (!found) throw notFound();
    const { application } = found;
    const [events, file] = await Promise.all([eventsOf(db, [application.id]), application.cv_file_id !== null ? findFile(db, application.cv_file_id) : undefined]);
    return toApplicantDetail(db, request.locale, application, events.get(application.id) ?? [], file ?? null, formatter(request));
  };

  app.get('/jobs/:id/viewer', {
    config: seekersOnly,
    schema: { tags, summary: 'What the logged-in job seeker has done with this job: their application (if any) and whether it is saved', security, params: ZJobParams, response: { 200: envelope(ZJobViewerState), ...errors } },
  }, async (request) => {
    const jobId = request.params.id;
    if (!(await findReachableJob(db, jobId))) throw notFound();
    const [application, isSaved] = await Promise.all([findApplicationOf(db, userId(request), jobId), isJobSaved(db, userId(request), jobId)]);
    return {
      message: t(request.locale, 'success'),
      data: {
        application: application
          ? { id: application.id, stage: application.stage, created_at: request.formatDate(application.created_at), withdrawn_at: request.formatDate(application.withdrawn_at) }
          : null,
        is_saved: isSaved,
      },
    };
  });

  app.post('/jobs/:id/applications', {
    config: seekersOnly,
    schema: {
      tags,
      summary: 'Apply for a live job in one step, with an optional cover note',
      description: 'Job seekers only (403 otherwise). A job that is not published is 404; one that no longer takes applications is 409; a second application to the same job is 409 (parallel submissions make one). Applying again after withdrawing reopens the same application. The CV is kept as it is now, with a match score.',
      security,
      params: ZJobParams,
      body: ZApplyInput,
      response: { 201: envelope(ZSeekerApplication), ...errors },
    },
  }, async (request, reply) => {
    const { id, reopened } = await applyToJob(deps, userId(request), request.params.id, request.body.cover_note ?? null);
    return reply.code(201).send({ message: t(request.locale, reopened ? 'application_reopened' : 'application_sent'), data: await seekerApplication(request, id) });
  });

  app.get('/user/applications', {
    config: seekersOnly,
    schema: { tags, summary: 'The job seeker\'s applications, the latest first, 20 a page, each with its job and stage history', security, querystring: ZApplicationsPageQuery, response: { 200: envelope(ZPagedList(ZSeekerApplication)), ...errors } },
  }, async (request) => {
    const { page } = request.query;
    const { rows, total } = await findSeekerApplications(db, userId(request), page);
    const [cards, events] = await Promise.all([jobCardsById(db, request.locale, rows.map((r) => r.application.job_id)), eventsOf(db, rows.map((r) => r.application.id))]);
    const format = formatter(request);
    const items = rows.flatMap((row) => {
      const card = cards.get(row.application.job_id);
      return card ? [toSeekerApplication(row.application, row.is_live, toJobCard(card, format), events.get(row.application.id) ?? [], format)] : [];
    });
    return { message: t(request.locale, 'success'), data: { items, total, page, page_size: APPLICATIONS_PAGE_SIZE } };
  });

  app.get('/user/applications/:id', {
    config: seekersOnly,
    schema: { tags, summary: 'One of the job seeker\'s applications (another person\'s is 404)', security, params: ZApplicationParams, response: { 200: envelope(ZSeekerApplication), ...errors } },
  }, async (request) => ({ message: t(request.locale, 'success'), data: await seekerApplication(request, request.params.id) }));

  app.post('/user/applications/:id/withdraw', {
    config: seekersOnly,
    schema: { tags, summary: 'Withdraw an application (not once rejected or hired); the company no longer sees it', security, params: ZApplicationParams, response: { 200: envelope(ZSeekerApplication), ...errors } },
  }, async (request) => {
    await withdrawApplication(deps, userId(request), request.params.id);
    return { message: t(request.locale, 'application_withdrawn_ok'), data: await seekerApplication(request, request.params.id) };
  });

  app.get('/user/saved-jobs', {
    config: seekersOnly,
    schema: { tags, summary: 'The job seeker\'s saved jobs as job cards (each says whether it is still open), the latest saved first, 20 a page', security, querystring: ZApplicationsPageQuery, response: { 200: envelope(ZPagedList(ZJobCard)), ...errors } },
  }, async (request) => {
    const { page } = request.query;
    const { ids, total } = await findSavedJobIds(db, userId(request), page);
    const cards = await jobCardsById(db, request.locale, ids);
    const format = formatter(request);
    const items = ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [toJobCard(card, format)] : [];
    });
    return { message: t(request.locale, 'success'), data: { items, total, page, page_size: APPLICATIONS_PAGE_SIZE } };
  });

  app.put('/saved-jobs/:jobId', {
    config: seekersOnly,
    schema: { tags, summary: 'Save a published job for later (saving twice is harmless)', security, params: ZSavedJobParams, response: { 200: envelope(z.object({ is_saved: z.boolean() })), ...errors } },
  }, async (request) => {
    await saveJob(deps, userId(request), request.params.jobId);
    return { message: t(request.locale, 'job_saved_ok'), data: { is_saved: true } };
  });

  app.delete('/saved-jobs/:jobId', {
    config: seekersOnly,
    schema: { tags, summary: 'Forget a saved job (harmless when it was not saved)', security, params: ZSavedJobParams, response: { 200: envelope(z.object({ is_saved: z.boolean() })), ...errors } },
  }, async (request) => {
    await unsaveJob(deps, userId(request), request.params.jobId);
    return { message: t(request.locale, 'job_unsaved_ok'), data: { is_saved: false } };
  });

  app.get('/company/jobs/:id/applications', {
    config: companiesOnly,
    schema: {
      tags,
      summary: 'The applicants of one of the company\'s jobs: by stage, best match (default) or latest first, 20 a page, with the count in each stage',
      security,
      params: ZJobParams,
      querystring: ZApplicantsQuery,
      response: { 200: envelope(ZApplicantList), ...errors },
    },
  }, async (request) => {
    const job = await findCompanyJob(db, companyId(request), request.params.id);
    if (!job) throw notFound();
    const { stage, sort, page } = request.query;
    const { rows, total, stages } = await findApplicants(db, job.id, { stage, sort, page });
    const counts = Object.fromEntries(APPLICATION_STAGES.map((name) => [name, stages.find((s) => s.stage === name)?.n ?? 0]));
    const format = formatter(request);
    return {
      message: t(request.locale, 'success'),
      data: { job, items: rows.map((row) => toApplicant(row, request.locale, format)), total, page, page_size: APPLICATIONS_PAGE_SIZE, stage_counts: counts },
    };
  });

  app.get('/company/applications/:id', {
    config: companiesOnly,
    schema: {
      tags,
      summary: 'One applicant of the company\'s jobs, with the CV as it was when they applied and the history; opening a submitted application marks it viewed',
      security,
      params: ZApplicationParams,
      response: { 200: envelope(ZApplicantDetail), ...errors },
    },
  }, async (request) => {
    const found = await findCompanyApplication(db, companyId(request), request.params.id);
    if (!found) throw notFound();
    await markViewed(deps, found.application, userId(request));
    return { message: t(request.locale, 'success'), data: await companyApplication(request, request.params.id) };
  });

  app.get('/company/applications/:id/cv-file', {
    config: companiesOnly,
    schema: {
      tags,
      summary: 'Download the CV file the applicant attached when applying (only for the company of the job)',
      security,
      params: ZApplicationParams,
      response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } } }, ...errors },
    },
  }, async (request, reply) => {
    const found = await findCompanyApplication(db, companyId(request), request.params.id);
    if (!found) throw notFound();
    const file = found.application.cv_file_id !== null ? await findFile(db, found.application.cv_file_id) : undefined;
    if (!file) throw new HttpError(404, 'application_no_cv_file');
    return streamFile(files, reply, file, 'owner');
  });

  app.put('/company/applications/:id/stage', {
    config: companiesOnly,
    schema: {
      tags,
      summary: 'Move an applicant to another stage; the job seeker sees it and is told by email',
      description: 'Allowed moves: submitted → any; viewed → shortlisted, interview, rejected, hired; shortlisted → interview, rejected, hired; interview → shortlisted, rejected, hired; rejected → shortlisted; hired is final (409 otherwise). Moving to the current stage changes nothing.',
      security,
      params: ZApplicationParams,
      body: ZStageChangeInput,
      response: { 200: envelope(ZApplicantDetail), ...errors },
    },
  }, async (request) => {
    await changeStage(deps, companyId(request), userId(request), request.params.id, request.body.stage);
    return { message: t(request.locale, 'application_stage_changed'), data: await companyApplication(request, request.params.id) };
  });
};
