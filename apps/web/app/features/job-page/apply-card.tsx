import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { APPLICATION_COVER_NOTE_MAX, type TJobViewerState, type TProfileRequirement } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TJobPageActionResult, TJobPageData } from './job-page.server.ts';
import { MyMatch } from '../../components/match-score.tsx';
import { ProfileGaps } from '../../components/profile-gaps.tsx';
import { TextAreaField, badgeLook, buttonLook } from '../../components/plain.tsx';

function LoginToApply({ jobId, compact = false }: { jobId: number; compact?: boolean }) {
  const { t, prefix } = useI18n();
  const login = `${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(withPrefix(prefix, `/jobs/${jobId}`))}`;
  return (
    <Link to={login} {...buttonLook({ size: 'md', fullWidth: !compact })} data-testid={compact ? 'sticky-login-to-apply' : 'login-to-apply'}>
      {t('jobPage.loginToApply')}
    </Link>
  );
}

function SaveButton({ saved }: { saved: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === (saved ? 'unsave' : 'save');
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
      <button type="submit" {...buttonLook({ variant: 'default', fullWidth: true, loading: busy })} aria-pressed={saved} data-testid="save-job">
        {saved ? t('jobPage.unsave') : t('jobPage.save')}
      </button>
    </Form>
  );
}

/** The seeker's application to this job: when they applied and its stage, or that they withdrew it. */
function ApplicationState({ application }: { application: NonNullable<TJobViewerState['application']> }) {
  const { t, locale, prefix } = useI18n();
  return (
    <div className="plain-stack" data-gap="sm" data-testid="job-application">
      {application.withdrawn_at ? (
        <p className="plain-text-sm">{t('jobPage.withdrawn')}</p>
      ) : (
        <>
          <p className="plain-text-sm">{t('jobPage.appliedOn', { date: formatDay(application.created_at, locale)?.gregorian ?? '' })}</p>
          <div className="plain-row">
            <span className="plain-text-sm plain-dimmed">{t('jobPage.stageLabel')}</span>
            <span
              {...badgeLook({ color: application.stage === 'rejected' ? 'gray' : application.stage === 'hired' ? 'success' : 'primary', size: 'md' })}
              data-testid="application-stage"
              data-stage={application.stage}
            >
              {t(`enum.stage.${application.stage}`)}
            </span>
          </div>
        </>
      )}
      <Link className="plain-link plain-text-sm plain-strong" to={withPrefix(prefix, '/my-applications')}>
        {t('jobPage.myApplications')}
      </Link>
    </div>
  );
}

/**
 * Apply in one step, with an optional cover note (its field error and text kept after a refusal). While the
 * profile lacks what applying needs (decision 024), the button is disabled and says what is missing, with links.
 */
function ApplyForm({ result, missing }: { result?: TJobPageActionResult; missing: readonly TProfileRequirement[] }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const applying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply';
  return (
    <Form method="post" data-testid="apply-form">
      <input type="hidden" name="intent" value="apply" />
      <div className="plain-stack" data-gap="sm">
        {missing.length > 0 && <ProfileGaps missing={missing} />}
        <p className="plain-text-sm plain-dimmed" hidden={missing.length > 0}>
          {t('jobPage.applyOneStep')}
        </p>
        {missing.length === 0 && (
          <TextAreaField
            name="cover_note"
            label={t('jobPage.coverNote')}
            description={t('jobPage.coverNoteHint', { max: formatInteger(APPLICATION_COVER_NOTE_MAX, locale) ?? '' })}
            defaultValue={result?.values?.cover_note ?? ''}
            maxLength={APPLICATION_COVER_NOTE_MAX}
            rows={3}
            className="apply-cover-note"
            error={result?.errors?.cover_note?.[0]}
            dir="auto"
          />
        )}
        <button
          type="submit"
          {...buttonLook({ size: 'md', fullWidth: true, loading: applying })}
          disabled={missing.length > 0}
          aria-describedby={missing.length > 0 ? 'profile-gaps' : undefined}
          data-testid="apply-button"
        >
          {t('jobPage.apply')}
        </button>
      </div>
    </Form>
  );
}

/** The apply card: log in (visitors), apply with an optional cover note, or the application's stage. */
export function ApplyCard({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { t, prefix } = useI18n();
  const { job, role } = page;
  const { viewer } = job;
  let body: ReactNode;
  if (role === 'visitor') {
    body = (
      <div className="job-page-card-stack">
        <p className="job-page-text">{t('jobPage.loginHint')}</p>
        <LoginToApply jobId={job.id} />
        <Link to={withPrefix(prefix, '/register')} {...buttonLook({ variant: 'subtle', fullWidth: true })}>
          {t('jobPage.register')}
        </Link>
      </div>
    );
  } else if (role === 'other') {
    body = (
      <p className="job-page-dimmed" data-testid="seekers-only">
        {t('jobPage.seekersOnly')}
      </p>
    );
  } else if (viewer?.application) {
    body = <ApplicationState application={viewer.application} />;
  } else {
    body = <ApplyForm result={result} missing={page.preview?.missing_profile ?? []} />;
  }
  // The card and a visitor's part as plain elements in Mantine's look (issue 18); a job seeker's forms keep Mantine's.
  return (
    <section id="apply" aria-labelledby="apply-title" className="plain-paper job-page-card job-page-apply pad-md-lg">
      <div className="job-page-card-stack">
        <h2 id="apply-title" className="job-page-card-title">
          {t('jobPage.applyTitle')}
        </h2>
        {body}
        {role === 'seeker' && page.preview && <MyMatch match={page.preview.match} />}
        {role === 'seeker' && viewer && <SaveButton saved={viewer.is_saved} />}
      </div>
    </section>
  );
}

/** On phones: the apply action stays at the bottom of the screen while the ad is read. */
export function StickyApply({ page }: { page: TJobPageData }) {
  const { t } = useI18n();
  const { job, role } = page;
  if (!job.is_open || role === 'other' || job.viewer?.application) return null;
  return (
    <div className="job-page-sticky" data-testid="sticky-apply">
      <p className="job-page-grow job-page-sticky-title">
        <bdi>{job.title}</bdi>
      </p>
      {role === 'visitor' ? (
        <LoginToApply jobId={job.id} compact />
      ) : (
        <a href="#apply" {...buttonLook({ size: 'md' })}>
          {t('jobPage.apply')}
        </a>
      )}
    </div>
  );
}
