import { createContext, data, type RouterContextProvider } from 'react-router';
import { translator } from '../../i18n/index.ts';
import { localeContext } from '../context.ts';

/** The field of the step-up form that carries the code (decision 166); the other fields are the form it interrupted. */
export const STEP_UP_FIELD = 'step_up_code';

/**
 * What the page asks when an action met `reason: step_up_required` (decision 166): the code, then the same form again.
 * `fields` are what the person had typed (passwords too, sent back to them alone, in an answer never stored), so
 * nothing is typed twice; `action` is the page's address, whose action runs again.
 */
export interface TStepUpAsk {
  stepUp: { action: string; fields: [string, string][]; error?: string; words: Record<'title' | 'body' | 'code' | 'codeHint' | 'submit', string> };
}

/** The text fields of the plain form this request posted (kept by stepUpMiddleware before the action reads it). */
export const postedFormContext = createContext<Promise<[string, string][]> | null>(null);

export const isPlainForm = (request: Request) => request.method === 'POST' && (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/** The text fields of a form, in order (a file is never carried: no action that asks for the step takes one). */
export async function textFields(request: Request): Promise<[string, string][]> {
  const form = await request.formData();
  return [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []));
}

/** Shows the step-up form in place of the page (the root's error boundary), with what was typed and a wrong code's error. */
export async function askForStep(args: { url: URL; context: Readonly<RouterContextProvider> }, error?: string): Promise<never> {
  const fields = (await args.context.get(postedFormContext)?.catch(() => null)) ?? [];
  const url = new URL(args.url);
  url.searchParams.delete('index');
  // The words come with the form (as the role-refused page's do): the public pages' first load carries none of them.
  const t = translator(args.context.get(localeContext).locale);
  const words = { title: t('stepUp.title'), body: t('stepUp.body'), code: t('auth.secondStep.code'), codeHint: t('auth.secondStep.codeHint'), submit: t('stepUp.submit') };
  throw data<TStepUpAsk>(
    { stepUp: { action: `${url.pathname}${url.search}`, fields: fields.filter(([name]) => name !== STEP_UP_FIELD), words, ...(error ? { error } : {}) } },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}
