import { data } from 'react-router';
import type { z } from 'zod';
import type { TEndpointData, TEndpointDef, TEndpointInput } from '@tawzeef/contract';
import { localeContext, type TActionResult } from '../context.ts';
import { callEndpoint, type TApiArgs } from './api.server.ts';
import { validateWith } from '../validate.ts';
import { translator } from '../../i18n/index.ts';

/** Where a form goes besides its body: the endpoint's path parameters and query, and what travels back with a failure. */
export type TSubmitTarget<E extends TEndpointDef> = Omit<TEndpointInput<E>, 'body'> & {
  extra?: Record<string, unknown>;
  /** The form's own key (formIdempotencyKey), sent as Idempotency-Key (decision 093). */
  idempotencyKey?: string;
};

type TSubmitArgs<E extends TEndpointDef> = object extends Omit<TEndpointInput<E>, 'body'> ? [target?: TSubmitTarget<E>] : [target: TSubmitTarget<E>];

/**
 * An action's round trip: check the input with the endpoint's body schema (the user's language), send it, and
 * turn any failure into the action's answer (status, message, field errors). `extra` travels back with a failure
 * so the form can restore its state. The session's token goes along when there is one (guest-only forms such as
 * login and register never have one).
 */
export async function submitToApi<E extends TEndpointDef & { body: z.ZodType }>(
  args: TApiArgs,
  definition: E,
  input: unknown,
  ...[target]: TSubmitArgs<E>
): Promise<{ ok: true; data: TEndpointData<E>; message: string } | { ok: false; response: ReturnType<typeof data<TActionResult>> }> {
  const { locale } = args.context.get(localeContext);
  const { extra = {}, idempotencyKey, ...where } = (target ?? {}) as { extra?: Record<string, unknown>; idempotencyKey?: string } & Record<string, unknown>;
  const checked = validateWith(definition.body, input, locale);
  if (checked.errors) {
    return { ok: false, response: data<TActionResult>({ ...extra, ok: false, message: translator(locale)('errors.generic'), errors: checked.errors }, { status: 422 }) };
  }
  const result = await callEndpoint(args, definition, { ...where, body: checked.data } as TEndpointInput<E>, { idempotencyKey });
  if (!result.ok || result.data === undefined) {
    return { ok: false, response: data<TActionResult>({ ...extra, ok: false, message: result.message, errors: result.errors }, { status: result.status }) };
  }
  return { ok: true, data: result.data, message: result.message };
}
