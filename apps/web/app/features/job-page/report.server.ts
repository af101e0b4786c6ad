import { redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';

/**
 * The job page's `report` intent, for anyone (visitors too: the API knows them by their address). A missing reason
 * comes back to the form with the field's message; any other refusal (throttled, the company's own job) is a toast.
 */
export async function reportJobAction(args: TApiArgs, jobId: number, form: FormData) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const values = { reason: text(form, 'reason'), note: text(form, 'note') };
  const back = withPrefix(prefix, `/jobs/${jobId}`);
  const result = await submitToApi(
    args,
    API.jobReports.create,
    { reason: values.reason, note: values.note },
    { params: { id: jobId }, extra: { intent: 'report', values }, idempotencyKey: formIdempotencyKey(form) },
  );
  if (result.ok)
    return redirect(back, {
      headers: {
        'Set-Cookie': await flashHeader({ kind: 'success', message: result.message || t('toast.success') }, context),
      },
    });
  const failed = result.response;
  if (failed.init?.status === 422) return failed;
  return redirect(back, {
    headers: {
      'Set-Cookie': await flashHeader({ kind: 'error', message: failed.data.message || t('errors.generic') }, context),
    },
  });
}
