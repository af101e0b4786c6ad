import { data } from 'react-router';
import { API, PRINT_DETAILS, type TPrintOptions } from '@tawzeef/contract';
import type { TApiArgs } from '../../../lib/server/api.server.ts';
import type { TActionResult } from '../../../lib/context.ts';
import { checked } from '../../../lib/form-data.ts';
import { submitToApi } from '../../../lib/server/forms.server.ts';

/** The print page's action: the ticked personal details, saved through the API (its answer is the toast). */
export async function savePrintOptionsAction(args: TApiArgs) {
  const form = await args.request.formData();
  const body = Object.fromEntries(PRINT_DETAILS.map((detail) => [`print_${detail}`, checked(form, `print_${detail}`)])) as TPrintOptions;
  const result = await submitToApi(args, API.cvPrint.saveOptions, body);
  if (!result.ok) return result.response;
  return data<TActionResult>({ ok: true, message: result.message });
}
