import { PasskeyButton } from '../auth/index.ts';
import { PlainAlert, TextField, buttonLook } from '../../components/plain.tsx';
import type { TStepUpAsk } from './step-up.server.ts';

/**
 * The second step asked again before what cannot be undone (decision 166), in place of the page: one of the account's
 * passkeys (decision 169) or the code of the app (or a recovery code), and, hidden, what the person had typed in the
 * form it interrupted. The code is a plain form post to the same page, so it works without JavaScript; the passkey's
 * button appears once the page runs in a browser with WebAuthn, loads @simplewebauthn/browser only when pressed, and
 * posts the device's answer with the same fields. The step is given first, then the page's action runs again.
 */
export default function StepUpAsk({ ask }: { ask: TStepUpAsk['stepUp'] }) {
  const { words, methods } = ask;
  return (
    <div className="form-card-page">
      <div className="plain-paper form-card auth-card">
        <div className="plain-stack">
          <h1 className="status-page__title">{words.title}</h1>
          <p className="plain-text-sm">{words.body}</p>
          {ask.error && !methods.code && (
            <PlainAlert color="red" role="alert" data-testid="step-up-error">
              {ask.error}
            </PlainAlert>
          )}
          {methods.passkey && (
            <PasskeyButton
              ceremony="step-up"
              action={ask.action}
              fields={ask.fields}
              field="step_up_passkey"
              words={{ working: words.working, cancelled: words.cancelled, unsupported: words.unsupported, failed: words.failed }}
              variant={methods.code ? 'outline' : 'filled'}
              testId="step-up-passkey"
            >
              {words.usePasskey}
            </PasskeyButton>
          )}
          {methods.code && methods.passkey && <p className="plain-text-sm plain-dimmed">{words.or}</p>}
          {methods.code && (
            <form method="post" action={ask.action} noValidate data-testid="step-up-form">
              {ask.fields.map(([name, value], index) => (
                <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
              ))}
              <div className="plain-stack" data-gap="sm">
                <TextField
                  name="step_up_code"
                  label={words.code}
                  description={words.codeHint}
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  autoFocus={!methods.passkey}
                  dir="ltr"
                  error={ask.error}
                  data-testid="step-up-code"
                />
                <button type="submit" {...buttonLook({ fullWidth: true })} data-testid="step-up-submit">
                  {words.submit}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
