import { createCookie, redirect, type RouterContextProvider } from 'react-router';
import { LOGIN_STRATEGIES, type TLoginStrategy, type TSecondStepRequired } from '@tawzeef/contract';
import { localeContext, webContext } from '../../lib/context.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { expire, serialize } from '../../lib/server/cookies.server.ts';

/** A sign-in waiting for its second step (decision 160): the API's challenge and how the session will be kept. */
export interface TSecondStepFlight {
  challenge: string;
  persistent: boolean;
  redirect?: string;
  strategy: TLoginStrategy;
  /** What the account may give (decision 165: a passkey too); older cookies without it meant a code. */
  methods?: TSecondStepRequired['second_step']['methods'];
}

/** Five minutes, as long as the API's challenge; httpOnly, so the challenge never reaches the page's scripts. */
export const secondStepCookie = createCookie('auth.second_step', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 5 * 60 });

/** The path of the code form: /login?step=code (in the page's language). */
export const SECOND_STEP_QUERY = 'step=code';

/**
 * The first step passed (password or provider) and the account has a second: keep the challenge and go to the code
 * form. Used by the password login and by a provider's return alike.
 */
export async function askSecondStep(
  { context }: { context: Readonly<RouterContextProvider> },
  required: TSecondStepRequired,
  options: Omit<TSecondStepFlight, 'challenge'>,
  headers = new Headers(),
): Promise<Response> {
  const flight: TSecondStepFlight = { challenge: required.second_step.challenge, methods: required.second_step.methods, ...options };
  headers.append('Set-Cookie', await serialize(secondStepCookie, flight, context.get(webContext).secureCookies));
  return redirect(`${withPrefix(context.get(localeContext).prefix, '/login')}?${SECOND_STEP_QUERY}`, { status: 303, headers });
}

export async function readSecondStep(request: Request): Promise<TSecondStepFlight | null> {
  const value = (await secondStepCookie.parse(request.headers.get('Cookie'))) as TSecondStepFlight | null;
  return value && typeof value.challenge === 'string' && LOGIN_STRATEGIES.includes(value.strategy) ? value : null;
}

export function expireSecondStep(secure: boolean): Promise<string> {
  return expire(secondStepCookie, secure);
}
