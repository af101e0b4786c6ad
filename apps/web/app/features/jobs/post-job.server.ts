import { data, redirect } from 'react-router';
import { API, type TCompanyOwn, type TJobOwn, type TLookupItem, type TMapSettings, type TPrice, type TScreeningLibraryItem } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext } from '../../lib/context.ts';
import { memberCan } from '../../lib/company-access.ts';
import { ownerNames } from '../../lib/server/company-access.server.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { formKeyFor } from '../../lib/server/form-key.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { loadLookups } from '../../lib/server/lookups.server.ts';
import { loadMapSettings } from '../../lib/server/map-settings.server.ts';
import { typedValues } from '../../lib/form-data.ts';
import { JOB_STEPS, formStatusOf, isEditableStatus, jobInput, parseStep, stepInput } from './job-form.ts';
import type { TPostJobResult } from './post-job-types.ts';
import { questionsFromForm } from './screening-form.ts';

export interface TPostJobData {
  job: TJobOwn | null;
  step: number;
  lookups: { majors: TLookupItem[]; sectors: TLookupItem[]; countries: TLookupItem[]; cities: TLookupItem[]; occupations: TLookupItem[] } | null;
  /** Review step only: what stops the company from publishing, and the price. */
  blockers: TCompanyOwn['publish_blockers'] | null;
  price: TPrice | null;
  /** The company profile's sector: a job's sector unless the company picks another (decision 041). */
  companySectorId: number | null;
  /** The review step's own Idempotency-Key for sending the job to payment (decision 095). */
  formKey: string | null;
  /** The details step: the company's library of screening questions (decision 118). */
  library: TScreeningLibraryItem[];
  /** The first step: the map settings of the job's place picker (decision 141); null: the coordinates alone. */
  map: TMapSettings | null;
  /** The review step of a member who may not pay (decision 148): the owners who do, by name. */
  owners: string | null;
}

/** The company's job, or the not-found page (another company's job answers 404 too). */
async function loadJob(args: TApiArgs, id: string): Promise<TJobOwn> {
  if (!/^\d+$/.test(id)) throw data(null, { status: 404 });
  const result = await api(args).companyJobs.get({ params: { id } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status === 404 || result.status === 400 ? 404 : result.status >= 500 ? 503 : result.status });
  return result.data;
}

export async function postJobLoader(args: TApiArgs & { params: { id?: string } }): Promise<TPostJobData> {
  const job = args.params.id ? await loadJob(args, args.params.id) : null;
  // A new job starts at the first step: the later ones need a saved draft.
  const step = job ? parseStep(args.url.searchParams.get('step')) : 1;
  const editing = isEditableStatus(job?.status);
  const needsLookups = editing && step === 1;
  const isReview = editing && step === JOB_STEPS.length;
  const client = api(args);
  const isDetails = editing && JOB_STEPS[step - 1] === 'details';
  const mayPay = memberCan(args.context.get(sessionContext).user, 'billing');
  const [lookups, profile, price, library, map, owners] = await Promise.all([
    needsLookups ? loadLookups(args, ['majors', 'sectors', 'countries', 'cities', 'occupations']) : null,
    isReview || !editing || needsLookups ? client.company.get() : null,
    // The price also gives the posting period, the latest a deadline may be.
    client.payments.price(),
    isDetails ? client.screeningLibrary.list() : null,
    needsLookups ? loadMapSettings(args) : null,
    (isReview || job?.status === 'awaiting_payment') && !mayPay ? ownerNames(args) : null,
  ]);
  return {
    job,
    step,
    lookups,
    blockers: profile?.data?.publish_blockers ?? null,
    price: price.data ?? null,
    companySectorId: profile?.data?.sector_id ?? null,
    formKey: isReview ? formKeyFor(args) : null,
    library: library?.data?.items ?? [],
    map,
    owners,
  };
}

/** The details step's questions, with the library's pick (the library is read only when one was picked). */
async function screeningOfForm(args: TApiArgs, form: FormData, job: TJobOwn | null) {
  const picked = text(form, 'sq_add');
  const library = picked ? ((await api(args).screeningLibrary.list()).data?.items ?? []) : [];
  return questionsFromForm(form, job?.screening_questions ?? [], new Map(library.map((item) => [String(item.id), item.question])));
}

/**
 * The form's one action. `intent`: next | back | save (saves the step, then moves on, back, or to the
 * dashboard) | submit (the review step: the job goes to payment) | renew (a read-only expired job).
 * A refused save answers the field errors with what was typed, so a page without JavaScript shows them.
 */
