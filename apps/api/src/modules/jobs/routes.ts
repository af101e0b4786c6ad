import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  JOB_PAGE_SIZE,
  ZErrorEnvelope,
  ZJobDraftInput,
  ZJobList,
  ZJobOwn,
  ZJobPageQuery,
  ZJobParams,
  ZJobPublic,
  ZJobRenew,
  ZJobTabCounts,
  ZJobTabQuery,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { t, type TApiMessage } from '../../i18n.ts';
import { requireCompanyId } from '../../plugins/auth.ts';
import { toJobOwn, toJobPublic } from './dto.ts';
import { companyExists, countOwnJobsByTab, findCompanyPublicJobViews, findOwnJobView, findOwnJobViews, findPublicJobView } from './queries.ts';
import { closeJob, createJob, deleteJob, renewJob, submitJob, unsubmitJob, updateJob } from './service.ts';

const companiesOnly = { roles: ['COMPANY'] as const };
const security = [{ bearerAuth: [] }];
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope };

/** /api/v1: the company's jobs (drafts, publishing, dashboard, close, renew) and public job reads. */
export const jobRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  const companyId = requireCompanyId;
  /** The job as the company sees it now, with a message. */
  const ownJob = async (request: FastifyRequest, jobId: number, message: TApiMessage) => {
    const view = await findOwnJobView(db, request.locale, companyId(request), jobId);
    if (!view) throw notFound();
    return { message: t(request.locale, message), data: toJobOwn(view, (d) => request.formatDate(d)) };
  };

  app.post('/company/jobs', {
    config: companiesOnly,
    schema: { tags: ['jobs'], summary: 'Start a job posting: saved as a draft (only the title is needed)', security, body: ZJobDraftInput, response: { 201: envelope(ZJobOwn), ...errors } },
  }, async (request, reply) => {
    const id = await createJob(deps, companyId(request), request.body, request.locale);
    return reply.code(201).send(await ownJob(request, id, 'job_draft_saved'));
  });

  app.get('/company/jobs', {
    config: companiesOnly,
    schema: { tags: ['jobs'], summary: 'The company\'s jobs in one dashboard tab (active, expired, drafts, awaiting), 20 a page, the latest changed first', security, querystring: ZJobTabQuery, response: { 200: envelope(ZJobList(ZJobOwn)), ...errors } },
  }, async (request) => {
    const { tab, page } = request.query;
    const { rows, total } = await findOwnJobViews(db, request.locale, companyId(request), tab, page);
    return { message: t(request.locale, 'success'), data: { items: rows.map((row) => toJobOwn(row, (d) => request.formatDate(d))), total, page, page_size: JOB_PAGE_SIZE } };
  });

  app.get('/company/jobs/counts', {
    config: companiesOnly,
    schema: { tags: ['jobs'], summary: 'How many jobs each dashboard tab holds', security, response: { 200: envelope(ZJobTabCounts), ...errors } },
  }, async (request) => ({ message: t(request.locale, 'success'), data: await countOwnJobsByTab(db, companyId(request)) }));

  app.get('/company/jobs/:id', {
    config: companiesOnly,
    schema: { tags: ['jobs'], summary: 'One of the company\'s jobs, with the publishing fields still missing and its open payment', security, params: ZJobParams, response: { 200: envelope(ZJobOwn), ...errors } },
  }, async (request) => ownJob(request, request.params.id, 'success'));

  app.put('/company/jobs/:id', {
    config: companiesOnly,
    schema: {
      tags: ['jobs'],
      summary: 'Replace the job\'s fields: anything in a draft or while waiting for payment; while live all but title, company visibility, city/remote, job type, major, sector and language; nothing under review, expired or closed',
      security,
      params: ZJobParams,
      body: ZJobDraftInput,
      response: { 200: envelope(ZJobOwn), ...errors },
    },
  }, async (request) => {
    await updateJob(deps, companyId(request), request.params.id, request.body);
    return ownJob(request, request.params.id, 'job_saved');
  });

  app.delete('/company/jobs/:id', {
    config: companiesOnly,
    schema: { tags: ['jobs'], summary: 'Delete a draft, or a job waiting for payment that has no confirmed payment', security, params: ZJobParams, response: { 200: envelope(z.null()), ...errors } },
  }, async (request) => {
    await deleteJob(deps, companyId(request), request.params.id);
    return { message: t(request.locale, 'job_deleted'), data: null };
  });

  const action = (path: string, summary: string, run: (companyId: number, jobId: number, request: FastifyRequest) => Promise<void>, message: TApiMessage, body?: z.ZodType) =>
    app.post(`/company/jobs/:id/${path}`, {
      config: companiesOnly,
      schema: { tags: ['jobs'], summary, security, params: ZJobParams, ...(body ? { body } : {}), response: { 200: envelope(ZJobOwn), ...errors } },
    }, async (request) => {
      const { id } = request.params as { id: number };
      await run(companyId(request), id, request);
      return ownJob(request, id, message);
    });

  action('submit', 'Send a complete draft to payment (deadline from today to today + JOB_POSTING_DAYS)', (company, id) => submitJob(deps, company, id), 'job_submitted');
  action('unsubmit', 'Take a job waiting for payment back to the drafts (not while a bank transfer is reviewed)', (company, id) => unsubmitJob(deps, company, id), 'job_unsubmitted');
  action('close', 'Close a live job: it stops taking applications', (company, id) => closeJob(deps, company, id), 'job_closed');
  action('renew', 'Post an expired or closed job again with a new deadline: it waits for a new payment', (company, id, request) => renewJob(deps, company, id, (request.body as z.output<typeof ZJobRenew>).deadline), 'job_renewed', ZJobRenew);

  app.get('/jobs/:id', {
    config: { public: true },
    schema: { tags: ['jobs'], summary: 'A published job (live, expired or closed); confidential jobs show no company', params: ZJobParams, response: { 200: envelope(ZJobPublic), 404: ZErrorEnvelope, 422: ZErrorEnvelope } },
  }, async (request) => {
    const view = await findPublicJobView(db, request.locale, request.params.id);
    if (!view) throw notFound();
    return { message: t(request.locale, 'success'), data: toJobPublic(view, (d) => request.formatDate(d)) };
  });

  app.get('/companies/:id/jobs', {
    config: { public: true },
    schema: { tags: ['jobs'], summary: 'A company\'s live jobs that show its name, the latest published first, 20 a page', params: ZJobParams, querystring: ZJobPageQuery, response: { 200: envelope(ZJobList(ZJobPublic)), 404: ZErrorEnvelope, 422: ZErrorEnvelope } },
  }, async (request) => {
    const { id } = request.params;
    if (!(await companyExists(db, id))) throw notFound();
    const { page } = request.query;
    const { rows, total } = await findCompanyPublicJobViews(db, request.locale, id, page);
    return { message: t(request.locale, 'success'), data: { items: rows.map((row) => toJobPublic(row, (d) => request.formatDate(d))), total, page, page_size: JOB_PAGE_SIZE } };
  });
};
