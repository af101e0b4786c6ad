import { TextField, buttonLook } from '../../components/plain.tsx';
import type { TStepUpAsk } from '../../lib/server/step-up.server.ts';

/**
 * The second step asked again before what cannot be undone (decision 166), in place of the page: the code of the app
 * (or a recovery code), and, hidden, what the person had typed in the form it interrupted. A plain form post to the
 * same page, so it works without JavaScript: the code is given first, then the page's action runs again.
 */
export default function StepUpAsk({ ask }: { ask: TStepUpAsk['stepUp'] }) {
  const { words } = ask;
  return (
    <div className="form-card-page">
      <div className="plain-paper form-card auth-card">
        <div className="plain-stack">
          <h1 className="status-page__title">{words.title}</h1>
          <p className="plain-text-sm">{words.body}</p>
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
                autoFocus
                dir="ltr"
                error={ask.error}
                data-testid="step-up-code"
              />
              <button type="submit" {...buttonLook({ fullWidth: true })} data-testid="step-up-submit">
                {words.submit}
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
