import { Suspense, type ReactNode } from 'react';

import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TJobPageActionResult, TJobPageData } from './job-page.server.ts';
import { buttonLook } from '../../components/plain.tsx';
import { useSeekerModule } from './seeker-module.ts';
import { PlainLink } from '../../components/plain-link.tsx';

function LoginToApply({ jobId, compact = false }: { jobId: number; compact?: boolean }) {
  const { t, prefix } = useI18n();
  const login = `${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(withPrefix(prefix, `/jobs/${jobId}`))}`;
  return (
    <PlainLink to={login} {...buttonLook({ size: 'md', fullWidth: !compact })} data-testid={compact ? 'sticky-login-to-apply' : 'login-to-apply'}>
      {t('jobPage.loginToApply')}
    </PlainLink>
  );
}

/** A job seeker's part, once its module is here (seeker-module.ts): hydrating waits for it inside its Suspense boundary. */
function SeekerPart(props: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { SeekerApply } = useSeekerModule();
  return <SeekerApply {...props} />;
}

/** The apply card: log in (visitors), apply with an optional cover note, or the application's stage. */
export function ApplyCard({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { t, prefix } = useI18n();
  const { job, role } = page;
  let body: ReactNode;
  if (role === 'visitor') {
    body = (
      <div className="job-page-card-stack">
        <p className="job-page-text">{t('jobPage.loginHint')}</p>
        <LoginToApply jobId={job.id} />
        <PlainLink to={withPrefix(prefix, '/register')} {...buttonLook({ variant: 'subtle', fullWidth: true })}>
          {t('jobPage.register')}
        </PlainLink>
      </div>
    );
  } else if (role === 'other') {
    body = (
      <p className="job-page-dimmed" data-testid="seekers-only">
        {t('jobPage.seekersOnly')}
      </p>
    );
  } else {
    body = (
      <Suspense>
        <SeekerPart page={page} result={result} />
      </Suspense>
    );
  }
  // The card and a visitor's part as plain elements in Mantine's look (issue 18).
  return (
    <section id="apply" aria-labelledby="apply-title" className="plain-paper job-page-card job-page-apply pad-md-lg">
      <div className="job-page-card-stack">
        <h2 id="apply-title" className="job-page-card-title">
          {t('jobPage.applyTitle')}
        </h2>
        {body}
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
