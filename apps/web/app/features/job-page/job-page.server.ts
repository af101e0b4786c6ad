import { data, redirect } from 'react-router';
import { API, type TApplicationPreview, type TEndpointData, type TJobSalaryLink } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, webContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { pathIn, withPrefix } from '../../lib/locale-path.ts';
import { idParam } from '../../lib/params.ts';
import { shownCard, type TJobCardShown } from '../../lib/shown-lists.ts';
import { translator } from '../../i18n/index.ts';
import { reportJobAction } from './report.server.ts';
import { answersOf } from './screening-answers.ts';
import { loadSeekerModule } from './seeker-module.ts';

export type TViewerRole = 'visitor' | 'seeker' | 'other';

/** The job page's view from the API: the job, its city's country code, and the job seeker's state (`viewer`). */
export type TJobView = TEndpointData<typeof API.jobs.get>;

export interface TJobPageData {
  /** The job with `country_code` (structured data) and `viewer` (the seeker's application and saved state, else null). */
  job: TJobView;
  similar: TJobCardShown[];
  /** The salary report of the job's occupation, when it has one (a small link; decision 036). */
  salaryReport?: TJobSalaryLink;
  /** For a job seeker: what their profile lacks to apply and their match score (the applications' preview), else null. */
  preview?: TApplicationPreview | null;
  /** For a job seeker: how complete their profile is (0-100, from the session), so a complete one is not asked to complete itself. */
  profileRatio?: number | null;
  /** Who is looking: a visitor (log in to apply), a job seeker, or a company or administrator (no apply button). */
  role: TViewerRole;
  /** The job page's canonical address (PUBLIC_URL, language form of this page). */
  url: string;
  origin: string;
}

type TArgs = TApiArgs & { params: { id?: string } };

/**
 * /jobs/{id}: a published job (open, expired or closed) with what the logged-in seeker did with it, in one view of
 * the API, and its similar jobs beside it (a list the page can do without). A draft, an unpaid or unknown job is
 * the 404 page. /jobs without an id is the job search (decision 015).
 */
export async function jobPageLoader(args: TArgs): Promise<TJobPageData> {
  const { prefix, locale } = args.context.get(localeContext);
  if (args.params.id === undefined) {
    const { search } = args.url;
    throw redirect(`${withPrefix(prefix, '/find-jobs')}${search}`, 301);
  }
  const id = idParam(args.params.id);
  const { user } = args.context.get(sessionContext);
  const role: TViewerRole = !user ? 'visitor' : user.type === 'USER' ? 'seeker' : 'other';
  const client = api(args);
  const [job, similar, preview, salaryReport] = await Promise.all([
    client.jobs.get({ params: { id } }),
    client.jobs.similar({ params: { id } }),
    role === 'seeker' ? client.applications.preview({ params: { id } }) : null,
    client.salaries.forJob({ params: { id } }),
    // A job seeker's part of the page renders at once (decision 067): its module is here before the render.
    role === 'seeker' ? loadSeekerModule() : null,
  ]);
  if (job.status === 404) throw data(null, { status: 404 });
  if (!job.ok || !job.data) throw data(job.message, { status: 503 });
  const origin = args.context.get(webContext).publicUrl.replace(/\/$/, '');
  return {
    job: job.data,
    // The page still shows when its similar jobs cannot be listed.
    similar: similar.ok && similar.data ? similar.data.map(shownCard) : [],
    salaryReport: salaryReport.ok ? (salaryReport.data ?? null) : null,
    // Without it the apply form shows as before, and the API still refuses an incomplete profile.
    preview: preview?.ok && preview.data ? preview.data : null,
    profileRatio: role === 'seeker' ? (user?.completeness ?? null) : null,
    role,
    url: `${origin}${pathIn(locale, `/jobs/${id}`)}`,
    origin,
  };
}

export interface TJobPageActionResult extends TActionResult {
  intent: string;
  values?: Record<string, string>;
}

/**
 * The job page's action: `intent` apply (with an optional cover note), save or unsave, by the job seeker's API
 * calls; report, by anyone. A visitor who applies or saves is sent to log in and comes back here; a success comes back
 * to the job with the API's message.
 */
export async function jobPageAction(args: TArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const id = idParam(args.params.id);
  const back = withPrefix(prefix, `/jobs/${id}`);
  const { user } = context.get(sessionContext);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  // Anyone may report a job, logged in or not (decision 032).
  if (intent === 'report') return reportJobAction(args, id, form);
  if (!user) throw redirect(`${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(back)}`);
  const flashTo = async (kind: 'success' | 'error', message: string, to = back) => redirect(to, { headers: { 'Set-Cookie': await flashHeader({ kind, message }, context) } });

  switch (intent) {
    case 'apply': {
      const coverNote = text(form, 'cover_note');
      // The screening questions' answers (decision 118), read by the job's questions as the API gives them.
      const job = await api(args).jobs.get({ params: { id } });
      const { answers, values } = answersOf(form, job.data?.screening_questions ?? []);
      // The CV file chosen among several (decision 132); left out, the API sends the default one.
      const cvFile = text(form, 'cv_file_id');
      const cvFileId = /^\d{1,9}$/.test(cvFile) ? Number(cvFile) : undefined;
      const result = await submitToApi(args, API.applications.apply, { cover_note: coverNote || null, answers, ...(cvFileId ? { cv_file_id: cvFileId } : {}) }, { params: { id }, extra: { intent, values: { cover_note: coverNote, cv_file_id: cvFile, ...values } } });
      if (result.ok) return flashTo('success', result.message || t('jobPage.flash.applied'));
      // The cover note's and the answers' errors stay on the page; anything else (already applied, no longer open, an incomplete profile) is a toast.
      const response = result.response;
      const errors = Object.keys(response.data.errors ?? {});
      if (response.init?.status === 422 && errors.some((field) => field === 'cover_note' || field === 'cv_file_id' || field.startsWith('answers.'))) return response;
      return flashTo('error', response.data.message || t('errors.generic'));
    }
    case 'save':
    case 'unsave': {
      const { savedJobs } = api(args);
      const result = await (intent === 'save' ? savedJobs.save : savedJobs.remove)({ params: { jobId: id } });
      if (!result.ok) return flashTo('error', result.message || t('errors.generic'));
      return flashTo('success', result.message || t(intent === 'save' ? 'jobPage.flash.saved' : 'jobPage.flash.unsaved'));
    }
    default:
      return data<TJobPageActionResult>({ ok: false, intent, message: t('errors.generic') }, { status: 400 });
  }
}
