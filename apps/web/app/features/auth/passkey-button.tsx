import { useState, type ReactNode } from 'react';
import { useSubmit } from 'react-router';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { TPasskeyCeremony } from './passkey-ceremony.ts';

export interface TPasskeyButtonProps {
  ceremony: TPasskeyCeremony;
  /** Where the answer is posted (a page's action), and the fields that go with it besides the answer's. */
  action: string;
  fields: Record<string, string> | [string, string][];
  /** The answer's field: `credential` unless told (the step-up form's is `step_up_passkey`, decision 169). */
  field?: string;
  /** Words given with the button where the page's messages lack them (the step-up form's come from the server). */
  words?: Partial<Record<'working' | 'cancelled' | 'unsupported' | 'failed', string>>;
  children: ReactNode;
  /** Checks the page's own fields first (a name to add); false stops before the browser is asked. */
  before?: () => boolean;
  variant?: 'filled' | 'outline';
  testId: string;
}

/**
 * A passkey button (decision 165). It appears once the page runs and the browser has WebAuthn (without JavaScript a
 * person signs in with the password). Pressing it fetches @simplewebauthn/browser and the options, lets the device
 * answer, and posts the answer to the page's action as a form would, so the session and toasts are the usual ones.
 */
export function PasskeyButton({ ceremony, action, fields, field = 'credential', words = {}, children, before, variant = 'outline', testId }: TPasskeyButtonProps) {
  const { t: translate, prefix } = useI18n();
  const t = (key: 'auth.passkey.working' | 'auth.passkey.cancelled' | 'auth.passkey.unsupported' | 'auth.passkey.failed') => words[key.slice('auth.passkey.'.length) as keyof typeof words] ?? translate(key);
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated || typeof window.PublicKeyCredential !== 'function') return null;

  async function press() {
    if (before && !before()) return;
    setProblem(null);
    setBusy(true);
    try {
      const { runPasskeyCeremony } = await import('./passkey-ceremony.ts');
      const result = await runPasskeyCeremony(withPrefix(prefix, '/passkey-options'), ceremony);
      if (!result.ok) {
        setProblem(result.message ?? t(result.reason === 'unsupported' ? 'auth.passkey.unsupported' : result.reason === 'cancelled' ? 'auth.passkey.cancelled' : 'auth.passkey.failed'));
        return;
      }
      const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields));
      body.set(field, result.credential);
      await submit(body, { method: 'post', action });
    } catch {
      setProblem(t('auth.passkey.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="plain-stack" data-gap="xs">
      <button type="button" onClick={() => void press()} disabled={busy} {...buttonLook({ fullWidth: true, variant, loading: busy })} data-testid={testId}>
        {busy ? t('auth.passkey.working') : children}
      </button>
      {problem && (
        <PlainAlert color="red" role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </PlainAlert>
      )}
    </div>
  );
}
