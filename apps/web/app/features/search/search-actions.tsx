import type { MouseEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import { ALERT_FREQUENCIES } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { SelectField, buttonLook } from '../../components/plain.tsx';
import type { TFindJobsResult, TSearchViewer } from './find-jobs.server.ts';

/** The forms the page's own controls post with. They sit outside the search's GET form (forms do not nest). */
const ALERT_FORM_ID = 'alert-from-search';
const CARD_FORM_ID = 'job-card-actions';

/** The two forms, posted to the search's own URL (its words and filters are the alert's): place them outside the search form. */
export function SearchActionForms({ action, formKey }: { action: string; formKey: { name: string; value: string } | null }) {
  return (
    <>
      <Form id={ALERT_FORM_ID} method="post" action={action} hidden>
        <input type="hidden" name="intent" value="create-alert" />
        {formKey && <input type="hidden" name={formKey.name} value={formKey.value} />}
      </Form>
      <Form id={CARD_FORM_ID} method="post" action={action} hidden />
    </>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  );
}

/**
 * "Create an alert from this search" (decision 039): the search's words and filters with a chosen frequency. A guest
 * posts too and is sent to log in, then back to the same search. After it was made, says so and links to the alerts.
 */
export function AlertFromSearch({ viewer, result }: { viewer: TSearchViewer; result?: TFindJobsResult }) {
  const { t, prefix } = useI18n();
  // With JavaScript a fetcher posts it (the results stay as they are); without, the page posts and comes back.
  const fetcher = useFetcher<TFindJobsResult>({ key: 'alert-from-search' });
  useActionToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data ?? result;
  const outcome = answer?.intent === 'create-alert' ? answer : undefined;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A guest's post goes to the login page: let the browser navigate.
    if (viewer !== 'seeker') return;
    event.preventDefault();
    const form = event.currentTarget.form;
    if (form) fetcher.submit(event.currentTarget, { method: 'post', action: form.getAttribute('action') ?? undefined });
  };
  return (
    <section className="plain-paper plain-pad search-alert" aria-labelledby="search-alert-title" data-testid="search-alert">
      <div className="search-alert__row">
        <span className="search-alert__icon">
          <BellIcon />
        </span>
        <div className="plain-stack search-alert__body">
          <h2 id="search-alert-title" className="search-alert__title">
            {t('search.alert.title')}
          </h2>
          {outcome?.ok ? (
            <p className="plain-text-sm" role="status" data-testid="search-alert-created">
              {t('search.alert.created')}{' '}
              <PlainLink className="plain-link" to={withPrefix(prefix, '/job-alerts')}>
                {t('search.alert.manage')}
              </PlainLink>
            </p>
          ) : (
            <>
              <p className="plain-text-sm plain-dimmed">{t('search.alert.text')}</p>
              {outcome && (
                <p className="plain-text-sm search-alert__error" role="alert" data-testid="search-alert-error">
                  {outcome.message}
                </p>
              )}
              <div className="plain-row search-alert__controls">
                {viewer === 'seeker' && (
                  <SelectField
                    form={ALERT_FORM_ID}
                    name="frequency"
                    label={t('search.alert.frequency')}
                    defaultValue="weekly"
                    options={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`enum.alert_frequency.${frequency}`) }))}
                    data-testid="search-alert-frequency"
                  />
                )}
                <button type="submit" form={ALERT_FORM_ID} {...buttonLook({ variant: 'light', loading: busy })} onClick={onClick} data-testid="search-alert-create">
                  {viewer === 'seeker' ? t('search.alert.create') : t('search.alert.loginToCreate')}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

type TSaveJobButtonProps = { job: { id: number; title: string }; saved: boolean };

function SaveJobButtonWithFetcher({ job, saved }: TSaveJobButtonProps) {
  const fetcher = useFetcher<TFindJobsResult>({ key: `save-job-${job.id}` });
  useActionToast(fetcher.data);
  const pending = fetcher.formData ? fetcher.formData.has('save') : null;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const form = event.currentTarget.form;
    if (form) fetcher.submit(event.currentTarget, { method: 'post', action: form.getAttribute('action') ?? undefined, preventScrollReset: true });
  };
  return <SaveJobButtonView job={job} saved={pending ?? saved} onClick={onClick} />;
}

/** The card's save button as the server renders it and the browser hydrates it: the same markup in both. */
function SaveJobButtonView({ job, saved, onClick }: TSaveJobButtonProps & { onClick?: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useI18n();
  // A plain button in the look of Mantine's compact default one (job-card.css): twenty of them on a page (decision 049).
  return (
    <button
      type="submit"
      form={CARD_FORM_ID}
      name={saved ? 'unsave' : 'save'}
      value={String(job.id)}
      onClick={onClick}
      className={saved ? 'job-card-save job-card-save-on' : 'job-card-save'}
      aria-pressed={saved}
      aria-label={t(saved ? 'search.card.unsaveLabel' : 'search.card.saveLabel', { title: job.title })}
      data-testid="job-card-save"
    >
      {/* The bookmark is the button's ::before, drawn by the stylesheet (job-card.css): twenty icons less in the page's HTML. */}
      {t(saved ? 'search.card.saved' : 'search.card.save')}
    </button>
  );
}

/**
 * Save or forget a job from its card, without leaving the results (a fetcher; without JavaScript the card form posts
 * and the page comes back). A guest is sent to log in and back. A fetcher is idle while the server renders: there
 * the twenty cards of a page render their buttons without one.
 */
export const SaveJobButton = typeof document === 'undefined' ? SaveJobButtonView : SaveJobButtonWithFetcher;
