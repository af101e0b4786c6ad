import { data, redirect } from 'react-router';
import { API, APPLICANT_SORTS, APPLICATION_STAGES, type TMessageTemplate, type TApplicantDetail, type TApplicantList, type TApplicantSort, type TApplicationNote, type TApplicationStage, type TJobCard, type TSeekerApplication } from '@tawzeef/contract';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { pipelineAction } from './pipeline.server.ts';
import { templatesFor } from '../message-templates/index.server.ts';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';

export interface TPaged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** An action's answer on one item: a failure's message, or (without JavaScript) the question to confirm. */
export interface TItemResult extends TActionResult {
  intent: string;
  id: number;
  confirm?: boolean;
}

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

function orFail<T>(result: { ok: boolean; status: number; message: string; data?: T }): T {
  if (!result.ok || result.data === undefined) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return result.data;
}

async function done(args: TApiArgs, message: string, to: string) {
  return redirect(to, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context) } });
}

const failure = (intent: string, id: number, status: number, message: string) => data<TItemResult>({ ok: false, intent, id, message }, { status });

export async function myApplicationsLoader(args: TApiArgs): Promise<TPaged<TSeekerApplication>> {
  const page = pageOf(args.url);
  return orFail(await api(args).applications.list({ query: { page } }));
}

/** `intent`: withdraw (asks first when sent without JavaScript) | withdraw-confirmed | reapply (the job id). */
export async function myApplicationsAction(args: TApiArgs) {
  const { locale, prefix } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  if (!Number.isInteger(id) || id <= 0) return failure(intent, id, 400, t('errors.generic'));
  const url = args.url;
  const back = `${withPrefix(prefix, '/my-applications')}${url.search}`;
  switch (intent) {
    case 'withdraw':
      return data<TItemResult>({ ok: true, intent, id, message: '', confirm: true });
    case 'withdraw-confirmed': {
      const result = await api(args).applications.withdraw({ params: { id } });
      if (!result.ok) return failure(intent, id, result.status, result.message || t('errors.generic'));
      return done(args, t('applications.flash.withdrawn'), back);
    }
    case 'reapply': {
      const result = await api(args).applications.apply({ params: { id }, body: {} });
      if (!result.ok) return failure(intent, id, result.status, result.message || t('errors.generic'));
      return done(args, t('applications.flash.reapplied'), back);
    }
    default:
      return failure(intent, id, 400, t('errors.generic'));
  }
}

export async function savedJobsLoader(args: TApiArgs): Promise<TPaged<TJobCard>> {
  const page = pageOf(args.url);
  return orFail(await api(args).savedJobs.list({ query: { page } }));
}

/** `intent`: unsave (the job id). */
export async function savedJobsAction(args: TApiArgs) {
  const { locale, prefix } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const id = Number(text(form, 'id'));
  if (text(form, 'intent') !== 'unsave' || !Number.isInteger(id) || id <= 0) return failure('unsave', id, 400, t('errors.generic'));
  const result = await api(args).savedJobs.remove({ params: { jobId: id } });
  if (!result.ok) return failure('unsave', id, result.status, result.message || t('errors.generic'));
  return done(args, t('applications.flash.unsaved'), `${withPrefix(prefix, '/saved-jobs')}${args.url.search}`);
}

/** The filters of the applicants page as the URL holds them (each also sent to the API, which checks them). */
export interface TApplicantFilters {
  stage: TApplicationStage | null;
  sort: TApplicantSort;
  tag: string;
  rating: string;
  match: string;
  from: string;
  to: string;
  city: string;
  /** Decision 118: `met`, `not_met` or empty (the API checks it). */
  requirements: string;
  /** Decision 127: one screening answer, `<question id>:<answer>` (a yes/no or a choice), or empty (the API checks it). */
  answer: string;
}

export interface TApplicantsData extends TApplicantFilters {
  list: TApplicantList;
  /** The board (a column per stage, each its first page) or the list (decision 111). */
  view: 'list' | 'board';
  /** The board's columns: each stage's applicants under the same filters (the list view has none). */
  columns: Array<{ stage: TApplicationStage; items: TApplicantList['items']; total: number }>;
  /** The applicant opened in the detail section (`?open=id`), marked viewed by the API, with the company's notes on them. */
  open: TApplicantDetail | null;
  notes: TApplicationNote[];
  /** The page's own Idempotency-Key for its notes and bulk actions (decision 095). */
  formKey: string | null;
  /** The company's message templates, for the bulk rejection and message (decision 128). */
  templates: TMessageTemplate[];
}

