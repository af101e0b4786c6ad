import { data } from 'react-router';
import { API, safeRedirectPath, type TCandidateProfile } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { streamApiFile } from '../../lib/server/api-file.server.ts';

export interface TEmployeePageData {
  /**
   * The CV, or null when no candidate was named (`missing`), the company may not see it (`gone`) or has opened as
   * many new CVs from search as it may today (`limited`, with the API's message).
   */
  candidate: TCandidateProfile | null;
  state: 'shown' | 'missing' | 'gone' | 'limited';
  message?: string;
  /** Where "Back" goes: the page the company came from (a path of this site), else its jobs. */
  back: string;
}

/**
 * /employee-profile?id={seeker}: a job seeker's CV for a company (the employee call, SPEC §7), with the way back
 * (`back`, a path of this site). A CV the company may not see is the page's "not available" state with 404.
 */
export async function employeeLoader(args: TApiArgs) {
  const url = args.url;
  const back = safeRedirectPath(url.searchParams.get('back'), '/company-jobs');
  const id = url.searchParams.get('id') ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) <= 0 || Number(id) > 2_147_483_647) return data<TEmployeePageData>({ candidate: null, state: 'missing', back });
  const result = await api(args).companyCandidates.get({ params: { employee: Number(id) } });
  if (result.ok && result.data) return data<TEmployeePageData>({ candidate: result.data, state: 'shown', back });
  if (result.status >= 500) throw data(result.message, { status: 503 });
  if (result.status === 429) return data<TEmployeePageData>({ candidate: null, state: 'limited', message: result.message, back }, { status: 429 });
  return data<TEmployeePageData>({ candidate: null, state: 'gone', back }, { status: 404 });
}

/** The CV file behind the employee view's signed link, streamed with the company's token (the API checks both). */
export async function employeeCvFile(args: TApiArgs, token: string): Promise<Response> {
  const response = await streamApiFile(args, API.companyCandidates.cvFile, { params: { token } });
  if (!response.ok) throw new Response(null, { status: response.status });
  return response;
}
