import { data } from 'react-router';
import type { z } from 'zod';
import { localeContext, type TActionResult } from './context.ts';
import { callApi, type TApiArgs } from './api.server.ts';
import { validateWith } from './forms.ts';
import { translator } from '../i18n/index.ts';

/**
 * An action's round trip: check the input with the contract schema (the user's language), send it to the
 * API, and turn any failure into the action's answer (status, message, field errors). `extra` travels back
 * with a failure so the form can restore its state. The session's token goes along when there is one
 * (guest-only forms such as login and register never have one).
 */
export async function submitToApi<T, S extends z.ZodType>(
  args: TApiArgs,
  schema: S,
  input: unknown,
  path: string,
  extra: Record<string, unknown> = {},
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
): Promise<{ ok: true; data: T; message: string } | { ok: false; response: ReturnType<typeof data<TActionResult>> }> {
  const { locale } = args.context.get(localeContext);
  const checked = validateWith(schema, input, locale);
  if (checked.errors) {
    return { ok: false, response: data<TActionResult>({ ...extra, ok: false, message: translator(locale)('errors.generic'), errors: checked.errors }, { status: 422 }) };
  }
  const result = await callApi<T>(args, method, path, checked.data);
  if (!result.ok || result.data === undefined) {
    return { ok: false, response: data<TActionResult>({ ...extra, ok: false, message: result.message, errors: result.errors }, { status: result.status }) };
  }
  return { ok: true, data: result.data, message: result.message };
}
