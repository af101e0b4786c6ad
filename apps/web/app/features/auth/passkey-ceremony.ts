import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';

/**
 * The browser's half of a passkey (decision 165), fetched only when a person presses a passkey button: never part of
 * a page's first load. Asks the page's resource route for the options (the API's single-use challenge), lets the
 * browser and the authenticator answer them, and gives back the answer as the JSON the API checks.
 */
export type TPasskeyCeremony = 'sign-in' | 'second-step' | 'register' | 'step-up';
export type TCeremonyResult = { ok: true; credential: string } | { ok: false; message?: string; reason: 'unsupported' | 'cancelled' | 'failed' };

export async function runPasskeyCeremony(optionsUrl: string, kind: TPasskeyCeremony): Promise<TCeremonyResult> {
  if (!browserSupportsWebAuthn()) return { ok: false, reason: 'unsupported' };
  const body = new FormData();
  body.set('intent', kind);
  const response = await fetch(optionsUrl, { method: 'POST', body, headers: { accept: 'application/json' } });
  const answer = (await response.json().catch(() => ({}))) as { options?: Record<string, unknown>; message?: string };
  if (!response.ok || !answer.options) return { ok: false, reason: 'failed', ...(answer.message ? { message: answer.message } : {}) };
  try {
    const credential =
      kind === 'register'
        ? await startRegistration({ optionsJSON: answer.options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] })
        : await startAuthentication({ optionsJSON: answer.options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { ok: true, credential: JSON.stringify(credential) };
  } catch (error) {
    // The person closed the browser's dialog, or it timed out (NotAllowedError), or the device refused.
    const cancelled = (error instanceof Error && error.name === 'NotAllowedError') || (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED');
    return { ok: false, reason: cancelled ? 'cancelled' : 'failed' };
  }
}