const FILTER_KEYS = ['tag', 'rating', 'match', 'from', 'to', 'city', 'requirements', 'answer'] as const;

function applicantsQuery(url: URL): TApplicantFilters & { page: number; open: string | null; view: 'list' | 'board' } {
  const stage = url.searchParams.get('stage');
  const sort = url.searchParams.get('sort');
  // An answer names its question and a choice (up to 100 characters); the others are short.
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, (url.searchParams.get(key) ?? '').trim().slice(0, key === 'answer' ? 120 : 60)])) as Record<(typeof FILTER_KEYS)[number], string>;
  return {
    ...filters,
    stage: (APPLICATION_STAGES as readonly string[]).includes(stage ?? '') ? (stage as TApplicationStage) : null,
    sort: (APPLICANT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as TApplicantSort) : ('match' as const),
    page: pageOf(url),
    open: url.searchParams.get('open'),
    view: url.searchParams.get('view') === 'board' ? 'board' : 'list',
  };
}

/** The applicants page of one of the company's jobs as a list or a board, with one applicant opened (`?open=`). */
export async function applicantsLoader(args: TApiArgs & { params: { id?: string } }): Promise<TApplicantsData> {
  const jobId = idParam(args.params.id);
  const query = applicantsQuery(args.url);
  const client = api(args);
  const openId = query.open && /^\d{1,10}$/.test(query.open) ? Number(query.open) : null;
  // Opened first: opening marks a submitted applicant viewed, and the list then shows the new stage.
  const [open, notes] = openId ? await Promise.all([client.companyApplications.get({ params: { id: openId } }), client.pipeline.notes({ params: { id: openId } })]) : [null, null];
  const filters = { sort: query.sort, tag: query.tag, rating: query.rating, match: query.match, from: query.from, to: query.to, city: query.city, requirements: query.requirements, answer: query.answer };
  const listed = await client.companyApplications.list({ params: { id: jobId }, query: { ...filters, page: query.page, stage: query.stage } });
  // A filter the API refuses (a typed URL): the page shows every applicant rather than an error.
  const list = listed.ok ? orFail(listed) : orFail(await client.companyApplications.list({ params: { id: jobId }, query: { page: 1 } }));
  const columns =
    query.view === 'board'
      ? await Promise.all(
          APPLICATION_STAGES.map(async (stage) => {
            const column = await client.companyApplications.list({ params: { id: jobId }, query: { ...(listed.ok ? filters : {}), stage } });
            return { stage, items: column.ok && column.data ? column.data.items : [], total: column.ok && column.data ? column.data.total : 0 };
          }),
        )
      : [];
  const opened = open?.ok && open.data && open.data.job_id === jobId ? open.data : null;
  return { ...query, list, columns, open: opened, notes: opened && notes?.ok && notes.data ? notes.data.items : [], formKey: formKeyFor(args), templates: await templatesFor(args) };
}

/** The CV file an applicant attached, for the company of the job only (the API checks it). */
export async function applicantCvFile(args: TApiArgs, applicationId: number): Promise<Response> {
  const response = await streamApiFile(args, API.companyApplications.cvFile, { params: { id: applicationId } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}

/** The applicant's CV as a PDF in the seeker's language, within what they show companies (decision 121). */
export async function applicantCvPdf(args: TApiArgs, applicationId: number): Promise<Response> {
  const response = await streamApiFile(args, API.companyApplications.cvPdf, { params: { id: applicationId } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}

/** `intent`: stage (with `stage`), on the application `id`; back to the same filters with a toast. */
export async function applicantsAction(args: TApiArgs & { params: { id?: string } }) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  idParam(args.params.id);
  const form = await args.request.formData();
  if (text(form, 'intent') !== 'stage') return pipelineAction(args, form);
  const id = Number(text(form, 'id'));
  const stage = text(form, 'stage');
  if ( !Number.isInteger(id) || id <= 0 || !(APPLICATION_STAGES as readonly string[]).includes(stage)) {
    return failure('stage', id, 422, t('errors.generic'));
  }
  const result = await submitToApi(args, API.companyApplications.changeStage, { stage }, { params: { id }, extra: { intent: 'stage', id } });
  if (!result.ok) return result.response;
  const url = args.url;
  return done(args, t('applications.flash.moved', { stage: t(`enum.company_stage.${stage as TApplicationStage}`) }), `${url.pathname}${url.search}`);
}