export async function postJobAction(args: TApiArgs & { params: { id?: string } }) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const step = parseStep(text(form, 'step'));
  const job = args.params.id ? await loadJob(args, args.params.id) : null;
  const fail = (status: number, result: Omit<TPostJobResult, 'ok' | 'step' | 'intent'>) => data<TPostJobResult>({ ok: false, step, intent, ...result }, { status });
  const flash = async (message: string, kind: 'success' | 'error' = 'success') => ({ 'Set-Cookie': await flashHeader({ kind, message }, context) });
  const stepUrl = (id: number, to: number) => `${withPrefix(prefix, `/post-job/${id}`)}?step=${to}`;
  // Paying is the owners' (decision 148): anyone else's job sent to payment waits for them among those awaiting it.
  const mayPay = memberCan(context.get(sessionContext).user, 'billing');
  const checkout = async (id: number) =>
    mayPay ? redirect(withPrefix(prefix, `/checkout/${id}`)) : redirect(`${withPrefix(prefix, '/company-jobs')}?tab=awaiting`, { headers: await flash(t('access.ownerPays.sent')) });

  if (job && intent === 'renew') {
    const result = await submitToApi(args, API.companyJobs.renew, { deadline: text(form, 'deadline') }, { params: { id: job.id }, extra: { step, intent, values: typedValues(form) } });
    if (!result.ok) return result.response;
    return checkout(job.id);
  }
  if (job && !isEditableStatus(job.status)) return fail(409, { message: t('jobs.form.notEditable') });

  let saved = job;
  // `saudi_only`: the hint's button (decision 084) saves the step with the job marked as reserved for Saudi nationals.
  const marksSaudiOnly = intent === 'saudi_only' && job !== null;
  if (step < JOB_STEPS.length || marksSaudiOnly) {
    const input = step < JOB_STEPS.length ? stepInput(form, step, job ? jobInput(job) : null, formStatusOf(job)) : jobInput(job!);
    if (!job) input.locale = locale;
    if (marksSaudiOnly) input.saudi_only = true;
    // The details step: a question picked from the library joins the job's, and those marked are kept in it (decision 118).
    const isDetails = JOB_STEPS[step - 1] === 'details' && !marksSaudiOnly;
    const screening = isDetails ? await screeningOfForm(args, form, job) : null;
    if (screening) input.screening_questions = screening.questions;
    const extra = { step, intent, values: typedValues(form) };
    const result = job
      ? await submitToApi(args, API.companyJobs.update, input, { params: { id: job.id }, extra })
      : await submitToApi(args, API.companyJobs.create, input, { extra });
    if (!result.ok) return result.response;
    saved = result.data;
    for (const question of screening?.keep ?? []) await api(args).screeningLibrary.save({ body: { question: { ...question, id: undefined } } });
  }
  if (!saved) return fail(400, { message: t('errors.generic') });

  switch (intent) {
    case 'saudi_only':
      return redirect(stepUrl(saved.id, step), { headers: await flash(t('jobs.flash.saudiOnly')) });
    case 'back':
      return redirect(stepUrl(saved.id, Math.max(1, step - 1)));
    case 'stay':
      // Saved with its screening questions (decision 118): the same step again, with a field for one more.
      return redirect(`${stepUrl(saved.id, step)}#screening_questions`, { headers: await flash(t('jobs.flash.changesSaved')) });
    case 'next':
      return redirect(stepUrl(saved.id, Math.min(JOB_STEPS.length, step + 1)));
    case 'submit': {
      if (saved.status === 'awaiting_payment') return checkout(saved.id);
      if (saved.status === 'held') return redirect(stepUrl(saved.id, JOB_STEPS.length), { headers: await flash(t('moderation.flash.held'), 'error') });
      const result = await api(args, { idempotencyKey: formIdempotencyKey(form) }).companyJobs.submit({ params: { id: saved.id } });
      if (!result.ok) return fail(result.status, { message: result.message || t('errors.generic'), errors: result.errors });
      // Held for review by the screening (decision 032): the review step says which phrases and why.
      if (result.data?.status === 'held') return redirect(stepUrl(saved.id, JOB_STEPS.length), { headers: await flash(result.message || t('moderation.flash.held'), 'error') });
      return checkout(saved.id);
    }
    default: {
      if (saved.status === 'held') return redirect(stepUrl(saved.id, JOB_STEPS.length), { headers: await flash(t('moderation.flash.held'), 'error') });
      const tab = saved.status === 'active' ? 'active' : saved.status === 'draft' ? 'drafts' : 'awaiting';
      const message = saved.status === 'draft' ? t('jobs.flash.draftSaved') : t('jobs.flash.changesSaved');
      return redirect(`${withPrefix(prefix, '/company-jobs')}?tab=${tab}`, { headers: await flash(message) });
    }
  }
}
